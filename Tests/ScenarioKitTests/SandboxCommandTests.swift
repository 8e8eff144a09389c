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
            libraries: [library], temporaryBytes: 1 << 20, filter: 4)
        let arguments = command.arguments
        let tmpfs = arguments.firstIndex(of: "--tmpfs")
        let bound = arguments.firstIndex(of: library)
        let runtime = arguments.firstIndex(of: "/tmp/toolchain/lib/swift/linux")
        #expect(tmpfs != nil && bound != nil && runtime != nil)
        if let tmpfs, let bound, let runtime {
            #expect(tmpfs < bound && tmpfs < runtime)
        }
        #expect(zip(arguments, arguments.dropFirst()).filter { $0 == ("--tmpfs", "/tmp") }.count == 1)
    }

    // Issue 33: bwrap started by root keeps every capability unless told otherwise.
    @Test func everySandboxIsConfinedAsNobodyWithoutCapabilitiesAndWithTheFilter() {
        let sandbox = Sandbox(bwrap: "/usr/bin/bwrap")
        let scenario = sandbox.command(program: "/w/scenario", runtimeDirectories: [], libraries: [], temporaryBytes: 1 << 20, filter: 4)
        let compiler = sandbox.compilerCommand("/opt/swift/usr/bin/swiftc", arguments: ["-o", "/w/x"], writable: ["/w", "/m"], filter: 3)
        for (arguments, filter) in [(scenario.arguments, "4"), (compiler.arguments, "3")] {
            let text = arguments.joined(separator: " ")
            #expect(text.hasPrefix("--unshare-all --unshare-user --disable-userns --die-with-parent --new-session --uid 65534 --gid 65534 --cap-drop ALL --seccomp \(filter) "))
            #expect(text.contains("--size \(Sandbox.sharedMemoryBytes) --tmpfs /dev/shm"))
        }
        // Everything read-only, then the compiler's own folders writable on top.
        let text = compiler.arguments.joined(separator: " ")
        #expect(text.contains("--ro-bind / / "))
        #expect(text.hasSuffix("--bind /w /w --bind /m /m --chdir /w -- /opt/swift/usr/bin/swiftc -o /w/x"))
    }
}
