import CSystemCalls
import Foundation
import Transcript

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The pipes a program writes its standard output, standard error and (optionally) result
/// channel to, and the loop that reads them under a deadline and an output cap. Shared by
/// programs statedocs starts itself and scenarios a batch's launcher starts.
final class OutputStreams {
    private var pipes: [[Int32]] = []

    init(count: Int) throws {
        for _ in 0..<count {
            var pair: [Int32] = [-1, -1]
            guard pipe(&pair) == 0 else {
                closeAll()
                throw RunError("cannot create a pipe: \(String(cString: strerror(errno)))")
            }
            for fd in pair { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            pipes.append(pair)
        }
    }

    var writeEnds: [Int32] { pipes.map { $0[1] } }

    /// Once the program holds the write ends: from now on they close when the program (and
    /// whatever it started) is gone.
    func closeWriteEnds() {
        for index in pipes.indices where pipes[index][1] >= 0 {
            close(pipes[index][1])
            pipes[index][1] = -1
        }
    }

    func closeAll() {
        for index in pipes.indices {
            for end in 0..<2 where pipes[index][end] >= 0 {
                close(pipes[index][end])
                pipes[index][end] = -1
            }
        }
    }

    /// How the reader learns that the program ended.
    enum Ending {
        /// A child of statedocs, polled (it stays unreaped, so its group can still be killed).
        case process(pid_t)
        /// A socket that receives one `LaunchStatus` (a launcher's control socket).
        case statusSocket(Int32)
    }

    struct Collected {
        var bytes: [[UInt8]]
        /// Set when the reader stopped the run: deadline or output cap.
        var stopped: ProcessRunner.Termination?
        /// What the status socket said, if anything.
        var status: LaunchStatus?

        /// The output, cut to the cap. A killed runaway may stop in the middle of a character;
        /// decoding repairs it.
        func output(termination: ProcessRunner.Termination, limits: ProcessRunner.Limits) -> ProcessRunner.Output {
            func text(_ index: Int) -> String { String(decoding: bytes[index].prefix(limits.outputLimit), as: UTF8.self) }
            return ProcessRunner.Output(
                stdout: text(0), stderr: text(1), termination: termination, channel: bytes.count > 2 ? text(2) : nil)
        }
    }

    /// Reads every stream until each is closed, and the end is known, or the deadline or
    /// the output cap is reached. Once the program has ended, what it left in the pipes is
    /// read for up to a second more (a child it started may still hold them).
    func collect(limits: ProcessRunner.Limits, ending: Ending) -> Collected {
        let readEnds = pipes.map { $0[0] }
        var collected = [[UInt8]](repeating: [], count: readEnds.count)
        var open = readEnds
        var statusSocket: Int32?
        if case .statusSocket(let socket) = ending { statusSocket = socket }
        let deadline = Date().addingTimeInterval(limits.timeout)
        var stopped: ProcessRunner.Termination?
        var status: LaunchStatus?
        var ended = false
        var drainDeadline: Date?
        var chunk = [UInt8](repeating: 0, count: 65536)
        func end() {
            ended = true
            drainDeadline = Date().addingTimeInterval(1)
        }
        while !open.isEmpty || (statusSocket != nil && !ended) {
            if !ended, case .process(let pid) = ending, statedocs_has_exited(pid) != 0 {
                // The program is done: whatever it started goes with it, now, not at EOF.
                kill(-pid, SIGKILL)
                end()
            }
            if let drainDeadline, drainDeadline.timeIntervalSinceNow <= 0 { break }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 && !ended {
                stopped = .timedOut
                break
            }
            let watched = open + (ended ? [] : statusSocket.map { [$0] } ?? [])
            var fds = watched.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            // A polled process is checked every 20 ms; a status socket wakes the poll itself.
            let longest = statusSocket == nil ? 20 : Double(Int32.max)
            let wait = ended ? 50 : Int32(max(1, min(remaining * 1000 + 1, longest)))
            let ready = poll(&fds, nfds_t(fds.count), wait)
            if ready < 0 && errno != EINTR { break }
            for entry in fds where entry.revents != 0 {
                if entry.fd == statusSocket {
                    var message = [UInt8](repeating: 0, count: 1024)
                    let count = recv(entry.fd, &message, message.count, 0)
                    if count > 0 { status = LaunchStatus(decoding: message[0..<count]) ?? .failed("an unreadable status") }
                    end()
                    continue
                }
                let count = read(entry.fd, &chunk, chunk.count)
                if count <= 0 {
                    open.removeAll { $0 == entry.fd }
                } else if let stream = readEnds.firstIndex(of: entry.fd) {
                    collected[stream].append(contentsOf: chunk[0..<count])
                }
            }
            if collected.reduce(0, { $0 + $1.count }) > limits.outputLimit {
                stopped = .outputLimitExceeded
                break
            }
        }
        return Collected(bytes: collected, stopped: stopped, status: status)
    }
}
