import Foundation
import Testing

import Diagnostics
@testable import ScenarioKit

#if canImport(Glibc)
    import Glibc
#endif

/// The process runner that every scenario program and compiler job goes through (issue 10).
@Suite struct ProcessRunnerTests {
    @Test func childrenDoNotOutliveTheirRun() throws {
        // A background child keeping standard output open would hold a plain reader forever.
        let output = try ProcessRunner.run("/bin/sh", arguments: ["-c", "sleep 300 & echo $!"], limits: .init(timeout: 20))
        #expect(output.termination == .exited(0))
        let pid = try #require(pid_t(output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(!Self.isRunning(pid), "the background child survived its run")
    }

    @Test func childrenAreFoundWhateverTheirCommandName() throws {
        // The sweep after each run finds leftovers by their parent in /proc/PID/stat, where
        // the command name comes first and may hold spaces and parentheses. Chosen: proc(5)'s
        // format of that file.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("statedocs-children-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let oddName = folder.appendingPathComponent("x) (1 2")
        try FileManager.default.createSymbolicLink(atPath: oddName.path, withDestinationPath: "/bin/sleep")
        let child = Process()
        child.executableURL = oddName
        child.arguments = ["30"]
        try child.run()
        defer {
            child.terminate()
            child.waitUntilExit()
        }
        #expect(LiveProcesses.children().contains(child.processIdentifier))
        #expect(!LiveProcesses.children().contains(getpid()))
    }

