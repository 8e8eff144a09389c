#if os(Linux)
    import Glibc
    import Transcript

    /// A batch executable that starts its scenarios by `fork` instead of `exec`: statedocs starts
    /// it once per batch (in the sandbox), and it then forks one process per `LaunchRequest`.
    /// A scenario process so begins with the Swift runtime, Foundation and the engine already
    /// loaded and relocated, which is most of what an `exec` of the batch costs (the dynamic
    /// loader and its page faults were two thirds of a run's CPU, measured with `perf`).
    ///
    /// Each scenario still gets a process (and, in the sandbox, namespaces) of its own, set up
    /// as `statedocs_spawn` and bwrap set up one started by `exec`:
    /// - a launcher child enters new user, mount, PID, IPC, UTS, network and cgroup
    ///   namespaces, mounts an empty `/tmp` (and `/dev/shm`), sets its loopback up and makes
    ///   itself not dumpable, so scenarios of one batch cannot signal, trace, connect to or
    ///   leave files for each other (the sandbox's `/proc` still lists them: the kernel
    ///   refuses a new one over bwrap's);
    /// - its child is PID 1 there and watches the scenario (PID 2, as under bwrap's own init):
    ///   it reports the wait status on the request's control socket, and kills the scenario
    ///   when statedocs closes that socket (a deadline or an output cap); when it exits, the
    ///   kernel ends everything left in the namespace;
    /// - the scenario process: a session of its own, standard output, standard error and the
    ///   result channel at 1, 2 and 3, no other descriptor, default signal handling, the
    ///   request's resource limits, `/tmp` as working folder.
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
                if fork() == 0 {
                    close(LaunchProtocol.socketDescriptor)
                    startWatcher(request, descriptors: descriptors, scenarios: scenarios)
                }
                descriptors.forEach { close($0) }
            }
        }

        /// In the launcher's child: the namespaces and their PID 1, the watcher.
        private static func startWatcher(
            _ request: LaunchRequest, descriptors: [Int32], scenarios: KeyValuePairs<String, () -> Void>
        ) -> Never {
            signal(SIGCHLD, SIG_DFL)
            let control = descriptors[3]
            if let bytes = request.privateTemporaryBytes {
                if let problem = enterNamespaces(temporaryBytes: bytes) ?? closeToNeighbours() {
                    report(.failed(problem), on: control)
                    _exit(0)
                }
                // The first process forked into the new PID namespace is its PID 1.
                let watcher = fork()
                if watcher < 0 { report(.failed("fork: \(errorText())"), on: control) }
                if watcher != 0 { _exit(0) }
            }
            // Unsandboxed, this process watches: a watcher it left would be re-parented to
            // statedocs, which ends children it did not start.
            watch(request, descriptors: descriptors, scenarios: scenarios)
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
            // The new /tmp, where bwrap starts a program; unsandboxed, the launcher's folder.
            if request.privateTemporaryBytes != nil { _ = chdir("/tmp") }
            let run = scenario(named: request.scenario, in: scenarios)
            startScenario(secret: request.secret)
            run()
            // The end record is the runtime's: the scenario's run function returned.
            ResultChannel.finish()
            exit(0)
        }

        /// New namespaces of every kind bwrap's `--unshare-all` makes, with the same user and
        /// group inside, empty `/tmp` and `/dev/shm` and a loopback that is up; nil, or why not.
        private static func enterNamespaces(temporaryBytes: UInt64) -> String? {
            // `unshare` is a GNU extension Swift's Glibc module does not declare.
            guard let symbol = dlsym(nil, "unshare") else { return "unshare is not available" }
            let unshare = unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
            let (user, group) = (getuid(), getgid())
            let newUser: Int32 = 0x1000_0000, newMount: Int32 = 0x0002_0000, newPID: Int32 = 0x2000_0000
            let newIPC: Int32 = 0x0800_0000, newUTS: Int32 = 0x0400_0000, newNetwork: Int32 = 0x4000_0000, newCgroup: Int32 = 0x0200_0000
            guard unshare(newUser | newMount | newPID | newIPC | newUTS | newNetwork | newCgroup) == 0 else { return "unshare: \(errorText())" }
            for (file, text) in [("setgroups", "deny"), ("uid_map", "\(user) \(user) 1"), ("gid_map", "\(group) \(group) 1")] {
                guard writeFile("/proc/self/" + file, text) else { return "\(file): \(errorText())" }
            }
            guard mount(nil, "/", nil, UInt(MS_REC | MS_PRIVATE), nil) == 0 else { return "private mounts: \(errorText())" }
            // bwrap's `--tmpfs` is mode 0755, owned by the user.
            let options = "size=\(temporaryBytes),mode=0755,uid=\(user),gid=\(group)"
            guard mount("tmpfs", "/tmp", "tmpfs", UInt(MS_NOSUID | MS_NODEV), options) == 0 else { return "/tmp: \(errorText())" }
            var info = stat()
            if stat("/dev/shm", &info) == 0 {
                guard mount("tmpfs", "/dev/shm", "tmpfs", UInt(MS_NOSUID | MS_NODEV), options) == 0 else { return "/dev/shm: \(errorText())" }
            }
            return bringLoopbackUp()
        }

        /// Sets the new network namespace's loopback interface up, as bwrap does in its own
        /// (a scenario connecting to 127.0.0.1 is refused rather than unreachable): one
        /// RTM_NEWLINK request over rtnetlink, laid out by hand (Swift sees no NLMSG_* macros).
        private static func bringLoopbackUp() -> String? {
            let fd = socket(AF_NETLINK, Int32(SOCK_RAW.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)  // NETLINK_ROUTE
            guard fd >= 0 else { return "netlink: \(errorText())" }
            defer { close(fd) }
            var request = [UInt8](repeating: 0, count: 32)
            func put<T: FixedWidthInteger>(_ value: T, at offset: Int) {
                withUnsafeBytes(of: value.littleEndian) { request.replaceSubrange(offset..<offset + $0.count, with: $0) }
            }
            put(UInt32(32), at: 0)  // nlmsghdr: length,
            put(UInt16(16), at: 4)  // RTM_NEWLINK,
            put(UInt16(1 | 4), at: 6)  // NLM_F_REQUEST | NLM_F_ACK, sequence 1.
            put(UInt32(1), at: 8)
            put(Int32(1), at: 20)  // ifinfomsg: interface 1, the loopback of a new namespace,
            put(UInt32(IFF_UP), at: 24)  // flags and
            put(UInt32(IFF_UP), at: 28)  // the flags to change.
            guard send(fd, request, request.count, 0) == request.count else { return "netlink: \(errorText())" }
            var answer = [UInt8](repeating: 0, count: 256)
            let count = recv(fd, &answer, answer.count, 0)
            // An NLMSG_ERROR (type 2) answer whose error code is 0 is the acknowledgement.
            guard count >= 20 else { return "netlink: \(errorText())" }
            let type = answer.withUnsafeBytes { $0.load(fromByteOffset: 4, as: UInt16.self) }
            let code = answer.withUnsafeBytes { $0.load(fromByteOffset: 16, as: Int32.self) }
            guard type == 2, code == 0 else { return "loopback up: \(String(cString: strerror(-code)))" }
            return nil
        }

        /// Makes this process (and so the watcher and the scenario it forks) not dumpable:
        /// its memory, environment and descriptors under /proc are then closed to the batch's
        /// other scenarios, which run as the same user and would otherwise pass the kernel's
        /// ptrace check (found by `AdversarialBatchTests`; a program bwrap starts alone has no
        /// neighbour to hide from). After the user namespace's maps are written: /proc/self
        /// of a process that is not dumpable belongs to root. nil, or why not.
        private static func closeToNeighbours() -> String? {
            // `prctl` is variadic, which Swift cannot call directly.
            guard let symbol = dlsym(nil, "prctl") else { return "prctl is not available" }
            let prctl = unsafeBitCast(symbol, to: (@convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32).self)
            let setDumpable: Int32 = 4
            return prctl(setDumpable, 0, 0, 0, 0) == 0 ? nil : "PR_SET_DUMPABLE: \(errorText())"
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

        private static func writeFile(_ path: String, _ text: String) -> Bool {
            let fd = open(path, O_WRONLY | O_CLOEXEC)
            guard fd >= 0 else { return false }
            defer { close(fd) }
            let bytes = Array(text.utf8)
            return write(fd, bytes, bytes.count) == bytes.count
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
