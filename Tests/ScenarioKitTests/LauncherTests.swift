import Foundation
import Testing
import Transcript

@testable import ScenarioKit

#if canImport(Glibc)
    import Glibc
#endif

/// A scenario forked from its batch's launcher must end exactly as the same scenario started
/// with `exec` (chosen contract: the launcher only saves the loading of the program, so
/// nothing a run reports may depend on it).
@Suite(.serialized) struct LauncherTests {
    func program(_ markdown: String) -> ScenarioProgram {
        let article = ArticleSource(path: "Content/en/x.md", text: markdown)
        return ProgramGenerator.generate(ScenarioExtractor.extract(from: article.makeDocument(), file: article.path).scenarios[0])
    }

    /// Scenarios that print, trap, exit with a status, leave a file in /tmp for the next one,
    /// look at their process, environment and network, start a child that outlives them, hang, or ask
    /// for more memory than their limit.
    func programs(leaving marker: String) -> [(name: String, program: ScenarioProgram, timeout: Double)] {
        let probe = """
            let fds = (0..<64).filter { fcntl(Int32($0), F_GETFD) >= 0 }
            let environment = ProcessInfo.processInfo.environment.keys.sorted().joined(separator: ",")
            print("pid 2:", getpid() == 2, getuid(), FileManager.default.currentDirectoryPath, fds, environment)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = UInt16(1).bigEndian
            address.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
            let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            print("loopback refuses:", connected == -1 && errno == ECONNREFUSED)
            print("left behind", FileManager.default.fileExists(atPath: "/tmp/\(marker)"), FileManager.default.fileExists(atPath: "/dev/shm/\(marker)"))

            """
        return [
            ("prints", program(article(code: "struct A: View { var body: some View { Text(\"a\") } }\n", steps: "launch(A())\nprint(\"hello\")\n")), 10),
            ("traps", program(article(code: "struct B { func go() -> Int { fatalError(\"boom\") } }\n", steps: "print(1)\nprint(B().go())\n")), 10),
            ("exits", program(article(code: "import Foundation\n", steps: "print(\"bye\")\nexit(3)\n")), 10),
            ("writes-tmp", program(article(code: "import Foundation\n", steps: """
                _ = FileManager.default.createFile(atPath: "/tmp/\(marker)", contents: Data("x".utf8))
                _ = FileManager.default.createFile(atPath: "/dev/shm/\(marker)", contents: Data("x".utf8))
                print("wrote")

                """)), 10),
            ("probes", program(article(code: "import Foundation\n", steps: probe)), 10),
            ("leaves-child", program(article(code: "import Foundation\n", steps: """
                let child = Process()
                child.executableURL = URL(fileURLWithPath: "/bin/sleep")
                child.arguments = ["30"]
                try! child.run()
                print("started")

                """)), 10),
            ("hangs", program(article(code: "import Foundation\n", steps: "print(\"waiting\")\nwhile true { usleep(1000) }\n")), 1),
            ("allocates", program(article(code: "import Foundation\n", steps: """
                let bytes = UnsafeMutableRawPointer.allocate(byteCount: 3 << 30, alignment: 16)
                memset(bytes, 1, 3 << 30)
                print("allocated")

                """)), 10),
        ]
    }

    /// The run without the addresses of the stack trace Swift prints at a trap, which differ
    /// from one process to the next (address space randomization).
    func withoutStackTrace(_ run: ScenarioRun) -> ScenarioRun {
        var run = run
        if let range = run.output?.stderr.range(of: "Current stack trace:") { run.output?.stderr.removeSubrange(range.lowerBound...) }
        // A run started with exec has a cgroup of its own that reports its memory limit; one
        // forked from the launcher has the launcher's per-process limits and reports nothing.
        run.output?.memoryLimitReached = nil
        return run
    }

