import Crypto
import Foundation
import Transcript

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// statedocs' side of `RecordSeal`: a secret made for each scenario run, handed to the
/// program's runtime where scenario code cannot name it (a pipe at
/// `ProgramABI.secretDescriptor` that the runtime reads and closes first, or the launcher's
/// request), and the check of every record the program wrote to its result channel against it.
///
/// The check happens here, right after the run, before anything reads or caches the channel:
/// what leaves it is the authentic records without their tags, and the number of the first
/// line that was not one (`ProcessRunner.Output.unauthenticatedRecord`), which fails the
/// scenario (`ExpectationChecker`).
enum ChannelAuthentication {
    /// A fresh secret from the system's cryptographic generator (`getrandom` on Linux).
    static func newSecret() -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<RecordSeal.keyByteCount).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }

    /// The read end of a pipe that holds `secret` and whose write end is closed: the child's
    /// `ProgramABI.secretDescriptor` (`ProcessRunner.run` passes it after the result channel).
    static func secretPipe(holding secret: [UInt8]) throws -> Int32 {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw RunError("cannot create a pipe: \(String(cString: strerror(errno)))") }
        for fd in ends { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        defer { close(ends[1]) }
        // 32 bytes fit a pipe's buffer: the write never blocks.
        guard write(ends[1], secret, secret.count) == secret.count else {
            close(ends[0])
            throw RunError("cannot write the run's secret: \(String(cString: strerror(errno)))")
        }
        return ends[0]
    }

    /// The tag the runtime writes for `message` under `secret` (what `authenticate` expects).
    static func tag(_ message: [UInt8], secret: [UInt8]) -> [UInt8] {
        Array(HMAC<Crypto.SHA256>.authenticationCode(for: message, using: SymmetricKey(data: secret)))
    }

    /// `output` with its channel authenticated under `secret`. A line cut off without its
    /// newline (a program stopped mid-write by its deadline or output cap) is not a record and
    /// is dropped; every whole line must carry the tag for its position.
    static func authenticate(_ output: ProcessRunner.Output, secret: [UInt8]) -> ProcessRunner.Output {
        guard let channel = output.channel else { return output }
        var output = output
        let key = SymmetricKey(data: secret)
        var lines = channel.split(separator: "\n", omittingEmptySubsequences: false)
        // The text after the last newline: empty, or a record cut short.
        lines.removeLast()
        var records: [Substring] = []
        for (position, line) in lines.enumerated() {
            guard let (record, tag) = RecordSeal.split(line),
                HMAC<Crypto.SHA256>.isValidAuthenticationCode(tag, authenticating: RecordSeal.message(position: position, record: record), using: key)
            else {
                output.unauthenticatedRecord = position + 1
                break
            }
            records.append(record)
        }
        output.channel = records.map { $0 + "\n" }.joined()
        return output
    }
}
