import Foundation
import Transcript

/// One swiftc run for a batch of scenarios (`ScenarioBatch`), and runs of its members.
///
/// A member the compiler said anything about (an error, or a warning the scenario's own
/// compile would report too) is *implicated*: it is compiled alone so its messages are
/// exactly those of its own program, at the same lines and columns. The others run from the
/// batch's executable when it linked, or are compiled again as a smaller batch when it did not.
public final class BatchCompilation: @unchecked Sendable {
    public let batch: ScenarioBatch
    let directory: URL
    /// The cache folder `directory` is in: removed from there, never through a link.
    let workRoot: URL
    let binary: URL
    /// The executable was built; `implicated` members must still be compiled alone.
    public let succeeded: Bool
    /// Members (indices into `batch.members`) the compiler reported a message about.
    public let implicated: Set<Int>
    /// The compile failed and named no member: nothing in the batch can be trusted.
    public var failedWithoutCulprit: Bool { !succeeded && implicated.isEmpty }
    /// The batch started as a launcher, once a member first runs (`nil` inside: it could not
    /// be started, or launching is off).
    private let launcherState = Locked<LauncherConnection??>(nil)

    init(batch: ScenarioBatch, directory: URL, workRoot: URL, compilation: ScenarioExecutor.Compilation) {
        self.batch = batch
        self.workRoot = workRoot
        self.directory = directory
        binary = compilation.binary
        succeeded = compilation.succeeded
        var implicated: Set<Int> = []
        for (file, message) in compilation.messages where message.severity != .note {
            if let file, let member = batch.member(forFile: file) { implicated.insert(member) }
        }
        self.implicated = implicated
    }

    /// The running launcher, started on first use.
    func launcher(_ start: () -> LauncherConnection?) -> LauncherConnection? {
        launcherState.withLock { current in
            if let current { return current }
            let started = start()
            current = .some(started)
            return started
        }
    }

    /// Stops the launcher and removes the batch's files; its members must not run afterwards.
    public func discard() {
        launcherState.withLock { $0??.stop() }
        OwnedFolders.remove(directory, beneath: workRoot)
    }
}

extension ScenarioExecutor {
    /// Compiles `programs` (all batchable, see `ScenarioBatch.canBatch`) as one executable.
    /// `name` keeps concurrent batches apart in the work folder.
    public func compileBatch(_ programs: [ScenarioProgram], name: String) -> BatchCompilation? {
        guard let batch = ScenarioBatch(programs) else { return nil }
        let directory = workDirectory(for: "batch-" + name)
        try? cache.makeOwnedFolder(directory)
        let compilation = compile(batch.files, in: directory, compileSettings: batch.compileSettings)
        return BatchCompilation(batch: batch, directory: directory, workRoot: cache.directory, compilation: compilation)
    }

    /// Runs member `index` of a compiled batch in its own process, or nil when its run must
    /// be repeated from its own program: it wrote so much that the namespace in its output
    /// may have decided where the output cap fell.
    public func runBatched(
        _ compiled: BatchCompilation, member index: Int, timeout: Double, limits: ResourceLimits = .init()
    ) -> ScenarioRun? {
        precondition(compiled.succeeded && !compiled.implicated.contains(index))
        let member = compiled.batch.members[index]
        let resources = settings.resources.overridden(by: limits)
        let launcher = launchesBatchedRuns ? compiled.launcher { startLauncher(binary: compiled.binary.path, workDirectory: compiled.directory.path) } : nil
        let launched = launcher?.run(
            scenario: member.namespace, limits: .init(timeout: timeout, outputLimit: outputLimit, resources: resources))
        var output =
            launched
            ?? runCompiled(
                binary: compiled.binary.path, workDirectory: compiled.directory.path, timeout: timeout, resources: resources,
                environment: [LaunchProtocol.selectorVariable: member.namespace])
        if output.termination == .outputLimitExceeded { return nil }
        output.stdout = ScenarioBatch.normalize(output.stdout, namespace: member.namespace)
        output.stderr = ScenarioBatch.normalize(output.stderr, namespace: member.namespace)
        output.channel = output.channel.map { ScenarioBatch.normalize($0, namespace: member.namespace) }
        return ScenarioRun(compiled: true, compilerMessages: [], output: output, resources: resources)
    }
}
