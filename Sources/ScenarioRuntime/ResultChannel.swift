@_spi(ScenarioRuntime) import StateEngine
import Transcript

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a scenario program's transcript goes: a descriptor statedocs opens before the
/// program starts (number 3), taken by the runtime before any scenario code runs and moved to
/// a close-on-exec descriptor at a random number. Standard output and standard
/// error are the scenario's console only: a scenario that prints a fake event line, writes
/// `warning:` to standard error or redirects standard output cannot forge a result.
///
/// Records, one a line, are `ResultRecord`s (Transcript): events, warnings raised outside a
/// driver, the step about to run, and the end record once the scenario's last step returned.
/// Each carries an HMAC tag over its position and text (`RecordSeal`) keyed with the run's
/// secret, which the runtime takes before scenario code runs (from `ProgramABI.secretDescriptor`,
/// which it then closes, or from the launcher's request) and keeps in this file's private
/// state: no symbol, variable or descriptor scenario code can name holds it. A record
/// scenario code writes to the channel itself has no valid tag, and statedocs refuses the run.
/// What in-process code could still do is written down in this module's README.md.
enum ResultChannel {
    static let inheritedDescriptor: Int32 = 3
    /// `nonisolated(unsafe)`: read and written only with `lock` held.
    nonisolated(unsafe) private static var descriptor: Int32 = -1
    nonisolated(unsafe) private static var seal: HMACSHA256?
    /// The position of the next record in the channel, which its tag covers.
    nonisolated(unsafe) private static var position = 0
    /// The end record was written: nothing follows it.
    nonisolated(unsafe) private static var ended = false
    private static let lock = NSLock()

    /// Takes the channel and the run's secret: `secret` when the launcher received it with
    /// the request, else the bytes waiting on `ProgramABI.secretDescriptor`.
    static func claim(secret: [UInt8]? = nil) {
        lock.lock()
        defer { lock.unlock() }
        guard descriptor < 0, fcntl(inheritedDescriptor, F_GETFD) >= 0 else { return }
        // A number scenario code cannot count on (it can still list /proc/self/fd: the tag,
        // not the number, is what makes a record the runtime's).
        // Below the descriptor limit (`openFiles`, 256 by default), which F_DUPFD cannot pass.
        let ceiling = min(Int32(clamping: sysconf(Int32(_SC_OPEN_MAX))), 1000)
        var moved = ceiling > 101 ? fcntl(inheritedDescriptor, F_DUPFD_CLOEXEC, Int32.random(in: 100..<ceiling)) : -1
        if moved < 0 { moved = fcntl(inheritedDescriptor, F_DUPFD_CLOEXEC, 10) }
        guard moved >= 0 else { return }
        close(inheritedDescriptor)
        descriptor = moved
        if let key = secret ?? readSecret() { seal = HMACSHA256(key: key) }
    }

    /// The secret statedocs wrote to `ProgramABI.secretDescriptor` and closed; the descriptor is
    /// closed here, so scenario code finds nothing there.
    private static func readSecret() -> [UInt8]? {
        let source = ProgramABI.secretDescriptor
        guard fcntl(source, F_GETFD) >= 0 else { return nil }
        defer { close(source) }
        var key = [UInt8](repeating: 0, count: RecordSeal.keyByteCount)
        var count = 0
        while count < key.count {
            let read = key.withUnsafeMutableBytes { Glibc_read(source, $0.baseAddress! + count, $0.count - count) }
            if read < 0 && errno == EINTR { continue }
            guard read > 0 else { break }
            count += read
        }
        return count == key.count ? key : nil
    }

    /// The end record: the scenario's last step returned. Written by the runtime (after a
    /// batch's run function returns, or by a program's closing statement), once.
    static func finish() {
        ProgramOutput.flushConsole()
        write(.end)
    }

    /// Writes one record; false when there is no channel (the engine runs outside statedocs).
    @discardableResult
    static func write(_ record: ResultRecord) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard descriptor >= 0 else { return false }
        if ended { return true }
        if record == .end { ended = true }
        var line = record.encoded
        if let seal {
            line = RecordSeal.line(record: line, tag: seal.tag(RecordSeal.message(position: position, record: line)))
            position += 1
        }
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

}

#if canImport(Glibc)
    private func Glibc_write(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { Glibc.write(fd, buffer, count) }
    private func Glibc_read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { Glibc.read(fd, buffer, count) }
#else
    private func Glibc_write(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { Darwin.write(fd, buffer, count) }
    private func Glibc_read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { Darwin.read(fd, buffer, count) }
#endif

/// The last statement of a program compiled alone (`ProgramABI.finish`): its steps returned.
/// Scenario code cannot name it (the extractor rejects the name).
public func __statedocsFinish() {
    ResultChannel.finish()
}

/// Called by the generated program before each statement of the steps block (its line in the
/// program), so a hang or a trap is reported at the step that was running.
public func __statedocsStep(_ line: Int) {
    ResultChannel.write(.step(line: line))
}
