import Foundation
import Testing

@testable import ScenarioKit

/// `SWIFTC` may name a wrapper script (a cache, a timer) that lives outside the toolchain.
@Suite struct CompilerWrapperTests {
    /// The sandbox binds the Swift runtime the program was linked against; the runtime is found
    /// by asking the compiler when it is not beside the script (seen: exit 127, "cannot open
    /// shared object file", when it was looked for beside the script only).
    @Test func aScenarioCompiledThroughAWrapperScriptRunsInTheSandbox() throws {
        #if os(Linux)
            guard case .available(let sandbox) = Sandbox.availability else {
                Issue.record("bwrap is needed for this test (scripts/bootstrap installs it)")
                return
            }
            let fixture = try Fixture()
            let real = fixture.toolchain.swiftc
            let script = fixture.root.appendingPathComponent(try fixture.write("bin/swiftc", "#!/bin/sh\nexec '\(real)' \"$@\"\n")).path
            chmod(script, 0o755)
            var toolchain = fixture.toolchain
            toolchain.swiftc = script
            let executor = ScenarioExecutor(toolchain: toolchain, cache: fixture.executor().cache, outputLimit: 1 << 20)
            executor.settings.sandbox = sandbox

            let runtime = executor.runtimeDirectories()
            #expect(runtime == [fixture.toolchain.compilerDirectory.deletingLastPathComponent().path + "/lib/swift/linux"])
            let article = ArticleSource(path: "Content/en/x.md", text: ScenarioKitTests.article(code: "struct A: View { var body: some View { Text(\"a\") } }\n", steps: "launch(A())\nprint(\"hello\")\n"))
            let program = ProgramGenerator.generate(ScenarioExtractor.extract(from: article.makeDocument(), file: article.path).scenarios[0])
            let execution = executor.execute(program, timeout: 10)
            let output = try #require(execution.run.output)
            #expect(output.termination == .exited(0), "\(output.stderr)")
            #expect(ResultRecords(output).events.contains { $0.kind == .console && $0.text == "hello" })
        #endif
    }
}