    /// Runs every member of one batch, forked from the launcher and started with `exec`.
    func compare(sandbox: Sandbox?) throws {
        let fixture = try Fixture()
        let executor = fixture.executor()
        executor.settings.sandbox = sandbox
        // Unsandboxed, the scenario writes these on the host.
        let marker = "statedocs-launcher-test-" + UUID().uuidString
        defer { for folder in ["/tmp/", "/dev/shm/"] { unlink(folder + marker) } }
        let programs = programs(leaving: marker)
        let compiled = try #require(executor.compileBatch(programs.map(\.program), name: "launcher-\(sandbox == nil ? "plain" : "sandboxed")"))
        defer { compiled.discard() }
        #expect(compiled.succeeded)
        #expect(compiled.implicated.isEmpty)
        for (index, entry) in programs.enumerated() {
            executor.launchesBatchedRuns = true
            let clock = ContinuousClock.now
            let launched = executor.runBatched(compiled, member: index, timeout: entry.timeout)
            let elapsed = ContinuousClock.now - clock
            executor.launchesBatchedRuns = false
            let started = executor.runBatched(compiled, member: index, timeout: entry.timeout)
            #expect(launched.map(withoutStackTrace) == started.map(withoutStackTrace), "\(entry.name)")
            // The child left behind is killed with the scenario, not waited for.
            if entry.name == "leaves-child" { #expect(elapsed < .seconds(5)) }
        }
        if sandbox == nil {
            // Every run above went through the launcher: one that failed would not be asked again.
            let launcher = try #require(compiled.launcher { nil })
            #expect(launcher.isUsable)
        } else {
            // The sandbox's seccomp filter refuses the namespaces a launcher makes for each
            // scenario: every sandboxed run starts from `exec`, in a sandbox of its own.
            #expect(compiled.launcher { nil } == nil)
        }

        // What the runs printed, to know the comparison compared something.
        executor.launchesBatchedRuns = true
        func console(_ name: String) throws -> [String] {
            let index = try #require(programs.firstIndex { $0.name == name })
            let output = try #require(executor.runBatched(compiled, member: index, timeout: programs[index].timeout)?.output)
            return ResultRecords(output).events.filter { $0.kind == .console }.map(\.text)
        }
        let probe = try console("probes")
        #expect(probe.count == 3, "\(probe)")
        // Up, as bwrap sets it: a closed port refuses instead of being unreachable.
        #expect(probe.dropFirst().first == "loopback refuses: true")
        if sandbox != nil {
            // As under bwrap alone: PID 2 under an init, in /tmp, and nothing there or in
            // /dev/shm from the scenario that ran before.
            // (bwrap sets PWD.)
            // The user is nobody (65534), whoever runs statedocs.
            #expect(probe.first == "pid 2: true 65534 /tmp [0, 1, 2] HOME,LANG,LC_ALL,PATH,PWD,SWIFT_BACKTRACE,TZ")
            #expect(probe.last == "left behind false false")
        } else {
            #expect(probe.first?.hasSuffix(" [0, 1, 2] HOME,LANG,LC_ALL,PATH,SWIFT_BACKTRACE,TZ") == true, "\(probe)")
            #expect(probe.last == "left behind true true")
        }
        #expect(try console("prints").contains("hello"))
    }

    @Test func aScenarioForkedFromTheLauncherEndsAsOneStartedWithExec() throws {
        try compare(sandbox: nil)
    }

    @Test func inTheSandboxEachBatchedScenarioStartsInASandboxOfItsOwn() throws {
        #if os(Linux)
            guard case .available(let sandbox) = Sandbox.availability else {
                Issue.record("bwrap is needed for this test (scripts/bootstrap installs it)")
                return
            }
            try compare(sandbox: sandbox)
        #endif
    }

    @Test func aLauncherThatIsGoneIsNotAskedAgainAndTheRunFallsBack() throws {
        // A program that exits at once instead of serving requests.
        let launcher = try LauncherConnection(
            executable: "/bin/true", arguments: [], environment: ProcessRunner.cleanEnvironment, workingDirectory: nil)
        defer { launcher.stop() }
        usleep(100_000)
        #expect(launcher.run(scenario: "x", limits: .init(timeout: 5)) == nil)
        #expect(!launcher.isUsable)
    }
}
