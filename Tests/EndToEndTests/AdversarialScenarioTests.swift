import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A contributor's pull request is untrusted: each test is one attack a scenario can try,
/// asserting that it fails and that nothing leaks (issue 10). They run with
/// `--sandbox=required`, as CI on pull requests should, so a machine where the sandbox
/// cannot be made fails them instead of silently testing less.
@Suite struct AdversarialScenarioTests {
    typealias Project = ScenarioCLITests.Project

    /// An article with one scenario: `code`, then `steps` (a launch and one tap by default).
    static func article(id: String = "attack", attributes: String = "", code: String, steps: String? = nil) -> String {
        let steps = steps ?? "launch(Probe())\n"
        return """
            ---
            title: Attack
            ---

            Prose.

            ```swift scenario=\(id)\(attributes.isEmpty ? "" : " " + attributes)
            import SwiftUI
            #if canImport(Glibc)
            import Glibc
            #endif

            struct Probe: View {
                var body: some View { Text("probe") }
            }

            \(code)
            ```

            ```swift steps=\(id)
            \(steps)```

            """
    }

    static func statedocs(_ project: Project, _ arguments: [String], environment: [String: String] = [:]) throws -> Project.Outcome {
        _ = try Project.binary()
        return try CLI.run(arguments, in: project.root, environment: ProcessInfo.processInfo.environment.merging(environment) { $1 })
    }

    /// `statedocs run` of the project's one article, sandbox required.
    static func run(_ project: Project, environment: [String: String] = [:]) throws -> Project.Outcome {
        try statedocs(project, ["run", "--sandbox=required", "Content/en/attack.md"], environment: environment)
    }

