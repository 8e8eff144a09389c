import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 33: the sandbox holds when statedocs runs as root (as CI does) and as an unprivileged
/// user, and the limits belong to whoever runs statedocs, not to the pull request. Each test
/// is one attack, run with `--sandbox=required`; those marked "both" run again as `nobody`
/// through `setpriv` when the tests run as root.
@Suite struct AdversarialSandboxTests {
    typealias Project = ScenarioCLITests.Project

    static let article = AdversarialScenarioTests.article

    /// `statedocs arguments` in `project`, as the user running the tests, or as `nobody`
    /// (65534) with the project handed to it (`setpriv`, as root only).
    static func statedocs(_ project: Project, _ arguments: [String], asNobody: Bool = false) throws -> Project.Outcome {
        let binary = try Project.binary()
        guard asNobody else { return try CLI.run(arguments, in: project.root) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", binary.path] + arguments
        process.currentDirectoryURL = project.root
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = project.root.path
        process.environment = environment
        let chown = Process()
        chown.executableURL = URL(fileURLWithPath: "/bin/chown")
        chown.arguments = ["-R", "65534:65534", project.root.path]
        try chown.run()
        chown.waitUntilExit()
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("statedocs-nobody-\(UUID().uuidString).out")
        let err = out.appendingPathExtension("err")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        FileManager.default.createFile(atPath: err.path, contents: nil)
        defer { [out, err].forEach { try? FileManager.default.removeItem(at: $0) } }
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        return .init(
            status: process.terminationStatus, stdout: try String(contentsOf: out, encoding: .utf8),
            stderr: try String(contentsOf: err, encoding: .utf8))
    }

    /// Who the tests run the "both" attacks as: the current user, and `nobody` when that is root.
    static var users: [Bool] { getuid() == 0 ? [false, true] : [false] }

    /// Scenario code that tries the remount of a read-only bind (`/usr`, the engine library,
    /// the Swift runtime) and a write through it, and a new user namespace that would give the
    /// capabilities back; it prints what happened.
    static func escapeCode(marker: String) -> String {
        """
        typealias MountCall = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UInt, UnsafeRawPointer?) -> Int32
        typealias UnshareCall = @convention(c) (Int32) -> Int32
        let mountCall = unsafeBitCast(dlsym(nil, "mount"), to: MountCall.self)
        let unshareCall = unsafeBitCast(dlsym(nil, "unshare"), to: UnshareCall.self)
        let maps = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
        let loaded = maps.split(separator: "\\n").compactMap { $0.split(separator: " ").last.map(String.init) }
        let engine = loaded.first { $0.hasSuffix("/libStateEngine.so") } ?? "no engine"
        let runtime = loaded.first { $0.hasSuffix("/libswiftCore.so") }
        func attack(_ mountPoint: String, write target: String) -> String {
            // MS_REMOUNT | MS_BIND without MS_RDONLY: the read-only bind made writable.
            let remount = mountCall(nil, mountPoint, nil, 32 | 4096, nil) == 0 ? "remounted" : "refused"
            let fd = open(target, O_WRONLY | O_CREAT, 0o644)
            if fd >= 0 { close(fd) }
            return "\\(remount) \\(fd >= 0 ? "written" : "not written")"
        }
        print("usr:", attack("/usr", write: "/usr/local/\(marker)"))
        print("engine:", attack(engine, write: engine))
        // A program linked with the standard library statically maps no runtime to attack.
        print("runtime:", runtime.map { $0 + " " + attack($0, write: $0) } ?? "none mapped")
        // CLONE_NEWUSER | CLONE_NEWNS: full capabilities again, inside.
        print("namespace:", unshareCall(0x1000_0000 | 0x0002_0000) == 0 ? "made" : "refused")
        print("user:", getuid(), getgid())
        """
    }

    @Test(arguments: AdversarialSandboxTests.users) func aScenarioCannotRemountAReadOnlyBindAndWriteThroughIt(asNobody: Bool) throws {
        let project = try Project()
        let marker = "statedocs-escape-" + UUID().uuidString
        try project.write("Content/en/attack.md", Self.article("attack", "", Self.escapeCode(marker: marker), nil))
        let outcome = try Self.statedocs(project, ["run", "--sandbox=required", "Content/en/attack.md"], asNobody: asNobody)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("usr: refused not written"), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("engine: refused not written"), "\(outcome.stdout)")
        #expect((outcome.stdout.contains("/libswiftCore.so refused not written") || outcome.stdout.contains("runtime: none mapped")), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("namespace: refused"), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("user: 65534 65534"), "\(outcome.stdout)")
        #expect(!FileManager.default.fileExists(atPath: "/usr/local/" + marker))
    }

