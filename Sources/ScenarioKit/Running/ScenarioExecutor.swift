import Foundation

/// Compiles and runs scenario programs, through the cache.
public final class ScenarioExecutor: @unchecked Sendable {
    public let toolchain: Toolchain
    public let cache: ScenarioCache
    public var outputLimit: Int
    /// Sandbox, resource limits and compile time limit (see `RunSettings`).
    public var settings = RunSettings()
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
        defer { lock.unlock() }
        if let environmentKey { return environmentKey }
        var parts = [
            "engine-lib " + cache.fingerprint(ofFile: toolchain.engineDirectory + "/" + Toolchain.libraryName),
            "engine-module " + cache.fingerprint(ofFile: toolchain.modulesDirectory + "/StateEngine.swiftmodule"),
            "swiftc " + swiftcVersion(),
            "options " + Toolchain.compileOptions.joined(separator: " "),
        ]
        parts.append("output-limit \(outputLimit)")
        parts.append(settings.fingerprint)
        let key = parts.joined(separator: "\n")
        environmentKey = key
        return key
    }

    func swiftcVersion() -> String {
        let resolved = URL(fileURLWithPath: toolchain.swiftc).resolvingSymlinksInPath().path
        let attributes = (try? FileManager.default.attributesOfItem(atPath: resolved)) ?? [:]
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        let memoKey = "swiftc-version|\(resolved)|\(modified)"
        if let known = cache.memo(memoKey) { return known }
        let output = try? ProcessRunner.run(toolchain.swiftc, arguments: ["--version"], environment: compilerEnvironment())
        let version = output?.stdout.trimmingCharacters(in: .whitespacesAndNewlines) ?? "unknown"
        cache.remember(memoKey, version)
        return version
    }

    /// `limits`: what the scenario sets itself (`memory=`, `cpu=`) over `settings.resources`.
    public func key(for program: ScenarioProgram, timeout: Double, limits: ResourceLimits = .init()) -> String {
        var parts = ["statedocs-scenario 1", environmentFingerprint(), "timeout \(timeout)", "swift \(program.languageMode.rawValue)"]
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
        let fm = FileManager.default
        let work = cache.workDirectory.appendingPathComponent(key + "-" + String(ProcessInfo.processInfo.processIdentifier))
        try? fm.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: work) }
        let source = work.appendingPathComponent("main.swift")
        let binary = work.appendingPathComponent("scenario")
        do {
            try Data(program.source.utf8).write(to: source)
        } catch {
            return ScenarioRun(compiled: false, compilerMessages: [.init(severity: .error, line: nil, column: nil, message: "cannot write \(source.path): \(error)")], output: nil)
        }
        let arguments = toolchain.compileArguments(
            source: source.path, output: binary.path, moduleCache: cache.moduleCacheDirectory.path,
            languageMode: program.languageMode)
        let compile: ProcessRunner.Output
        do {
            compile = try ProcessRunner.run(
                toolchain.swiftc, arguments: arguments, environment: compilerEnvironment(),
                limits: .init(timeout: settings.compileTimeLimit, outputLimit: 4 << 20))
        } catch {
            return ScenarioRun(compiled: false, compilerMessages: [.init(severity: .error, line: nil, column: nil, message: "\(error)")], output: nil, transient: true)
        }
        let messages = CompilerMessage.parse(compile.stderr + "\n" + compile.stdout)
        guard compile.termination == .exited(0), fm.isExecutableFile(atPath: binary.path) else {
            var all = messages
            if compile.termination == .timedOut {
                all.append(.init(severity: .error, line: nil, column: nil, message: "compiling took longer than the compile time limit of \(RunSettings.formatSeconds(settings.compileTimeLimit)) s and was stopped (a type-checking case the compiler cannot finish; raise it with --compile-timeout)"))
            } else if !all.contains(where: { $0.severity == .error }) {
                let detail = compile.stderr.split(separator: "\n").suffix(5).joined(separator: " | ")
                all.append(.init(severity: .error, line: nil, column: nil, message: "swiftc failed (\(compile.termination)): \(detail)"))
            }
            // Only a compiler that ended normally with its diagnostics says something about
            // the scenario; a stopped or crashed compiler is tried again next time.
            let deterministic = compile.termination == .exited(1) && messages.contains { $0.severity == .error }
            return ScenarioRun(compiled: false, compilerMessages: all, output: nil, transient: !deterministic)
        }
        let resources = settings.resources.overridden(by: limits)
        let output = runCompiled(binary: binary.path, workDirectory: work.path, timeout: timeout, resources: resources)
        return ScenarioRun(compiled: true, compilerMessages: messages, output: output, resources: resources)
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