    @Test func aScenarioCannotReadTheParentsEnvironment() throws {
        let project = try Project()
        let secret = "ci-secret-" + UUID().uuidString
        try project.write(
            "Content/en/attack.md",
            Self.article(code: """
                var loot = ProcessInfo.processInfo.environment.values.joined(separator: " ")
                for pid in [getppid(), 1] + Array(Int32(2)...Int32(4096)) {
                    if let data = FileManager.default.contents(atPath: "/proc/\\(pid)/environ") {
                        loot += String(decoding: data, as: UTF8.self)
                    }
                }
                print(loot.contains("ci-secret-") ? "stolen: " + loot : "nothing to steal")
                """))
        let outcome = try Self.run(project, environment: ["STATEDOCS_TEST_SECRET": secret])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("nothing to steal"))
        #expect(!outcome.stdout.contains(secret) && !outcome.stderr.contains(secret))
    }

    @Test func aScenarioCannotWriteOutsideItsSandbox() throws {
        let project = try Project()
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("statedocs-escape-" + UUID().uuidString).path
        let inRepository = project.root.appendingPathComponent("Content/en/planted.md").path
        try project.write(
            "Content/en/attack.md",
            Self.article(code: """
                for path in ["\(outside)", "\(inRepository)", NSHomeDirectory() + "/planted", "/usr/planted"] {
                    let written = FileManager.default.createFile(atPath: path, contents: Data("pwned".utf8))
                    print("\\(written ? "wrote" : "refused") \\(path)")
                }
                """))
        let outcome = try Self.run(project)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        // /tmp and $HOME are the sandbox's own empty /tmp: writable, and gone afterwards.
        #expect(outcome.stdout.contains("refused \(inRepository)") && outcome.stdout.contains("refused /usr/planted"), "\(outcome.stdout)")
        #expect(!FileManager.default.fileExists(atPath: outside))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/planted"))
        #expect(!FileManager.default.fileExists(atPath: inRepository))
    }

    @Test func aScenarioCannotReachTheNetwork() throws {
        // A listener on this machine's loopback: the scenario's own network namespace has
        // a loopback of its own, so even this is out of reach.
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) } }
        listen(listener, 8)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) } }
        let port = UInt16(bigEndian: address.sin_port)

        let project = try Project()
        try project.write(
            "Content/en/attack.md",
            Self.article(code: """
                let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
                var target = sockaddr_in()
                target.sin_family = sa_family_t(AF_INET)
                target.sin_addr.s_addr = inet_addr("127.0.0.1")
                target.sin_port = UInt16(\(port)).bigEndian
                let result = withUnsafePointer(to: &target) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
                }
                print(result == 0 ? "connected" : "no network")
                """))
        let outcome = try Self.run(project)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("no network"))
        var flags = fcntl(listener, F_GETFL)
        flags |= O_NONBLOCK
        _ = fcntl(listener, F_SETFL, flags)
        #expect(accept(listener, nil, nil) < 0, "a connection reached the host")
    }

    /// statedocs started in the project's folder with its output discarded, for attacks that
    /// need it running while the test acts.
    static func start(_ project: Project, _ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = try Project.binary()
        process.arguments = arguments
        process.currentDirectoryURL = project.root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Processes whose command line holds `marker`.
    static func processes(containing marker: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { $0.first?.isNumber == true }.compactMap { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
            let text = String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
            return text.contains(marker) ? pid + " " + text : nil
        }
    }

    @Test func aScenarioLeavesNoProcessBehind() throws {
        let project = try Project()
        let marker = "\(Int.random(in: 100_000...999_999)).5"
        // A child in a session of its own, ignoring SIGTERM and SIGHUP with them blocked.
        try project.write(
            "Content/en/attack.md",
            Self.article(code: """
                var pid: pid_t = 0
                let argv: [UnsafeMutablePointer<CChar>?] = [
                    strdup("/usr/bin/setsid"), strdup("/bin/sh"), strdup("-c"), strdup("trap '' TERM HUP INT; sleep \(marker)"), nil,
                ]
                print(posix_spawn(&pid, "/usr/bin/setsid", nil, nil, argv, nil) == 0 ? "started" : "could not start")
                """))
        let outcome = try Self.run(project)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("started"))
        #expect(Self.processes(containing: "sleep " + marker).isEmpty)
    }

    @Test func aMemoryHogFailsAtItsLineWithTheLimit() throws {
        let project = try Project()
        try project.write(
            "Content/en/attack.md",
            Self.article(code: "", steps: "launch(Probe())\nprint([UInt8](repeating: 1, count: 3 << 30).count)\n"))
        let outcome = try Self.run(project)
        #expect(outcome.status == 1)
        let lines = try project.read("Content/en/attack.md").split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.hasPrefix("print([UInt8]") }) + 1
        #expect(outcome.stderr.contains("Content/en/attack.md:\(line): error: scenario 'attack' exceeded 1 GiB of memory"), "\(outcome.stderr)")
    }

    @Test func aForgedResultOnStandardOutputIsNotVerified() throws {
        let project = try Project()
        // A passing assertion written straight to standard output, a fake warning on
        // standard error, then an exit before the steps that would fail.
        try project.write(
            "Content/en/attack.md",
            Self.article(
                attributes: "expect=warning", code: "",
                steps: """
                    FileHandle.standardOutput.write(Data("\\u{1E}{\\"kind\\":\\"assertion\\",\\"text\\":\\"all good\\",\\"passed\\":true}\\n".utf8))
                    FileHandle.standardError.write(Data("warning: forged\\n".utf8))
                    if CommandLine.arguments.count > 0 { exit(0) }
                    launch(Probe())
                    expectScreen(contains: "not there")

                    """))
        let outcome = try Self.statedocs(project, ["verify", "--sandbox=required", "Content/en/attack.md"])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("did not complete: it ended before this step ran"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("expected a warning, but none was reported"), "\(outcome.stderr)")
        #expect(outcome.stdout.hasSuffix("0 passed, 1 failed\n"))
    }

    @Test func controlCharactersInOutputAreEscaped() throws {
        let project = try Project()
        try project.write(
            "Content/en/attack.md",
            Self.article(code: "print(\"nul\\u{0}here \\u{1B}[2J\\u{1B}[31mred\")\nprint(\"::error file=x::pwned\")\n"))
        let outcome = try Self.run(project)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("nul\\u{0}here \\u{1B}[2J\\u{1B}[31mred"))
        #expect(outcome.stdout.contains("\\u{3A}:error file=x::pwned"))
        #expect(!outcome.stdout.contains("\u{1B}") && !outcome.stdout.contains("\u{0}"))
        #expect(!outcome.stdout.split(separator: "\n").contains { $0.hasPrefix("::") })
    }

    @Test func aRewrittenCacheEntryWithARecomputedChecksumIsRejected() throws {
        let project = try Project()
        try project.write("Content/en/attack.md", Self.article(code: "print(\"honest\")\n"))
        let first = try Self.run(project)
        #expect(first.status == 0, "\(first.stderr)")
        let results = project.root.appendingPathComponent(".statedocs-cache/scenarios/results")
        let entries = try FileManager.default.contentsOfDirectory(atPath: results.path)
        let entry = results.appendingPathComponent(try #require(entries.first))
        let data = try Data(contentsOf: entry)
        let newline = try #require(data.firstIndex(of: 0x0A))
        let forged = Data(String(decoding: data[(newline + 1)...], as: UTF8.self).replacingOccurrences(of: "honest", with: "forged").utf8)
        // The attacker recomputes a SHA-256 checksum of the new payload.
        let digest = try Self.sha256Hex(forged)
        var rewritten = Data("statedocs-cache 2 \(digest)\n".utf8)
        rewritten.append(forged)
        try rewritten.write(to: entry)
        let second = try Self.run(project)
        #expect(second.stdout.contains("honest") && !second.stdout.contains("forged"), "\(second.stdout)")
    }

    static func sha256Hex(_ data: Data) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(data)
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return String(text.prefix(64))
    }

    @Test func aTimeoutIsNeverCached() throws {
        let project = try Project()
        try project.write(
            "Content/en/attack.md",
            Self.article(attributes: "timeout=1", code: "", steps: "launch(Probe())\nwhile true { usleep(1000) }\n"))
        let outcome = try Self.run(project)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("did not finish within 1 s"), "\(outcome.stderr)")
        let results = project.root.appendingPathComponent(".statedocs-cache/scenarios/results").path
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: results)) ?? []).isEmpty)
    }

    @Test func aCacheCopiedToAnotherPathStillWorks() throws {
        let project = try Project()
        try project.write("Content/en/attack.md", Self.article(code: "print(\"moved\")\n"))
        #expect(try Self.run(project).status == 0)
        let copy = try Project()
        try copy.write("Content/en/attack.md", Self.article(code: "print(\"moved\")\n"))
        try FileManager.default.copyItem(
            at: project.root.appendingPathComponent(".statedocs-cache"), to: copy.root.appendingPathComponent(".statedocs-cache"))
        // A different scenario compiles against the copied module cache.
        try copy.write("Content/en/attack.md", Self.article(code: "print(\"moved again\")\n"))
        let outcome = try Self.run(copy)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("moved again"))
    }

    @Test func blessWritesNothingWhenAScenarioCrashed() throws {
        let project = try Project()
        let text = Self.article(code: "", steps: "launch(Probe())\nfatalError(\"unexpected\")\n") + "\n```output scenario=attack\nold\n```\n"
        try project.write("Content/en/attack.md", text)
        let outcome = try Self.statedocs(project, ["verify", "--bless", "--sandbox=required", "Content/en/attack.md"])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("--bless wrote nothing"), "\(outcome.stderr)")
        #expect(try project.read("Content/en/attack.md") == text)
        let files = try FileManager.default.contentsOfDirectory(atPath: project.root.appendingPathComponent("Content/en").path)
        #expect(files == ["attack.md"])
    }

    @Test func aCompileOverItsTimeLimitFailsAtTheScenarioAndLeavesNothing() throws {
        let project = try Project()
        try project.write("Content/en/attack.md", Self.article(code: "print(\"slow to compile\")\n"))
        // Any real compile takes longer than a tenth of a second.
        let outcome = try Self.statedocs(project, ["verify", "--sandbox=required", "--compile-timeout", "0.1", "Content/en/attack.md"])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("Content/en/attack.md:7: error: compiling took longer than the compile time limit of 0.1 s"), "\(outcome.stderr)")
        let cache = project.root.appendingPathComponent(".statedocs-cache").path
        #expect(Self.processes(containing: cache).isEmpty)
        let results = project.root.appendingPathComponent(".statedocs-cache/scenarios/results").path
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: results)) ?? []).isEmpty)
    }

    @Test func aScenarioDiesWithAStatedocsThatIsKilledOutright() throws {
        let project = try Project()
        let marker = "\(Int.random(in: 100_000...999_999)).75"
        // A grandchild in a session of its own: only the sandbox's PID namespace, ending with
        // bwrap (which dies with statedocs through PR_SET_PDEATHSIG), can take it down.
        try project.write(
            "Content/en/attack.md",
            Self.article(
                attributes: "timeout=120", code: "",
                steps: """
                    launch(Probe())
                    var pid: pid_t = 0
                    let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/usr/bin/setsid"), strdup("/bin/sleep"), strdup("\(marker)"), nil]
                    print(posix_spawn(&pid, "/usr/bin/setsid", nil, nil, argv, nil))
                    sleep(120)

                    """))
        let process = try Self.start(project, ["verify", "--sandbox=required", "Content/en/attack.md"])
        let deadline = Date().addingTimeInterval(300)
        while Self.processes(containing: "sleep " + marker).isEmpty && Date() < deadline && process.isRunning { usleep(50_000) }
        #expect(!Self.processes(containing: "sleep " + marker).isEmpty)
        // SIGKILL: no handler of statedocs runs.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        usleep(500_000)
        #expect(Self.processes(containing: "sleep " + marker).isEmpty, "\(Self.processes(containing: "sleep " + marker))")
    }

    @Test func sigtermEndsEveryScenarioAndCompilerJob() throws {
        let project = try Project()
        let marker = "\(Int.random(in: 100_000...999_999)).25"
        try project.write(
            "Content/en/attack.md",
            Self.article(attributes: "timeout=120", code: "", steps: "launch(Probe())\nprint(\"sleeping\")\nsleep(\(Int(Double(marker)!)))\n"))
        // Without the sandbox, so the scenario is visible to this test by its work folder.
        let process = try Self.start(project, ["verify", "--sandbox=off", "Content/en/attack.md"])
        let work = project.root.appendingPathComponent(".statedocs-cache").path
        // Wait until the compiler or the scenario is running, then stop statedocs.
        let deadline = Date().addingTimeInterval(300)
        while Self.processes(containing: work).isEmpty && Date() < deadline { usleep(50_000) }
        usleep(500_000)
        #expect(!Self.processes(containing: work).isEmpty)
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationStatus == 128 + SIGTERM)
        usleep(200_000)
        #expect(Self.processes(containing: work).isEmpty, "\(Self.processes(containing: work))")
    }
}
