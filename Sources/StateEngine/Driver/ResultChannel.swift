import Transcript

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a scenario program's transcript goes: a descriptor statedocs opens before the
/// program starts (number 3), taken by the generated program's first statement, before any
/// scenario code runs, and moved to a close-on-exec descriptor. Standard output and standard
/// error are the scenario's console only: a scenario that prints a fake event line, writes
/// `warning:` to standard error or redirects standard output cannot forge a result, and one
/// that exits early never writes the end record, so statedocs knows it did not finish.
///
/// Records, one a line: a transcript event (`TranscriptCoding.encode`), `\u{1F}warning TEXT`
/// (a runtime warning raised outside a driver: not part of the transcript, but a claim
/// `expect=warning` can match), and `\u{1F}end` once the program's last step returned.
enum ResultChannel {
    static let inheritedDescriptor: Int32 = 3
    nonisolated(unsafe) private static var descriptor: Int32 = -1
    private static let lock = NSLock()

    static let recordPrefix = "\u{1F}"
    static let warningRecord = "\u{1F}warning "
    static let endRecord = "\u{1F}end"

    static var isOpen: Bool {
        lock.lock()
        defer { lock.unlock() }
        return descriptor >= 0
    }

    static func claim() {
        lock.lock()
        defer { lock.unlock() }
        guard descriptor < 0, fcntl(inheritedDescriptor, F_GETFD) >= 0 else { return }
        let moved = fcntl(inheritedDescriptor, F_DUPFD_CLOEXEC, 100)
        guard moved >= 0 else { return }
        close(inheritedDescriptor)
        descriptor = moved
    }

    /// Writes one record; false when there is no channel (the engine runs outside statedocs).
    @discardableResult
    static func write(_ line: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard descriptor >= 0 else { return false }
        var bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { Glibc_write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                return true
            }
            offset += written
        }
        return true
    }

    /// An event of the transcript: to the channel, or standard output without one.
    static func emit(_ event: TranscriptEvent) {
        let line = TranscriptCoding.encode(event)
        if !write(line) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
    }
}

#if canImport(Glibc)
    private func Glibc_write(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { Glibc.write(fd, buffer, count) }
#else
    private func Glibc_write(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { Darwin.write(fd, buffer, count) }
#endif

/// The generated program's first statement (see `ResultChannel`).
public func __statedocsClaimResultChannel() {
    ResultChannel.claim()
}

/// The generated program's last statement: the program reached its end.
public func __statedocsFinish() {
    ConsoleBuffer.flush()
    ResultChannel.write(ResultChannel.endRecord)
}
