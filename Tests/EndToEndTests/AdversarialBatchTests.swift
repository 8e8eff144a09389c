import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Attacks from a scenario on the others of its batch (the issue's contract: batching must not
/// weaken the isolation of a scenario started alone). Sandbox required, as CI on pull requests
/// runs it: there each batched scenario starts in a sandbox of its own (issue 33).
@Suite struct AdversarialBatchTests {
    typealias Project = ScenarioCLITests.Project

    /// An article whose scenarios (id, steps) compile in one batch (no `#if` at top level,
    /// which compiles alone), each with an empty output block for `--bless` to fill.
    static func article(_ scenarios: [(id: String, steps: String)]) -> String {
        var text = "---\ntitle: Attack\n---\n\nProse.\n"
        for (id, steps) in scenarios {
            text += """

                ```swift scenario=\(id) timeout=60
                import SwiftUI
                ```

                ```swift steps=\(id)
                \(steps)```

                ```output scenario=\(id)
                ```

                """
        }
        return text
    }

    /// The blessed output block of scenario `id`.
    static func output(of id: String, in article: String) -> String {
        guard let start = article.range(of: "```output scenario=\(id)\n") else { return "" }
        let rest = article[start.upperBound...]
        return String(rest[..<(rest.range(of: "```")?.lowerBound ?? rest.endIndex)])
    }

    @Test func aBatchedScenarioCannotSignalTouchOrReadItsNeighbours() throws {
        let project = try Project()
        try project.write(
            "Content/en/attack.md",
            Self.article([
                (
                    "victim",
                    """
                    _ = FileManager.default.createFile(atPath: "/tmp/victim", contents: Data("mine".utf8))
                    sleep(3)
                    print("victim alive, file", (try? String(contentsOfFile: "/tmp/victim", encoding: .utf8)) ?? "gone")

                    """
                ),
                (
                    "attacker",
                    """
                    usleep(500_000)
                    // Every process it may signal, which is everything of the batch's sandbox
                    // unless it has namespaces of its own.
                    print("kill(-1):", kill(-1, SIGKILL) == 0 ? "sent" : "nothing to signal")
                    _ = FileManager.default.createFile(atPath: "/tmp/victim", contents: Data("overwritten".utf8))
                    // More than bwrap's init and itself: forked by the batch's launcher, whose
                    // processes /proc still lists.
                    let visible = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.filter { $0.first!.isNumber }.count ?? 0
                    print("launched:", visible > 2)
                    // Its neighbours run as the same user: their memory and environment must
                    // still be closed to it.
                    let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self")) ?? ""
                    // PID 1 is the init of this scenario's own bubblewrap, not a neighbour.
                    let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.filter { $0.first!.isNumber && $0 != me && $0 != "1" }.filter { pid in
                        let memory = Glibc.open("/proc/\\(pid)/mem", O_RDWR)
                        if memory >= 0 { close(memory) }
                        return memory >= 0 || FileManager.default.contents(atPath: "/proc/\\(pid)/environ") != nil
                    } ?? ["/proc unreadable"]
                    print("neighbours open to it:", open)

                    """
                ),
            ]))
        _ = try Project.binary()
        let result = try CLI.run(["verify", "--bless", "--sandbox=required", "Content/en/attack.md"], in: project.root)
        #expect(result.status == 0, "\(result.stderr)")
        let text = try project.read("Content/en/attack.md")
        #expect(Self.output(of: "victim", in: text).contains("victim alive, file mine"), "\(text)")
        #expect(Self.output(of: "attacker", in: text).contains("kill(-1): nothing to signal"), "\(text)")
        // In the sandbox each scenario starts in a bubblewrap of its own (the launcher would need
        // mount and unshare, which the seccomp filter refuses): nothing else is in its /proc.
        #expect(Self.output(of: "attacker", in: text).contains("launched: false"), "\(text)")
        #expect(Self.output(of: "attacker", in: text).contains("neighbours open to it: []"), "\(text)")
    }

    @Test func aBatchedScenarioLeavesNoProcessBehindAndDiesWithStatedocs() throws {
        let project = try Project()
        let left = "\(Int.random(in: 100_000...999_999)).5"
        let running = "\(Int.random(in: 100_000...999_999)).75"
        // Grandchildren in sessions of their own: only the scenario's PID namespace, ending with
        // its watcher, or the batch's sandbox, ending with statedocs, can take them down.
        func spawn(_ marker: String) -> String {
            """
            var pid: pid_t = 0
            let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/usr/bin/setsid"), strdup("/bin/sleep"), strdup("\(marker)"), nil]
            print(posix_spawn(&pid, "/usr/bin/setsid", nil, nil, argv, nil))

            """
        }
        try project.write(
            "Content/en/attack.md",
            Self.article([("leaves", spawn(left)), ("waits", "sleep(2)\n" + spawn(running) + "sleep(60)\n"), ("plain", "print(1)\n")]))
        let process = try AdversarialScenarioTests.start(project, ["verify", "--sandbox=required", "Content/en/attack.md"])
        let processes = AdversarialScenarioTests.processes(containing:)
        let deadline = Date().addingTimeInterval(300)
        while processes("sleep " + running).isEmpty && Date() < deadline && process.isRunning { usleep(50_000) }
        #expect(!processes("sleep " + running).isEmpty)
        // The scenario that ended (two seconds before) took its grandchild with it, while its
        // batch runs on.
        #expect(processes("sleep " + left).isEmpty, "\(processes("sleep " + left))")
        // SIGKILL: no handler of statedocs runs.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        usleep(500_000)
        #expect(processes("sleep " + running).isEmpty, "\(processes("sleep " + running))")
    }
}