    /// Alive and not a zombie waiting for init to reap it.
    static func isRunning(_ pid: pid_t) -> Bool {
        usleep(100_000)
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return false }
        return !stat[stat.index(after: close)...].hasPrefix(" Z")
    }

    @Test func theChildStartsWithAnEmptySignalMaskAndDefaultDispositions() throws {
        // Block and ignore SIGTERM here; neither may reach the child.
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGTERM)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let output = try ProcessRunner.run("/bin/sh", arguments: ["-c", "grep -E '^Sig(Blk|Ign)' /proc/self/status"])
        #expect(output.stdout.contains("SigBlk:\t0000000000000000"), "\(output.stdout)")
    }

    @Test func resourceLimitsAreApplied() throws {
        let limits = ProcessRunner.Limits(
            timeout: 10, resources: .init(memoryBytes: 256 << 20, cpuSeconds: 3, openFiles: 40, fileSizeBytes: 1 << 20))
        let output = try ProcessRunner.run("/bin/sh", arguments: ["-c", "ulimit -v; ulimit -t; ulimit -n; ulimit -f"], limits: limits)
        #expect(output.stdout == "262144\n3\n40\n2048\n", "\(output.stdout)")
    }

    @Test func aCPUHogIsStoppedByItsLimit() throws {
        let output = try ProcessRunner.run(
            "/bin/sh", arguments: ["-c", "while :; do :; done"], limits: .init(timeout: 30, resources: .init(cpuSeconds: 1)))
        #expect(output.termination == .signaled(SIGXCPU) || output.termination == .signaled(SIGKILL))
        let run = ScenarioRun(compiled: true, compilerMessages: [], output: output, resources: .init(cpuSeconds: 1))
        #expect(!run.isCacheable)
    }

    @Test func theResultChannelIsDescriptorThreeAndNothingElseIsInherited() throws {
        let opened = open("/dev/null", O_RDONLY)
        let leaked = fcntl(opened, F_DUPFD, 40)  // not close-on-exec
        close(opened)
        defer { close(leaked) }
        let output = try ProcessRunner.run(
            "/bin/sh", arguments: ["-c", "echo result >&3; ls /proc/self/fd"], resultChannel: true)
        #expect(output.channel == "result\n")
        // 0-2, the channel, and the descriptor `ls` opens to read the folder.
        #expect(output.stdout.split(separator: "\n") == ["0", "1", "2", "3", "4"], "\(output.stdout)")
    }

    @Test func aTimeoutKillsTheWholeGroupAndIsNotCacheable() throws {
        let output = try ProcessRunner.run("/bin/sh", arguments: ["-c", "sleep 30 & echo $!; sleep 30"], limits: .init(timeout: 0.5))
        #expect(output.termination == .timedOut)
        let pid = try #require(pid_t(output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(!Self.isRunning(pid))
        #expect(!ScenarioRun(compiled: true, compilerMessages: [], output: output).isCacheable)
    }

    @Test func bwrapSandboxHidesTheHostWhereAvailable() throws {
        guard case .available(let sandbox) = Sandbox.availability else { return }
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("statedocs-probe-\(UUID().uuidString).sh")
        try "#!/bin/sh\nls /proc | grep -c '^[0-9]'; ls /work /root 2>&1 | head -1; cat /etc/hostname 2>&1 | head -1\n"
            .write(to: script, atomically: true, encoding: .utf8)
        chmod(script.path, 0o755)
        defer { try? FileManager.default.removeItem(at: script) }
        let filter = try Sandbox.Filter()
        defer { filter.close() }
        let command = sandbox.command(
            program: script.path, runtimeDirectories: [], libraries: [], temporaryBytes: 1 << 20,
            filter: ProcessRunner.passedDescriptor(0, resultChannel: false))
        let output = try ProcessRunner.run(command.executable, arguments: command.arguments, passing: [filter.descriptor])
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(output.termination == .exited(0), "\(output.stderr)")
        // Its own PID namespace: bwrap's init and the script (and its pipeline) only.
        #expect(Int(lines.first ?? "") ?? 99 <= 4, "\(lines)")
        #expect(lines.dropFirst().allSatisfy { $0.contains("No such file") }, "\(lines)")
    }

    /// What runs inside is `nobody` with no capability, no new privileges and the seccomp
    /// filter, whoever starts it (issue 33: as root, bwrap kept every capability).
    @Test func theSandboxHoldsAsRoot() throws {
        guard case .available(let sandbox) = Sandbox.availability else {
            #expect(ProcessInfo.processInfo.environment["CI"] != "true", "CI needs bwrap")
            return
        }
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("statedocs-probe-\(UUID().uuidString).sh")
        try """
            #!/bin/sh
            id -u; id -g
            grep -E '^(CapEff|CapBnd|NoNewPrivs|Seccomp):' /proc/self/status
            df -k --output=size /dev/shm /tmp | tail -2
            unshare -U true 2>/dev/null && echo namespace made || echo namespace refused
            mount -o remount,bind,rw /usr 2>/dev/null && echo remounted || echo remount refused
            """.write(to: script, atomically: true, encoding: .utf8)
        chmod(script.path, 0o755)
        defer { try? FileManager.default.removeItem(at: script) }
        let filter = try Sandbox.Filter()
        defer { filter.close() }
        let command = sandbox.command(
            program: script.path, runtimeDirectories: [], libraries: [], temporaryBytes: 1 << 20,
            filter: ProcessRunner.passedDescriptor(0, resultChannel: false))
        let output = try ProcessRunner.run(command.executable, arguments: command.arguments, passing: [filter.descriptor])
        #expect(output.termination == .exited(0), "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n").map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        #expect(
            lines == [
                "65534", "65534", "CapEff: 0000000000000000", "CapBnd: 0000000000000000", "NoNewPrivs: 1", "Seccomp: 2",
                "\(Sandbox.sharedMemoryBytes >> 10)", "1024", "namespace refused", "remount refused",
            ], "\(output.stdout)")
    }

    /// A run's processes share one memory limit where a cgroup can be made: five children
    /// that each keep 700 MiB cannot all live under 1 GiB. Where none can be made, the limit
    /// is per process (Sources/ScenarioKit/README.md, "The sandbox, limits and the seal").
    @Test func memoryIsBoundedPerRunWhereACgroupCanBeMade() throws {
        let keep700MiB = "head -c 734003200 /dev/zero | tail -c 734003200 > /dev/null && echo kept"
        let script = (0..<5).map { _ in "(\(keep700MiB)) &" }.joined(separator: "\n") + "\nwait\n"
        let limits = ProcessRunner.Limits(timeout: 120, resources: .init(memoryBytes: 1 << 30, processes: 64))
        let output = try ProcessRunner.run("/bin/sh", arguments: ["-c", script], limits: limits)
        let kept = output.stdout.split(separator: "\n").filter { $0 == "kept" }.count
        if RunCgroup.hierarchies != nil {
            #expect(kept <= 1, "\(output.stdout)")
            #expect(output.memoryLimitReached == true)
        } else {
            #expect(kept == 5, "per process, each fits: \(output.stdout)")
            #expect(output.memoryLimitReached == nil)
        }
    }
}