    @Test(arguments: AdversarialSandboxTests.users) func sharedMemoryInTheSandboxIsSmall(asNobody: Bool) throws {
        let project = try Project()
        // 3 GB in files of 8 MiB (each under the file size limit), until /dev/shm is full.
        try project.write(
            "Content/en/attack.md",
            Self.article(
                "attack", "",
                """
                let chunk = [UInt8](repeating: 7, count: 1 << 20)
                var written = 0
                fill: for file in 0..<384 {
                    let fd = open("/dev/shm/fill\\(file)", O_WRONLY | O_CREAT, 0o600)
                    if fd < 0 { break }
                    defer { close(fd) }
                    for _ in 0..<8 {
                        let count = write(fd, chunk, chunk.count)
                        if count <= 0 { break fill }
                        written += count
                    }
                }
                print("shm MiB:", written >> 20)
                """, nil))
        let outcome = try Self.statedocs(project, ["run", "--sandbox=required", "Content/en/attack.md"], asNobody: asNobody)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let line = outcome.stdout.split(separator: "\n").first { $0.hasPrefix("shm MiB:") }
        let mebibytes = try #require(line.flatMap { Int($0.split(separator: " ").last ?? "") }, "\(outcome.stdout)")
        #expect(mebibytes <= 16)
    }

    @Test func fiveForkedChildrenCannotPassTheScenariosMemoryLimitTogether() throws {
        #if os(Linux)
            // Per process, five children of 700 MiB each pass a 1 GiB limit: only a cgroup
            // bounds them together. Where none can be made (Sources/ScenarioKit/README.md: the remaining limits), the
            // bound is per process.
            guard getuid() == 0 else {
                // ProcessRunnerTests checks the per-process bound where no cgroup can be made.
                #expect(ProcessInfo.processInfo.environment["CI"] != "true", "CI runs as root, where statedocs makes a cgroup")
                return
            }
            let project = try Project()
            try project.write(
                "Content/en/attack.md",
                Self.article(
                    "attack", "timeout=60",
                    """
                    var children: [pid_t] = []
                    for _ in 0..<5 {
                        let pid = fork()
                        if pid == 0 {
                            let size = 700 << 20
                            let memory = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
                            if memory == UnsafeMutableRawPointer(bitPattern: -1) { _exit(3) }
                            memset(memory!, 1, size)
                            sleep(5)
                            _exit(0)
                        }
                        children.append(pid)
                    }
                    var (survivors, killed, refused) = (0, 0, 0)
                    for pid in children {
                        var status: Int32 = 0
                        waitpid(pid, &status, 0)
                        if status == 0 { survivors += 1 }
                        if status & 0x7f == SIGKILL { killed += 1 }
                        if status == 3 << 8 { refused += 1 }
                    }
                    print("survivors:", survivors, "killed:", killed, "refused:", refused)
                    """, nil))
            let outcome = try Self.statedocs(project, ["run", "--sandbox=required", "Content/en/attack.md"])
            // At most one fits; the others are killed together by the cgroup (the mapping
            // itself, within each process's own limit, is not refused).
            let line = outcome.stdout.split(separator: "\n").first { $0.hasPrefix("survivors:") }.map(String.init)
            #expect(line == "survivors: 1 killed: 4 refused: 0" || line == "survivors: 0 killed: 5 refused: 0", "\(outcome.stdout)\n\(outcome.stderr)")
        #endif
    }

