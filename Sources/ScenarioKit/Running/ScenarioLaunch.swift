import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The run half of a scenario: the compiled program started in the sandbox (or with limits
/// only), its transcript read from the result channel.
extension ScenarioExecutor {
    /// `environment` adds to the clean environment (a batch's scenario selector); bwrap passes
    /// its own environment on to the program.
    func runCompiled(
        binary: String, workDirectory: String, timeout: Double, resources: ResourceLimits, environment: [String: String] = [:]
    ) -> ProcessRunner.Output {
        let limits = ProcessRunner.Limits(timeout: timeout, outputLimit: outputLimit, resources: resources)
        let environment = ProcessRunner.cleanEnvironment.merging(environment) { $1 }
        // This run's own secret: the runtime tags every record with it (`ChannelAuthentication`).
        let secret = ChannelAuthentication.newSecret()
        do {
            if let sandbox = settings.sandbox {
                let filter = try Sandbox.Filter()
                defer { filter.close() }
                let command = sandbox.command(
                    program: binary, runtimeDirectories: runtimeDirectories(), libraries: engineLibraries(),
                    temporaryBytes: resources.fileSizeBytes ?? Sandbox.defaultTemporaryBytes,
                    filter: ProcessRunner.passedDescriptor(0, resultChannel: true, secret: true))
                var output = try ProcessRunner.run(
                    command.executable, arguments: command.arguments, environment: environment, limits: limits, resultChannel: true,
                    secret: secret, passing: [filter.descriptor])
                output.termination = Sandbox.termination(output.termination)
                return ChannelAuthentication.authenticate(output, secret: secret)
            }
            let output = try ProcessRunner.run(
                binary, environment: environment, limits: limits, resultChannel: true, secret: secret, workingDirectory: workDirectory)
            return ChannelAuthentication.authenticate(output, secret: secret)
        } catch {
            return .init(stdout: "", stderr: "\(error)", termination: .exited(127), channel: nil)
        }
    }

    /// Starts a batch executable as a launcher (see `LauncherConnection`); nil when it cannot
    /// be started, and in the sandbox: each scenario there needs namespaces of its own, and
    /// giving them from the launcher takes `unshare` and `mount`, which the sandbox's seccomp
    /// filter refuses to everything it runs (a launcher allowed them would allow them to the
    /// scenario code it holds, which can run at load time), so sandboxed scenarios each start
    /// from `exec` under bwrap.
    func startLauncher(binary: String, workDirectory: String) -> LauncherConnection? {
        #if os(Linux)
            guard settings.sandbox == nil else { return nil }
            return try? LauncherConnection(
                executable: binary, arguments: [], environment: ProcessRunner.cleanEnvironment, workingDirectory: workDirectory)
        #else
            return nil
        #endif
    }

    /// The Swift runtime's libraries, which scenario programs load from the toolchain: beside
    /// the compiler, or where the compiler says they are (`SWIFTC` naming a wrapper script that
    /// lives elsewhere, which would otherwise leave the sandbox without the runtime).
    func runtimeDirectories() -> [String] {
        let lib = toolchain.compilerDirectory.deletingLastPathComponent().appendingPathComponent("lib/swift/linux").path
        return FileManager.default.fileExists(atPath: lib) ? [lib] : reportedRuntimeDirectories()
    }

    /// The engine's shared libraries (nothing else of the build folder or the repository).
    func engineLibraries() -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: toolchain.engineDirectory)) ?? []
        return files.filter { $0.hasSuffix(".so") || $0.contains(".so.") }.sorted().map { toolchain.engineDirectory + "/" + $0 }
    }
}

extension ScenarioRun {
    /// Whether this outcome says something about the scenario itself, so it may be cached:
    /// a timeout, a kill from outside, a resource limit, a failure to start or a compiler
    /// that did not finish are never cached (the next verify tries again).
    public var isCacheable: Bool {
        if transient { return false }
        guard let output else { return true }
        switch output.termination {
        case .timedOut: return false
        case .outputLimitExceeded: return true
        case .signaled(let signal):
            return !ResourceLimits.outsideSignals.contains(signal) && limitExceeded == nil
        case .exited:
            // No channel: the runner could not start the program at all.
            return output.channel != nil && limitExceeded == nil
        }
    }

    /// The resource limit the program ran into, in words ("1 GiB of memory"), if any.
    public var limitExceeded: String? {
        guard let output, let resources else { return nil }
        switch output.termination {
        case .signaled(SIGXCPU):
            return resources.cpuSeconds.map { "\($0) s of CPU time" }
        case .signaled(SIGXFSZ):
            return resources.fileSizeBytes.map { ResourceLimits.formatBytes($0) + " of file size" }
        case .signaled, .exited:
            if let memory = resources.memoryBytes, output.memoryLimitReached == true || ResourceLimits.reportsMemoryExhaustion(output.stderr) {
                return ResourceLimits.formatBytes(memory) + " of memory"
            }
            return nil
        default:
            return nil
        }
    }
}

extension ResourceLimits {
    /// Signals that come from outside the program (a user, the runner, the kernel's CPU and
    /// file limits), not from a trap in its own code.
    static let outsideSignals: Set<Int32> = [SIGKILL, SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGXCPU, SIGXFSZ]

    /// What the Swift runtime and the C library say when an allocation fails.
    static func reportsMemoryExhaustion(_ stderr: String) -> Bool {
        ["Could not allocate memory", "out of memory", "Cannot allocate memory", "std::bad_alloc", "failed to allocate"]
            .contains { stderr.contains($0) }
    }
}