@Suite struct UntrustedTextTests {
    @Test func controlCharactersAndWorkflowCommandsAreEscaped() {
        #expect(UntrustedText.escape("a\u{0}b") == "a\\u{0}b")
        #expect(UntrustedText.escape("\u{1B}[31mred") == "\\u{1B}[31mred")
        #expect(UntrustedText.escape("cr\rlf") == "cr\\u{D}lf")
        #expect(UntrustedText.escape("  ::error::x") == "  \\u{3A}:error::x")
        #expect(UntrustedText.escape("tab\tand 中文 ok") == "tab\tand 中文 ok")
        #expect(UntrustedText.escape("\u{202E}evil") == "\\u{202E}evil")
    }

    @Test func byteSizesParseAndPrint() {
        #expect(ResourceLimits.parseBytes("1 GiB") == 1 << 30)
        #expect(ResourceLimits.parseBytes("512m") == 512 << 20)
        #expect(ResourceLimits.parseBytes("lots") == nil)
        #expect(ResourceLimits.formatBytes(1 << 30) == "1 GiB")
        #expect(ResourceLimits.formatBytes(1536 << 10) == "1.5 MiB")
    }
}

@Suite struct CacheIntegrityTests {
    static func temporaryCache() -> ScenarioCache {
        ScenarioCache(directory: FileManager.default.temporaryDirectory.appendingPathComponent("statedocs-cache-\(UUID().uuidString)"))
    }

    static let run = ScenarioRun(
        compiled: true, compilerMessages: [], output: .init(stdout: "", stderr: "", termination: .exited(0), channel: "x\n"))

    @Test func anEntryIsBoundToItsKey() throws {
        let cache = Self.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache.directory) }
        cache.store(Self.run, key: "a")
        #expect(cache.lookup("a") == .hit(Self.run))
        // The same, valid entry under another key: rejected.
        try FileManager.default.copyItem(at: cache.entryURL("a"), to: cache.entryURL("b"))
        #expect(cache.lookup("b") == .corrupt)
    }

    /// An entry sealed with another key (a pull request's own, committed beside it) is
    /// rejected: the key that validates lives in the user's state folder (`CacheOwnership`).
    @Test func anEntrySealedWithAnotherKeyDoesNotValidate() throws {
        let cache = Self.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache.directory) }
        cache.store(Self.run, key: "a")
        let stored = try Data(contentsOf: cache.entryURL("a"))
        let newline = try #require(stored.firstIndex(of: 0x0A))
        let payload = stored[(newline + 1)...]
        // Another key's HMAC is, to this cache, any other 64 hex digits.
        let otherSeal = String((0..<64).map { _ in "0123456789abcdef".randomElement()! })
        let forged = ScenarioCache.format + " " + otherSeal + "\n"
        try (Data(forged.utf8) + payload).write(to: cache.entryURL("a"))
        #expect(cache.lookup("a") == .corrupt)
    }

    @Test func outcomesThatSayNothingAboutTheScenarioAreNotStored() {
        let cache = Self.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache.directory) }
        for termination in [ProcessRunner.Termination.timedOut, .signaled(SIGKILL), .signaled(SIGTERM), .signaled(SIGXCPU)] {
            cache.store(ScenarioRun(compiled: true, compilerMessages: [], output: .init(stdout: "", stderr: "", termination: termination, channel: "")), key: "k")
            #expect(cache.lookup("k") == .miss)
        }
        cache.store(ScenarioRun(compiled: false, compilerMessages: [], output: nil, transient: true), key: "k")
        #expect(cache.lookup("k") == .miss)
        let memory = ScenarioRun(
            compiled: true, compilerMessages: [],
            output: .init(stdout: "", stderr: "fatal error: Could not allocate memory.", termination: .signaled(SIGTRAP), channel: ""),
            resources: .init(memoryBytes: 1 << 30))
        #expect(memory.limitExceeded == "1 GiB of memory")
        cache.store(memory, key: "k")
        #expect(cache.lookup("k") == .miss)
    }

    @Test func staleWorkFoldersOfDeadProcessesAreRemoved() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("statedocs-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let dead = directory.appendingPathComponent("work/abc-999999")
        let ours = directory.appendingPathComponent("work/def-\(getpid())")
        for folder in [dead, ours] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        _ = ScenarioCache(directory: directory)
        #expect(!FileManager.default.fileExists(atPath: dead.path))
        #expect(FileManager.default.fileExists(atPath: ours.path))
    }
}
