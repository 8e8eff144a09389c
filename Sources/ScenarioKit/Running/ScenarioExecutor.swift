import Foundation
import Diagnostics

/// Compiles and runs scenario programs, through the cache.
public final class ScenarioExecutor: @unchecked Sendable {
    public let toolchain: Toolchain
    public let cache: ScenarioCache
    public var outputLimit: Int
    /// Sandbox, resource limits and compile time limit (see `RunSettings`).
    public var settings = RunSettings()
    /// Batched scenarios are forked from their batch's launcher (`LauncherConnection`)
    /// rather than each started with `exec`. Not part of cache keys: both give the same
    /// outcome (`statedocs verify --no-launcher` turns it off, to compare).
    public var launchesBatchedRuns = true
    private var environmentKey: String?
    private let lock = NSLock()

    public init(toolchain: Toolchain, cache: ScenarioCache, outputLimit: Int = 1 << 20) {
        self.toolchain = toolchain
        self.cache = cache
        self.outputLimit = outputLimit
    }

    public struct Execution: Sendable {
        public var run: ScenarioRun
        public var cacheHit: Bool
        /// A corrupt entry was found for this key and rebuilt.
        public var repairedCorruptEntry: Bool
    }

    /// Everything outside the source that changes what a run produces.
    func environmentFingerprint() -> String {
        lock.lock()
        let preparing = preparation?.environment
        lock.unlock()
        preparing?.wait()
        return environment(computing: true)!
    }

    /// What `startPreparing` started: the environment's parts, and Clang's module cache.
    private var preparation: (environment: DispatchGroup, all: DispatchGroup)?

    /// Starts, each on a thread of its own, the work every compile waits for and a fresh
    /// cache lacks: hashing the engine's files, identifying the compiler (both remembered by
    /// the cache afterwards) and building Clang's module cache, which the first compiles would
    /// otherwise build one module at a time. Meant to run while articles are parsed and
    /// programs generated (cores otherwise idle); `finishPreparing` waits for it. Once only.
    public func startPreparing() {
        lock.lock()
        defer { lock.unlock() }
        guard preparation == nil else { return }
        let environment = DispatchGroup(), all = DispatchGroup()
        let files = engineFiles
        let cache = self.cache
        let jobs: [(group: DispatchGroup?, work: @Sendable () -> Void)] = [
            (environment, { [self] in _ = compilerIdentity() }),
            (environment, { for file in files { _ = cache.fingerprint(ofFile: file) } }),
            (nil, { [self] in buildModuleCacheIfMissing() }),
        ]
        for (group, work) in jobs {
            group?.enter()
            all.enter()
            Thread {
                work()
                group?.leave()
                all.leave()
            }.start()
        }
        preparation = (environment, all)
    }

    /// Waits for what `startPreparing` started (nothing when it was not called).
    public func finishPreparing() {
        lock.lock()
        let preparing = preparation?.all
        lock.unlock()
        preparing?.wait()
    }

    /// The environment fingerprint when it is known without hashing the engine or asking
    /// swiftc its version (both remembered by the cache), else nil: what `VerifyMemo` looks up
    /// first.
    func knownEnvironmentFingerprint() -> String? { environment(computing: false) }

