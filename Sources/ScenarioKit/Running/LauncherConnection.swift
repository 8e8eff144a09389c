import CSystemCalls
import Foundation
import Transcript

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// statedocs' side of a batch executable started as a launcher (ScenarioRuntime's
/// `BatchLauncher`, see `LaunchProtocol`): one per batch, asked for one scenario process at a
/// time from any thread. Only without a sandbox (see `startLauncher`). Each run gets
/// its own pipes and control socket, read under the same deadline and output cap as a program
/// statedocs starts itself.
///
/// When the launcher cannot set a scenario up (the kernel refuses a namespace, say) or is
/// gone, `run` returns nil and the launcher is not asked again: the caller starts the
/// scenario the ordinary way, so a launcher never decides an outcome by failing.
final class LauncherConnection: @unchecked Sendable {
    private let pid: pid_t
    private let socket: Int32
    private let usable = Locked(true)

    /// Starts `executable` as a launcher with `environment` (the clean one) in `workingDirectory`.
    init(executable: String, arguments: [String], environment: [String: String], workingDirectory: String?) throws {
        var ends: [Int32] = [-1, -1]
        let error = statedocs_message_socket_pair(&ends)
        guard error == 0 else { throw RunError("cannot create a socket pair: \(String(cString: strerror(error)))") }
        defer { close(ends[1]) }
        let devNull = open("/dev/null", O_RDWR | O_CLOEXEC)
        guard devNull >= 0 else {
            close(ends[0])
            throw RunError("cannot open /dev/null")
        }
        defer { close(devNull) }
        var environment = environment
        environment[LaunchProtocol.selectorVariable] = LaunchProtocol.launcherSelector
        do {
            pid = try ProcessRunner.spawn(
                executable, arguments: arguments, environment: environment, descriptors: [devNull, devNull, devNull, ends[1]],
                resources: .none, workingDirectory: workingDirectory)
        } catch {
            close(ends[0])
            throw error
        }
        socket = ends[0]
    }

    /// Runs `scenario` in a process of its own; nil when the launcher could not (see above).
    func run(scenario: String, limits: ProcessRunner.Limits) -> ProcessRunner.Output? {
        guard isUsable, let streams = try? OutputStreams(count: 3) else { return nil }
        defer { streams.closeAll() }
        var control: [Int32] = [-1, -1]
        guard statedocs_message_socket_pair(&control) == 0 else { return nil }
        defer { close(control[0]) }
        // This run's own secret, which the launcher hands to the scenario's runtime in memory.
        let secret = ChannelAuthentication.newSecret()
        let request = LaunchRequest(
            scenario: scenario,
            limits: ProcessRunner.kernelLimits(limits.resources).map { .init(resource: $0.resource, soft: $0.soft, hard: $0.hard) },
            secret: secret)
        let bytes = request.encoded
        let descriptors = streams.writeEnds + [control[1]]
        let sent = descriptors.withUnsafeBufferPointer { fds in
            statedocs_send_with_descriptors(socket, bytes, bytes.count, fds.baseAddress, Int32(fds.count))
        }
        close(control[1])
        streams.closeWriteEnds()
        guard sent == 0 else {
            markUnusable()
            return nil
        }
        let collected = streams.collect(limits: limits, ending: .statusSocket(control[0]))
        // Closing the control socket (the deferred close above) tells the watcher to kill a
        // scenario still running: one stopped at its deadline or output cap.
        LiveProcesses.parkIfStopping()
        // A process that left the scenario's session is re-parented to statedocs.
        LiveProcesses.sweepOrphans()
        let termination: ProcessRunner.Termination
        switch collected.status {
        case .failed:
            markUnusable()
            return nil
        case .exited(let status):
            termination = .exited(status)
        case .signaled(let signal):
            termination = .signaled(signal)
        case nil:
            // Stopped by the reader, or the watcher ended without a word: the launcher (or
            // the watcher) died, and the run says nothing about the scenario.
            guard let stopped = collected.stopped else {
                markUnusable()
                return nil
            }
            termination = stopped
        }
        return ChannelAuthentication.authenticate(collected.output(termination: collected.stopped ?? termination, limits: limits), secret: secret)
    }

    /// False once the launcher failed a request; it is not asked again.
    var isUsable: Bool { usable.withLock { $0 } }

    private func markUnusable() { usable.withLock { $0 = false } }

    /// Ends the launcher and everything it started; no run may be going on.
    func stop() {
        close(socket)
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        LiveProcesses.remove(pid)
    }
}
