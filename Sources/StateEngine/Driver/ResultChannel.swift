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
/// Records, one a line, are `ResultRecord`s (Transcript): events, warnings raised outside a
/// driver, the step about to run, and the end record once the program's last step returned.
enum ResultChannel {
    static let inheritedDescriptor: Int32 = 3
    /// `nonisolated(unsafe)`: read and written only with `lock` held.
    nonisolated(unsafe) private static var descriptor: Int32 = -1
    private static let lock = NSLock()

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
    static func write(_ record: ResultRecord) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard descriptor >= 0 else { return false }
        var bytes = Array((record.encoded + "\n").utf8)
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
        if !write(.event(event)) { FileHandle.standardOutput.write(Data((TranscriptCoding.encode(event) + "\n").utf8)) }
    }
}

#if canImport(Glibc)
    private func Glibc_write(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { Glibc.write(fd, buffer, count) }
#else
    private func Glibc_write(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { Darwin.write(fd, buffer, count) }
#endif

/// The generated program's last statement: the program reached its end.
public func __statedocsFinish() {
    ConsoleBuffer.flush()
    ResultChannel.write(.end)
}

/// Called by the generated program before each statement of the steps block (its line in the
/// program), so a hang or a trap is reported at the step that was running.
public func __statedocsStep(_ line: Int) {
    ResultChannel.write(.step(line: line))
}
