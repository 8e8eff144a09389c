import Foundation
import Testing
import Transcript

@testable import ScenarioKit

/// The generator writes its calls to the runtime from `ProgramABI`'s names; the runtime
/// (ScenarioRuntime, in the engine library) declares them as Swift functions. Where the two
/// meet is the compile: a program the generator writes, alone and in a batch, type-checks
/// against the built engine's modules, and one that names an entry point the runtime does not
/// declare does not.
@Suite struct ProgramABICompileTests {
    static let text = article(
        code: "import SwiftUI\nstruct Screen: View {\n    var body: some View { Text(\"a\") }\n}\n", steps: "launch(Screen())\ntap(\"a\")\n")

    @Test func aGeneratedProgramAloneAndInABatchCompilesThroughTheRuntimesNames() throws {
        let fixture = try Fixture()
        let article = ArticleSource(path: "x.md", text: Self.text)
        let scenario = ScenarioExtractor.extract(from: article.makeDocument(), file: article.path).scenarios[0]
        let program = ProgramGenerator.generate(scenario)
        for name in [ProgramABI.startScenario, ProgramABI.step, ProgramABI.finish, ProgramABI.virtualNow] {
            #expect(program.source.contains(name + "("), "\(name)")
        }
        #expect(try typecheck(["main.swift": program.source], in: fixture).isEmpty)

        let batch = try #require(ScenarioBatch([program, program]))
        #expect(batch.files.contains { $0.source.contains(ProgramABI.runBatch + "(") })
        #expect(try typecheck(Dictionary(uniqueKeysWithValues: batch.files.map { ($0.name, $0.source) }), in: fixture).isEmpty)

        // The check can fail: a name the runtime does not declare is an error.
        let renamed = program.source.replacingOccurrences(of: ProgramABI.step + "(", with: ProgramABI.step + "Renamed(")
        #expect(try typecheck(["main.swift": renamed], in: fixture).contains(ProgramABI.step + "Renamed"))
    }

    /// swiftc's errors type-checking `files` against the engine; empty when it succeeds.
    private func typecheck(_ files: [String: String], in fixture: Fixture) throws -> String {
        let work = fixture.root.appendingPathComponent("typecheck-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        var paths: [String] = []
        for (name, source) in files.sorted(by: { $0.key < $1.key }) {
            let path = work.appendingPathComponent(name).path
            try source.write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        let executor = fixture.executor()
        let arguments = fixture.toolchain.typecheckArguments(sources: paths, moduleCache: executor.cache.moduleCacheDirectory.path)
        let output = try executor.runCompiler(arguments, work: work)
        return output.termination == .exited(0) ? "" : "swiftc: \(output.termination)\n" + output.stderr + output.stdout
    }
}