    @Test func aCompileOverItsMemoryLimitIsStopped() throws {
        let project = try Project()
        // A 1 MB array literal: about 1.4 GB to type-check without a limit.
        let literal = (0..<200_000).map { String($0 % 100) }.joined(separator: ",")
        try project.write("Content/en/attack.md", Self.article("attack", "", "let numbers: [Int] = [\(literal)]\nprint(numbers.count)\n", nil))
        let outcome = try Self.statedocs(project, ["verify", "--sandbox=required", "--limit", "compileMemory=512MiB", "Content/en/attack.md"])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("error: compiling needed more than the compile memory limit of 512 MiB"), "\(outcome.stderr)")
    }

    @Test(arguments: AdversarialSandboxTests.users) func aFenceCannotRaiseTheOperatorsMemoryCeiling(asNobody: Bool) throws {
        let project = try Project()
        try project.write("Content/en/attack.md", Self.article("attack", "memory=8GiB", "print(\"greedy\")\n", nil))
        let outcome = try Self.statedocs(project, ["verify", "--sandbox=required", "Content/en/attack.md"], asNobody: asNobody)
        #expect(outcome.status == 1)
        #expect(
            outcome.stderr.contains("Content/en/attack.md:7: error: memory= asks for 8 GiB, above the ceiling of 1 GiB"),
            "\(outcome.stderr)")
        // The operator may allow it.
        let allowed = try Self.statedocs(project, ["verify", "--sandbox=required", "--limit", "memory=8GiB", "Content/en/attack.md"], asNobody: asNobody)
        #expect(!allowed.stderr.contains("above the ceiling"), "\(allowed.stderr)")
    }

    @Test(arguments: AdversarialSandboxTests.users) func siteYmlCannotRaiseTheCeilings(asNobody: Bool) throws {
        let project = try Project()
        try project.write(
            "Content/site.yml",
            "title: {en: Test}\nbaseURL: https://example.org/\nlanguages: [en]\nlimits:\n  memory: 100 GiB\n  compileTime: 1000000000\n  processes: 1000000\n")
        try project.write("Content/en/attack.md", Self.article("attack", "", "print(\"greedy\")\n", nil))
        let outcome = try Self.statedocs(project, ["verify", "--sandbox=required", "Content/en/attack.md"], asNobody: asNobody)
        #expect(outcome.status == 1)
        let errors = outcome.stderr
        #expect(errors.contains("Content/site.yml:5:11: error: limits.memory asks for 100 GiB, above the ceiling of 1 GiB"), "\(errors)")
        #expect(errors.contains("Content/site.yml:6:16: error: limits.compileTime asks for 1000000000 s, above the ceiling of 120 s"), "\(errors)")
        #expect(errors.contains("Content/site.yml:7:14: error: limits.processes asks for 1000000, above the ceiling of 64"), "\(errors)")
        #expect(!errors.contains("Operation not permitted"), "\(errors)")
    }

    @Test(arguments: AdversarialSandboxTests.users) func aHugeProcessCeilingFromTheOperatorStillRuns(asNobody: Bool) throws {
        // Above the user's own hard limit, setrlimit used to fail and bwrap did not start
        // ("Operation not permitted"): the run gets the most the user may have instead.
        let project = try Project()
        try project.write("Content/en/attack.md", Self.article("attack", "", "print(\"fine\")\n", nil))
        let outcome = try Self.statedocs(
            project, ["run", "--sandbox=required", "--limit", "processes=1000000", "Content/en/attack.md"], asNobody: asNobody)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("fine"))
    }

    @Test func aBadLimitOnTheCommandLineIsAClearError() throws {
        let project = try Project()
        try project.write("Content/en/attack.md", Self.article("attack", "", "print(\"fine\")\n", nil))
        let outcome = try Self.statedocs(project, ["verify", "--limit", "memory=lots", "Content/en/attack.md"])
        #expect(outcome.status != 0)
        #expect(outcome.stderr.contains("error: --limit: memory takes a size such as 512 MiB or 1 GiB, not 'lots'"), "\(outcome.stderr)")
    }
}