    private func environment(computing: Bool) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if let environmentKey { return environmentKey }
        let file = { (path: String) in computing ? self.cache.fingerprint(ofFile: path) : self.cache.knownFingerprint(ofFile: path) }
        let hashes = engineFiles.map(file)
        guard let library = hashes[0], let module = hashes[1], let version = compilerIdentity(asking: computing)
        else { return nil }
        var parts = [
            "engine-lib " + library,
            "engine-module " + module,
            "swiftc " + version,
            "options " + Toolchain.compileOptions.joined(separator: " "),
        ]
        parts.append("output-limit \(outputLimit)")
        parts.append(settings.fingerprint)
        let key = parts.joined(separator: "\n")
        environmentKey = key
        return key
    }

    /// The engine library and its module, which every key holds by content. (The runtime's
    /// module needs no part of its own: the runtime is compiled into the library, so a change
    /// to it changes the library's build ID.)
    private var engineFiles: [String] {
        [toolchain.engineDirectory + "/" + Toolchain.libraryName, toolchain.modulesDirectory + "/StateEngine.swiftmodule"]
    }

    /// What identifies the compiler: the GNU build IDs of the driver swiftc resolves to and of
    /// the `swift-frontend` beside it, read from the files in microseconds; or, when either
    /// has none (`SWIFTC` naming a wrapper script, a Mach-O toolchain), `swiftc --version`,
    /// which costs a process start on the critical path of a cold run.
    func compilerIdentity(asking: Bool = true) -> String? {
        let driver = toolchain.resolvedCompiler
        let frontend = driver.deletingLastPathComponent().appendingPathComponent("swift-frontend")
        if let driverID = ELFBuildID.of(driver.path), let frontendID = ELFBuildID.of(frontend.path) {
            return "driver \(driverID) frontend \(frontendID)"
        }
        return swiftcVersion(asking: asking)
    }

    /// `swiftc --version`, remembered by the cache under the compiler's path and date; nil
    /// when it is not remembered and `asking` is false.
    func swiftcVersion(asking: Bool = true) -> String? {
        let memoKey = compilerMemoKey("swiftc-version")
        if let known = cache.memo(memoKey) { return known }
        guard asking else { return nil }
        let output = try? ProcessRunner.run(toolchain.swiftc, arguments: ["--version"], environment: compilerEnvironment())
        let version = output?.stdout.trimmingCharacters(in: .whitespacesAndNewlines) ?? "unknown"
        cache.remember(memoKey, version)
        return version
    }

    /// Where the cache remembers what the compiler answered: under its path and date.
    private func compilerMemoKey(_ question: String) -> String {
        let resolved = toolchain.resolvedCompiler.path
        let attributes = (try? FileManager.default.attributesOfItem(atPath: resolved)) ?? [:]
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(question)|\(resolved)|\(modified)"
    }

    /// The runtime library folders `swiftc -print-target-info` reports, remembered like its
    /// version; empty when the compiler does not answer.
    func reportedRuntimeDirectories() -> [String] {
        struct TargetInfo: Decodable {
            struct Paths: Decodable { var runtimeLibraryPaths: [String] }
            var paths: Paths
        }
        let memoKey = compilerMemoKey("swiftc-runtime")
        if let known = cache.memo(memoKey) { return known.split(separator: "\n").map(String.init) }
        let output = try? ProcessRunner.run(toolchain.swiftc, arguments: ["-print-target-info"], environment: compilerEnvironment())
        guard let output, output.termination == .exited(0),
              let info = try? JSONDecoder().decode(TargetInfo.self, from: Data(output.stdout.utf8)) else { return [] }
        let folders = info.paths.runtimeLibraryPaths.filter { FileManager.default.fileExists(atPath: $0) }
        cache.remember(memoKey, folders.joined(separator: "\n"))
        return folders
    }

    /// `limits`: what the scenario sets itself (`memory=`, `cpu=`) over `settings.resources`.
    public func key(for program: ScenarioProgram, timeout: Double, limits: ResourceLimits = .init()) -> String {
        var parts = ["statedocs-scenario 1", environmentFingerprint(), "timeout \(timeout)", program.compileSettings.description]
        if limits != ResourceLimits() { parts.append("scenario-limits " + limits.fingerprint) }
        return SHA256.hex((parts + [program.source]).joined(separator: "\n"))
    }

    public func execute(_ program: ScenarioProgram, timeout: Double, limits: ResourceLimits = .init()) -> Execution {
        let key = key(for: program, timeout: timeout, limits: limits)
        let lookup = cache.lookup(key)
        if case .hit(let run) = lookup { return Execution(run: run, cacheHit: true, repairedCorruptEntry: false) }
        let run = compileAndRun(program, key: key, timeout: timeout, limits: limits)
        cache.store(run, key: key)
        return Execution(run: run, cacheHit: false, repairedCorruptEntry: lookup == .corrupt)
    }

    /// Compiles and runs without the cache: for `statedocs run` and for tests.
    public func compileAndRun(_ program: ScenarioProgram, key: String, timeout: Double, limits: ResourceLimits = .init()) -> ScenarioRun {
        let work = workDirectory(for: key)
        try? cache.makeOwnedFolder(work)
        defer { cache.removeOwned(work) }
        let compiled = compile([("main.swift", program.source)], in: work, compileSettings: program.compileSettings)
        guard compiled.succeeded else {
            return ScenarioRun(compiled: false, compilerMessages: compiled.failureMessages, output: nil, transient: !compiled.deterministic)
        }
        let resources = settings.resources.overridden(by: limits)
        let output = runCompiled(binary: compiled.binary.path, workDirectory: work.path, timeout: timeout, resources: resources)
        return ScenarioRun(compiled: true, compilerMessages: compiled.messages.map(\.message), output: output, resources: resources)
    }

    /// Builds Clang's module cache for scenario compiles (the C modules under the engine:
    /// Glibc, Foundation's shims, ICU...) when there is none yet, by type-checking programs
    /// that only import them. A fresh cache spends seconds on it, one module at a time and
    /// holding every compile up; started while the articles are parsed, it uses cores that
    /// are otherwise idle. Returns at once when the module cache exists.
    public func buildModuleCacheIfMissing() {
        guard !FileManager.default.fileExists(atPath: cache.moduleCacheDirectory.path) else { return }
        let work = workDirectory(for: "module-cache")
        try? cache.makeOwnedFolder(work)
        defer { cache.removeOwned(work) }
        // Two programs side by side: swift-foundation's C shims, about 60% of the whole build
        // on Swift 6.3 for Linux, on one core, and everything else the engine imports on the
        // other (which waits for the shims only when it gets to them). A fresh `verify` of
        // this site took 0.4 s less wall time (session 12). `canImport` keeps toolchains
        // without that module working.
        let programs = [
            ProgramGenerator.header + ProgramGenerator.imports,
            ["#if canImport(_FoundationCShims)", "import _FoundationCShims", "#endif"],
        ]
        let group = DispatchGroup()
        for (index, program) in programs.enumerated() {
            let source = work.appendingPathComponent("main\(index).swift")
            guard (try? UnsyncedFile.write(Data(program.joined(separator: "\n").utf8), to: source.path)) != nil else { continue }
            group.enter()
            Thread { [self] in
                // What it builds is only ever a cache: a failure here is the first compile's to report.
                _ = try? runCompiler(toolchain.typecheckArguments(sources: [source.path], moduleCache: cache.moduleCacheDirectory.path), work: work)
                group.leave()
            }.start()
        }
        group.wait()
    }

    /// A fresh folder under the cache's work folder for compiling `key`.
    func workDirectory(for key: String) -> URL {
        cache.workDirectory.appendingPathComponent(key + "-" + String(ProcessInfo.processInfo.processIdentifier))
    }

    /// What one swiftc invocation produced.
    struct Compilation {
        var binary: URL
        var succeeded: Bool
        /// Every message swiftc printed, with the file it names.
        var messages: [(file: String?, message: CompilerMessage)]
        /// The messages, plus a summary of swiftc's output when it failed without saying why.
        var failureMessages: [CompilerMessage]
        /// The compiler ended normally: what it said is about the code, so the outcome may be
        /// cached (a compile stopped by its time limit or a crashed compiler is not).
        var deterministic: Bool
    }

    /// Writes `files` into `directory` and compiles them into `directory/scenario`.
    func compile(_ files: [(name: String, source: String)], in directory: URL, compileSettings: CompileSettings) -> Compilation {
        let binary = directory.appendingPathComponent("scenario")
        var paths: [String] = []
        for file in files {
            let url = directory.appendingPathComponent(file.name)
            do {
                try UnsyncedFile.write(Data(file.source.utf8), to: url.path)
            } catch {
                let message = CompilerMessage(severity: .error, line: nil, column: nil, message: "cannot write \(url.path): \(SystemError.reason(error))")
                return Compilation(binary: binary, succeeded: false, messages: [(nil, message)], failureMessages: [message], deterministic: false)
            }
            paths.append(url.path)
        }
        let arguments = toolchain.compileArguments(
            sources: paths, output: binary.path, moduleCache: cache.moduleCacheDirectory.path,
            settings: compileSettings)
        let compile: ProcessRunner.Output
        do {
            compile = try runCompiler(arguments, work: directory)
        } catch {
            let message = CompilerMessage(severity: .error, line: nil, column: nil, message: "\(error)")
            return Compilation(binary: binary, succeeded: false, messages: [(nil, message)], failureMessages: [message], deterministic: false)
        }
        let messages = CompilerMessage.parseNamingFiles(compile.stderr + "\n" + compile.stdout)
        let succeeded = compile.termination == .exited(0) && FileManager.default.isExecutableFile(atPath: binary.path)
        var failureMessages = messages.map(\.message)
        if !succeeded {
            if compile.termination == .timedOut {
                failureMessages.append(.init(severity: .error, line: nil, column: nil, message: "compiling took longer than the compile time limit of \(RunSettings.formatSeconds(settings.compileTimeLimit)) s and was stopped (a type-checking case the compiler cannot finish; the operator raises it with --limit compileTime=SECONDS)"))
            } else if let memory = settings.compileResources.memoryBytes,
                compile.memoryLimitReached == true || ResourceLimits.reportsMemoryExhaustion(compile.stderr)
            {
                failureMessages.append(.init(severity: .error, line: nil, column: nil, message: "compiling needed more than the compile memory limit of \(ResourceLimits.formatBytes(memory)) and was stopped (the operator raises it with --limit compileMemory=SIZE)"))
            } else if !failureMessages.contains(where: { $0.severity == .error }) {
                let detail = compile.stderr.split(separator: "\n").suffix(5).joined(separator: " | ")
                failureMessages.append(.init(severity: .error, line: nil, column: nil, message: "swiftc failed (\(compile.termination)): \(detail)"))
            }
        }
        // Only a compiler that ended normally with its diagnostics says something about the
        // code; a stopped or crashed compiler is tried again next time.
        let deterministic = succeeded || (compile.termination == .exited(1) && messages.contains { $0.message.severity == .error })
        return Compilation(binary: binary, succeeded: succeeded, messages: messages, failureMessages: failureMessages, deterministic: deterministic)
    }

    func compilerEnvironment() -> [String: String] {
        let inherited = ProcessInfo.processInfo.environment
        var environment = ProcessRunner.cleanEnvironment
        let swiftcDirectory = URL(fileURLWithPath: toolchain.swiftc).deletingLastPathComponent().path
        environment["PATH"] = swiftcDirectory + ":" + (inherited["PATH"] ?? "/usr/bin:/bin")
        if let home = inherited["HOME"] { environment["HOME"] = home }
        if let sdk = inherited["SDKROOT"] { environment["SDKROOT"] = sdk }
        return environment
    }
}
