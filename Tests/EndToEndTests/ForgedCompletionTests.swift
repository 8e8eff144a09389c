import Foundation
import Testing

/// A pull request cannot make a false claim show as verified by ending the program itself
/// (issue 33): the runtime, not scenario code, decides completion, and hidden lines a pull
/// request adds are shown to its reviewers.
@Suite struct ForgedCompletionTests {
    typealias Project = ScenarioCLITests.Project

    static func article(steps: String) -> String {
        AdversarialScenarioTests.article(code: "", steps: steps)
    }

    static func line(of text: String, in project: Project) throws -> Int {
        let lines = try project.read("Content/en/attack.md").split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0 == text }) + 1
    }

    /// No page of the site claims the scenario verified.
    static func showsNoSuccess(_ project: Project) throws -> Bool {
        let page = project.root.appendingPathComponent("Site/en/attack.html")
        guard let html = try? String(contentsOf: page, encoding: .utf8) else { return true }
        return !html.contains("rf-ok")
    }

    @Test func aHiddenFinishLineIsRejectedAtItsLineAndTheBuildFails() throws {
        let project = try Project()
        try project.write("Content/en/attack.md", Self.article(steps: "launch(Probe())\n# __statedocsFinish(); exit(0)\nexpect(1 == 2, \"one is two\")\n"))
        let line = try Self.line(of: "# __statedocsFinish(); exit(0)", in: project)
        let outcome = try AdversarialScenarioTests.statedocs(project, ["build", "--sandbox=required"])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("Content/en/attack.md:\(line): error: '__statedocsFinish' is reserved"), "\(outcome.stderr)")
        #expect(try Self.showsNoSuccess(project))
    }

    @Test func fakeEndRecordsOnDescriptorsThreeToTwoHundredFailTheBuild() throws {
        let project = try Project()
        try project.write(
            "Content/en/attack.md",
            Self.article(steps: """
                launch(Probe())
                // And wherever the channel really is: the runtime moved it to a number chosen at random.
                let listed = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []).compactMap { Int32($0) }
                for fd in Set(Array(Int32(3)...200) + listed) {
                    for record in ["\\u{1F}end", "\\u{1F}end\\u{1D}" + String(repeating: "0", count: 64)] {
                        let line = Array((record + "\\n").utf8)
                        _ = write(fd, line, line.count)
                    }
                }
                exit(0)
                expect(1 == 2, "one is two")

                """))
        let outcome = try AdversarialScenarioTests.statedocs(project, ["build", "--sandbox=required"])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("did not complete: its result channel holds a record the engine's runtime did not write"), "\(outcome.stderr)")
        #expect(try Self.showsNoSuccess(project))
    }

    @Test func anExitBeforeTheLastStepFailsAtThatStep() throws {
        let project = try Project()
        try project.write("Content/en/attack.md", Self.article(steps: "launch(Probe())\nexit(0)\nexpect(1 == 2, \"one is two\")\n"))
        let line = try Self.line(of: "expect(1 == 2, \"one is two\")", in: project)
        let outcome = try AdversarialScenarioTests.statedocs(project, ["verify", "--sandbox=required"])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("Content/en/attack.md:\(line): error: scenario 'attack' did not complete: it ended before this step ran"), "\(outcome.stderr)")
    }

    /// The project as a git repository whose `main` holds the article without hidden lines,
    /// and whose checked-out branch adds one.
    static func pullRequest() throws -> (Project, line: Int) {
        let project = try Project()
        try project.write("Content/en/attack.md", Self.article(steps: "launch(Probe())\nexpect(true, \"fine\")\n"))
        try git(["init", "-q", "-b", "main"], in: project)
        try git(["add", "."], in: project)
        try git(["commit", "-q", "-m", "base"], in: project)
        try git(["checkout", "-q", "-b", "change"], in: project)
        try project.write("Content/en/attack.md", Self.article(steps: "launch(Probe())\n# print(\"hidden\")\nexpect(true, \"fine\")\n"))
        try git(["commit", "-q", "-am", "change"], in: project)
        return (project, try Self.line(of: "# print(\"hidden\")", in: project))
    }

    static func git(_ arguments: [String], in project: Project) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Test", "-c", "user.email=test@example.org", "-c", "commit.gpgsign=false"] + arguments
        process.currentDirectoryURL = project.root
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments)")
    }

    static var environmentWithoutBase: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["GITHUB_BASE_REF"] = nil
        return environment
    }

    @Test func githubAnnotationsShowAHiddenLineAPullRequestAdds() throws {
        let (project, line) = try Self.pullRequest()
        let notice = "::notice file=Content/en/attack.md,line=\(line),title=scenario.hidden-line::"
        let withBase = try CLI.run(["verify", "--format", "github", "--base", "main"], in: project.root, environment: Self.environmentWithoutBase)
        #expect(withBase.status == 0, "\(withBase.stderr)")
        #expect(withBase.stdout.contains(notice + " hidden line added to scenario 'attack'"), "\(withBase.stdout)")
        #expect(withBase.stdout.contains("print(\"hidden\")"))
        #expect(withBase.stdout.components(separatedBy: "::notice").count == 2, "only the added line: \(withBase.stdout)")

        var environment = Self.environmentWithoutBase
        environment["GITHUB_BASE_REF"] = "main"
        let fromEnvironment = try CLI.run(["verify", "--format", "github"], in: project.root, environment: environment)
        #expect(fromEnvironment.stdout.contains(notice), "\(fromEnvironment.stdout)")

        let withoutBase = try CLI.run(["verify", "--format", "github"], in: project.root, environment: Self.environmentWithoutBase)
        #expect(withoutBase.status == 0, "\(withoutBase.stderr)")
        #expect(!withoutBase.stdout.contains("::notice"), "\(withoutBase.stdout)")
    }
}
