import Testing

@testable import ScenarioKit

/// bwrap mounts in the order of its arguments; a later mount hides what an earlier one put
/// at or below its path.
@Suite struct SandboxCommandTests {
    // A checkout under /tmp (CI clones into temporary folders) once ran every scenario with
    // its engine libraries hidden by the sandbox's empty /tmp: "exited with status 127".
    @Test func engineLibrariesUnderTmpAreBoundAfterTheEmptyTmp() {
        let sandbox = Sandbox(bwrap: "/usr/bin/bwrap")
        let library = "/tmp/checkout/.build/debug/libStateEngine.so"
        let command = sandbox.command(
            program: "/tmp/checkout/.statedocs-cache/work/scenario", runtimeDirectories: ["/tmp/toolchain/lib/swift/linux"],
            libraries: [library], temporaryBytes: 1 << 20)
        let arguments = command.arguments
        let tmpfs = arguments.firstIndex(of: "--tmpfs")
        let bound = arguments.firstIndex(of: library)
        let runtime = arguments.firstIndex(of: "/tmp/toolchain/lib/swift/linux")
        #expect(tmpfs != nil && bound != nil && runtime != nil)
        if let tmpfs, let bound, let runtime {
            #expect(tmpfs < bound && tmpfs < runtime)
        }
        #expect(arguments.filter { $0 == "--tmpfs" }.count == 1)
    }
}
