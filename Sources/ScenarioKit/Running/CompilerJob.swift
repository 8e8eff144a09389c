import Foundation

extension ScenarioExecutor {
    /// Runs swiftc with `arguments` for a job whose files are in `work`, under the compile
    /// limits (time, and memory and processes for the whole job: the driver, its frontends and
    /// the linker), and in the sandbox when there is one: scenario code is hostile when it is
    /// compiled too (a macro expansion, a type checker bug), so the compiler sees everything
    /// read-only but `work` and the module cache, with no network. Its temporary files go to
    /// `work`, which the caller removes.
    func runCompiler(_ arguments: [String], work: URL) throws -> ProcessRunner.Output {
        var environment = compilerEnvironment()
        environment["TMPDIR"] = work.path
        let limits = ProcessRunner.Limits(timeout: settings.compileTimeLimit, outputLimit: 4 << 20, resources: settings.compileResources)
        guard let sandbox = settings.sandbox else {
            return try ProcessRunner.run(toolchain.swiftc, arguments: arguments, environment: environment, limits: limits)
        }
        // bwrap binds only folders that exist.
        try FileManager.default.createDirectory(at: cache.moduleCacheDirectory, withIntermediateDirectories: true)
        let filter = try Sandbox.Filter()
        defer { filter.close() }
        let command = sandbox.compilerCommand(
            toolchain.swiftc, arguments: arguments, writable: [work.path, cache.moduleCacheDirectory.path],
            filter: ProcessRunner.passedDescriptor(0, resultChannel: false))
        var output = try ProcessRunner.run(
            command.executable, arguments: command.arguments, environment: environment, limits: limits, passing: [filter.descriptor])
        output.termination = Sandbox.termination(output.termination)
        return output
    }
}
