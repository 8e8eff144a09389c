#if os(Linux)
    import Glibc
    import Transcript

    /// A batch executable that starts its scenarios by `fork` instead of `exec`: statedocs starts
    /// it once per batch, and it then forks one process per `LaunchRequest`.
    /// A scenario process so begins with the Swift runtime, Foundation and the engine already
    /// loaded and relocated, which is most of what an `exec` of the batch costs (the dynamic
    /// loader and its page faults were two thirds of a run's CPU, measured with `perf`).
    ///
    /// Only without a sandbox (ScenarioKit's `startLauncher`): in the sandbox each scenario
    /// starts from `exec` under bwrap, in namespaces of its own. Each scenario still gets a process of its own, set up as
    /// `statedocs_spawn` sets up one started by `exec`:
    /// - a launcher child watches the scenario: it reports the wait status on the request's
    ///   control socket, and kills the scenario (and its session) when statedocs closes that
    ///   socket (a deadline or an output cap);
    /// - the scenario process: a session of its own, standard output, standard error and the
    ///   result channel at 1, 2 and 3, no other descriptor, default signal handling, the
    ///   request's resource limits, the launcher's working folder.
    /// The launcher itself runs no scenario code and starts no thread, so every fork starts
    /// from the same clean state.
    enum BatchLauncher {
        static func serve(_ scenarios: KeyValuePairs<String, () -> Void>) -> Never {
            // Children are never waited for here: the kernel reaps them.
            signal(SIGCHLD, SIG_IGN)
            while true {
                guard let (bytes, descriptors) = receive(on: LaunchProtocol.socketDescriptor) else { _exit(0) }
                guard descriptors.count == LaunchProtocol.descriptorsPerRequest, let request = LaunchRequest(decoding: bytes) else {
                    descriptors.forEach { close($0) }
                    continue
                }
                // The launcher's child watches the scenario itself: a watcher it left would be
                // re-parented to statedocs, which ends children it did not start.
                if fork() == 0 {
                    close(LaunchProtocol.socketDescriptor)
                    signal(SIGCHLD, SIG_DFL)
                    watch(request, descriptors: descriptors, scenarios: scenarios)
                }
                descriptors.forEach { close($0) }
            }
        }

        /// The pipe the watcher's SIGCHLD handler writes to and its poll reads.
        nonisolated(unsafe) private static var childEndedReader: Int32 = -1
        nonisolated(unsafe) private static var childEndedWriter: Int32 = -1

        private static func watch(_ request: LaunchRequest, descriptors: [Int32], scenarios: KeyValuePairs<String, () -> Void>) -> Never {
            let control = descriptors[3]
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else {
                report(.failed("pipe: \(errorText())"), on: control)
                _exit(0)
            }
            (childEndedReader, childEndedWriter) = (ends[0], ends[1])
            signal(SIGCHLD) { _ in
                var byte: UInt8 = 1
                _ = write(BatchLauncher.childEndedWriter, &byte, 1)
            }
            let scenario = fork()
            if scenario == 0 { becomeScenario(request, descriptors: descriptors, scenarios: scenarios) }
            if scenario < 0 {
                report(.failed("fork: \(errorText())"), on: control)
                _exit(0)
            }
            // Only the scenario (and what it starts) holds the output now: its end is their end.
            descriptors[0..<3].forEach { close($0) }
            var fds = [pollfd(fd: control, events: Int16(POLLIN), revents: 0), pollfd(fd: childEndedReader, events: Int16(POLLIN), revents: 0)]
            while true {
                fds[0].revents = 0
                fds[1].revents = 0
                if poll(&fds, 2, -1) < 0 && errno != EINTR { break }
                if fds[0].revents != 0 { break }
                if fds[1].revents != 0 {
                    var drained = [UInt8](repeating: 0, count: 64)
                    _ = read(childEndedReader, &drained, drained.count)
                    var status: Int32 = 0
                    if waitpid(scenario, &status, WNOHANG) == scenario {
                        // What it started goes with it, as after a run started by `exec`.
                        kill(-scenario, SIGKILL)
                        report(status & 0x7f == 0 ? .exited((status >> 8) & 0xff) : .signaled(status & 0x7f), on: control)
                        _exit(0)
                    }
                }
            }
            // statedocs closed the control socket (deadline, output cap) or is gone.
            kill(-scenario, SIGKILL)
            kill(scenario, SIGKILL)
            _exit(0)
        }

        private static func becomeScenario(_ request: LaunchRequest, descriptors: [Int32], scenarios: KeyValuePairs<String, () -> Void>) -> Never {
            _ = setsid()
            for (index, descriptor) in descriptors[0..<3].enumerated() where dup2(descriptor, Int32(index) + 1) < 0 { _exit(127) }
            // Standard input stays the launcher's (/dev/null); nothing else reaches scenario code.
            closeDescriptors(from: 4)
            for number in 1..<Int32(65) where number != SIGKILL && number != SIGSTOP { signal(number, SIG_DFL) }
            var empty = sigset_t()
            sigemptyset(&empty)
            sigprocmask(SIG_SETMASK, &empty, nil)
            for limit in request.limits {
                var value = rlimit(rlim_cur: rlim_t(limit.soft), rlim_max: rlim_t(limit.hard))
                if setrlimit(__rlimit_resource_t(limit.resource), &value) != 0 { _exit(127) }
            }
            let run = scenario(named: request.scenario, in: scenarios)
            startScenario(secret: request.secret)
            run()
            // The end record is the runtime's: the scenario's run function returned.
            ResultChannel.finish()
            exit(0)
        }

        private static func closeDescriptors(from first: Int32) {
            // `close_range` (Linux 5.9, glibc 2.34) when there is one: the descriptor limit may
            // be a million.
            if let symbol = dlsym(nil, "close_range"),
                unsafeBitCast(symbol, to: (@convention(c) (UInt32, UInt32, Int32) -> Int32).self)(UInt32(first), UInt32.max, 0) == 0
            {
                return
            }
            for descriptor in first..<max(first, Int32(min(getdtablesize(), 65536))) { close(descriptor) }
        }

        private static func report(_ status: LaunchStatus, on control: Int32) {
            let bytes = status.encoded
            _ = send(control, bytes, bytes.count, Int32(MSG_NOSIGNAL))
        }

        private static func errorText() -> String { String(cString: strerror(errno)) }

        /// One message and the descriptors sent with it (SCM_RIGHTS); nil at end of stream.
        private static func receive(on socket: Int32) -> ([UInt8], [Int32])? {
            var bytes = [UInt8](repeating: 0, count: 4096)
            // Room for one SCM_RIGHTS header and its descriptors, 8-byte aligned.
            var control = [UInt64](repeating: 0, count: 16)
            while true {
                let (count, flags, controlLength) = bytes.withUnsafeMutableBytes { data in
                    control.withUnsafeMutableBytes { controlBytes in
                        var vector = iovec(iov_base: data.baseAddress, iov_len: data.count)
                        return withUnsafeMutablePointer(to: &vector) { vectorPointer in
                            var message = msghdr()
                            message.msg_iov = vectorPointer
                            message.msg_iovlen = 1
                            message.msg_control = controlBytes.baseAddress
                            message.msg_controllen = controlBytes.count
                            let count = recvmsg(socket, &message, Int32(MSG_CMSG_CLOEXEC))
                            return (count, message.msg_flags, message.msg_controllen)
                        }
                    }
                }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return nil }
                var descriptors: [Int32] = []
                control.withUnsafeBytes { raw in
                    let header = MemoryLayout<cmsghdr>.size
                    guard controlLength >= header else { return }
                    let length = raw.load(fromByteOffset: 0, as: Int.self)
                    let level = raw.load(fromByteOffset: MemoryLayout<Int>.size, as: Int32.self)
                    let type = raw.load(fromByteOffset: MemoryLayout<Int>.size + 4, as: Int32.self)
                    guard level == SOL_SOCKET, type == Int32(SCM_RIGHTS), length >= header, length <= controlLength else { return }
                    for index in 0..<(length - header) / 4 {
                        descriptors.append(raw.load(fromByteOffset: header + index * 4, as: Int32.self))
                    }
                }
                // A message cut short is refused whole (its descriptors closed by the caller).
                if flags & Int32(MSG_TRUNC | MSG_CTRUNC) != 0 {
                    descriptors.forEach { close($0) }
                    continue
                }
                return (Array(bytes[0..<count]), descriptors)
            }
        }
    }
#endif
