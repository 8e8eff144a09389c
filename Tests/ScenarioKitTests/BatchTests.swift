import Diagnostics
import Foundation
import Testing
import Transcript

@testable import ScenarioKit

/// Batched compilation must be invisible: every scenario reports exactly what its own
/// program reports, compiled alone (the issue's contract for batching, chosen: rustdoc's
/// merged doctests make the same promise).
@Suite struct BatchTests {
    func program(_ markdown: String) -> ScenarioProgram {
        let article = ArticleSource(path: "Content/en/x.md", text: markdown)
        return ProgramGenerator.generate(ScenarioExtractor.extract(from: article.makeDocument(), file: article.path).scenarios[0])
    }

    @Test func typesMoveIntoTheNamespaceOnTheirOwnLinesAndSharedNamesBecomeFilePrivate() throws {
        let code = """
            import SwiftUI
            @Observable
            final class Model { var count = 0 }
            private struct Badge: View { var body: some View { Text("b") } }
            extension View { func card() -> some View { self } }
            extension Model { var twice: Int { count * 2 } }
            extension Model: CustomStringConvertible { var description: String { "m" } }
            func helper() -> Int { 1 }
            typealias Count = Int

            """
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        let rewrite = try #require(BatchRewrite.make(declarations: lines, steps: ["launch(Badge())"], namespace: "NS"))
        #expect(rewrite.typeNames == ["Model", "Badge"])
        #expect(rewrite.declarations.count == lines.count)
        #expect(rewrite.declarations == [
            "import SwiftUI",
            "extension NS { @Observable",
            "final class Model { var count = 0 } }",
            "extension NS { fileprivate struct Badge: View { var body: some View { Text(\"b\") } } }",
            "fileprivate extension View { func card() -> some View { self } }",
            "extension Model { var twice: Int { count * 2 } }",
            "extension Model: CustomStringConvertible { var description: String { \"m\" } }",
            "fileprivate func helper() -> Int { 1 }",
            "fileprivate typealias Count = Int",
        ])
    }

    @Test func codeThatMeansSomethingElseOutsideMainSwiftIsNotBatched() {
        // Top-level statements and globals run eagerly, in order, only in main.swift.
        #expect(BatchRewrite.make(declarations: ["let shared = 1"], steps: [], namespace: "NS") == nil)
        #expect(BatchRewrite.make(declarations: ["print(1)"], steps: [], namespace: "NS") == nil)
        #expect(BatchRewrite.make(declarations: ["#if DEBUG", "struct A {}", "#endif"], steps: [], namespace: "NS") == nil)
        // Steps become a function body: a type there would print as a local type.
        #expect(BatchRewrite.make(declarations: [], steps: ["struct Local {}"], namespace: "NS") == nil)
        #expect(BatchRewrite.make(declarations: [], steps: ["extension Int {}"], namespace: "NS") == nil)
        #expect(BatchRewrite.make(declarations: ["struct A {}"], steps: ["let a = A()", "func f() {}", "print(a)"], namespace: "NS") != nil)
        // A freestanding macro may declare anything.
        #expect(BatchRewrite.make(declarations: ["#stringify(1)"], steps: [], namespace: "NS") == nil)
    }

    /// Scenarios that all declare the same names, print their own types in every way Swift
    /// can, crash, or fail to compile: verified batched and unbatched, the reports are equal.
    @Test func batchedVerificationReportsExactlyWhatUnbatchedVerificationReports() throws {
        let fixture = try Fixture()
        var paths: [String] = []
        let shared = """
            import SwiftUI
            struct Item { var name: String }
            final class Model { var items = [Item(name: "a")] }
            enum Mode { case light, dark(Int) }
            protocol Describer { func describe() -> String }
            struct Generic<T> { var value: T }
            extension Generic: Describer { func describe() -> String { "\\(self)" } }
            extension View { func tagged() -> some View { self } }
            func helper() -> String { "\\([Item(name: "x")]) \\(Model()) \\([Mode.dark(2), .light])" }
            struct Screen: View {
                var body: some View {
                    let _ = Self._printChanges()
                    Text(helper()).tagged()
                }
            }
            extension EnvironmentValues { @Entry var tone: String = "plain" }
            #Preview { Screen() }

            """
        for index in 0..<3 {
            paths.append(try fixture.write(
                "Content/en/same\(index).md",
                article(code: shared, steps: """
                    launch(Screen())
                    print(String(reflecting: Generic<Item>.self), Generic(value: Mode.light).describe())
                    print(_typeName(Screen.self, qualified: true), type(of: Model()), #file, #fileID)
                    print(Optional(Item(name: "\\(\(index))")) as Any)
                    print("tone", EnvironmentValues().tone)

                    """)))
        }
        paths.append(try fixture.write(
            "Content/en/crash.md",
            article(code: "struct Boom { func go() -> Int { fatalError(\"boom \\(Boom.self)\") } }\n", steps: "print(1)\nlet b = Boom()\nprint(b.go())\n")))
        paths.append(try fixture.write(
            "Content/en/broken.md",
            article(code: "struct Broken { var x: Int = \"no\" }\n", steps: "print(Broken())\n")))
        paths.append(try fixture.write(
            "Content/en/warns.md",
            article(code: "struct W { func f() -> Int { var unused = 1; return 2 } }\n", steps: "print(W().f())\n")))
        paths.append(try fixture.write(
            "Content/en/expected-error.md",
            article(attributes: "expect=compile-error", code: "struct E { let x = 1; mutating func f() { x = 2 } }\n")))

        let batched = try fixture.verify(paths)
        let unbatched = try fixture.verify(paths, batching: false, cache: ".unbatched-cache")
        #expect(batched.reports.count == 7)
        #expect(batched.reports.map(\.transcript) == unbatched.reports.map(\.transcript))
        #expect(batched.reports.map(\.events) == unbatched.reports.map(\.events))
        #expect(batched.diagnostics.map(\.description) == unbatched.diagnostics.map(\.description))
        #expect(batched.summary == unbatched.summary)

        // The three look-alikes, the crash and the broken one really were batched.
        for path in paths.prefix(5) {
            let scenario = try #require(batched.reports.first { $0.scenario.file == path }?.scenario)
            #expect(ScenarioBatch.canBatch(ProgramGenerator.generate(scenario)))
        }
        let transcript = try #require(batched.reports.first { $0.scenario.file == paths[0] }?.transcript)
        #expect(!transcript.contains(ProgramABI.scenarioNamespacePrefix))
        #expect(transcript.contains("Screen.body"))
        #expect(transcript.contains("Scenario.Item(name: \\\"x\\\")] Scenario.Model [Scenario.Mode.dark(2), Scenario.Mode.light]"))
        #expect(transcript.contains("Scenario.Generic<Scenario.Item> Generic<Mode>(value: Scenario.Mode.light)"))
        // In the Swift 5 language mode (the scenarios' default) `#file` is the virtual file's path.
        #expect(transcript.contains("Scenario.Screen Model scenario.md Scenario/scenario.md"))
        // Each look-alike's `@Entry` key stays its own in the batch (a `#Preview` is left out).
        #expect(transcript.contains("tone plain"))
        // The broken scenario is named alone, at its own line and column.
        let broken = batched.diagnostics.filter { $0.file.hasSuffix("broken.md") }
        #expect(broken.count == 1)
        #expect(broken.first?.id == .scenarioCompile)
        #expect(batched.diagnostics.allSatisfy { $0.file.hasSuffix("broken.md") || $0.file.hasSuffix("crash.md") })
    }

    @Test func aFailingBatchNamesItsCulpritsAndTheOthersStillCompileTogether() throws {
        let fixture = try Fixture()
        let executor = fixture.executor()
        let good = program(article(code: "struct A { var x = 1 }\n", steps: "print(A())\n"))
        let bad = program(article(code: "struct A { var x: Int = nil }\n", steps: "print(A())\n"))
        let alsoGood = program(article(code: "struct A { var y = 2 }\n", steps: "print(A())\n"))
        let failed = try #require(executor.compileBatch([good, bad, alsoGood], name: "isolation-test"))
        defer { failed.discard() }
        #expect(!failed.succeeded)
        #expect(failed.implicated == [1])

        let retried = try #require(executor.compileBatch([good, alsoGood], name: "isolation-retry"))
        defer { retried.discard() }
        #expect(retried.succeeded)
        #expect(retried.implicated.isEmpty)
        let first = try #require(executor.runBatched(retried, member: 0, timeout: 10))
        let second = try #require(executor.runBatched(retried, member: 1, timeout: 10))
        // `print` is recorded by the engine on the result channel, as a console event.
        let firstConsole = ResultRecords(try #require(first.output)).events.filter { $0.kind == .console }.map(\.text)
        let secondConsole = ResultRecords(try #require(second.output)).events.filter { $0.kind == .console }.map(\.text)
        #expect(firstConsole == ["A(x: 1)"])
        #expect(secondConsole == ["A(y: 2)"])
        // Alone it runs with `exec` in a cgroup of its own, which reports on its memory limit;
        // forked from the launcher it has per-process limits and no such report.
        var alone = try #require(executor.compileAndRun(good, key: "alone-good", timeout: 10))
        alone.output?.memoryLimitReached = first.output?.memoryLimitReached
        #expect(first == alone)
    }

    @Test func batchesAreBalancedAndDeterministic() {
        let jobs = (0..<7).map { index in
            CompileSchedule.Job(
                key: "k\(index)", program: program(article(code: String(repeating: "struct S\(index) {}\n", count: index + 1))),
                timeout: 10, name: "n\(index)", scenario: Scenario(id: "s", file: "f", chunks: []))
        }
        let groups = CompileSchedule.partition(jobs, into: 2)
        #expect(groups.count == 2)
        #expect(groups.map { $0.map(\.key) } == CompileSchedule.partition(jobs, into: 2).map { $0.map(\.key) })
        let sizes = groups.map { $0.map(\.program.source.utf8.count).reduce(0, +) }
        #expect(abs(sizes[0] - sizes[1]) <= jobs.map(\.program.source.utf8.count).max()!)
    }
}
