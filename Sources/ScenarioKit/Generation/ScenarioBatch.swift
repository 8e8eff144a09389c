import Foundation
import Transcript

/// Several scenario programs compiled as one executable: one compile and link for many
/// scenarios, instead of one each (the driver, frontend start-up, module loading and the link
/// are paid once). Each scenario still runs in its own process: the executable runs the one
/// scenario named by `LaunchProtocol.selectorVariable`, which it removes from its environment
/// first, or, started as the batch's launcher, forks a process per scenario on request
/// (`LauncherConnection`).
///
/// Each scenario gets its own file and namespace (`BatchRewrite`), and its own virtual file
/// name `<namespace>/scenario.md`, so the compiler's messages say which scenario they are about.
/// What the namespace adds to a name at run time (`Scenario.<namespace>.Model`,
/// `<namespace>/scenario.md`) is removed from the scenario's output by `normalize`,
/// so a batched run prints exactly what the scenario's own program prints.
public struct ScenarioBatch: Sendable {
    public struct Member: Sendable {
        public var program: ScenarioProgram
        /// The Swift identifier of the scenario's namespace, unique within the batch.
        public var namespace: String
        var fileName: String { namespace + ".swift" }
        var runFunction: String { namespace + "Run" }
        var virtualFile: String { namespace + "/" + ScenarioProgram.virtualFile }
    }

    public var members: [Member]
    /// The one language mode and project settings every member is compiled with.
    public var compileSettings: CompileSettings
    /// File name and source text of every file of the module, `main.swift` last.
    public var files: [(name: String, source: String)]

    /// A batch of the given programs, or nil for a program that must compile alone
    /// (`BatchRewrite` says which).
    public static func canBatch(_ program: ScenarioProgram) -> Bool {
        rewrite(program, namespace: namespace(0)) != nil
    }

    static func namespace(_ index: Int) -> String { ProgramABI.scenarioNamespacePrefix + String(index) }

    private static func rewrite(_ program: ScenarioProgram, namespace: String) -> BatchRewrite? {
        BatchRewrite.make(
            declarations: Array(program.virtualLines[..<program.stepsStart]),
            steps: Array(program.virtualLines[program.stepsStart...]), namespace: namespace)
    }

    /// Builds the batch; the programs must be batchable (`canBatch`).
    public init?(_ programs: [ScenarioProgram]) {
        // One swiftc run has one language mode and one set of project settings; the schedule
        // batches each apart.
        guard let settings = programs.first?.compileSettings, programs.allSatisfy({ $0.compileSettings == settings }) else { return nil }
        compileSettings = settings
        var members: [Member] = []
        var files: [(String, String)] = []
        for (index, program) in programs.enumerated() {
            let member = Member(program: program, namespace: Self.namespace(index))
            guard let rewrite = Self.rewrite(program, namespace: member.namespace) else { return nil }
            files.append((member.fileName, Self.file(for: member, rewrite: rewrite)))
            members.append(member)
        }
        files.append(("main.swift", Self.dispatcher(members)))
        self.members = members
        self.files = files
    }

    private static func file(for member: Member, rewrite: BatchRewrite) -> String {
        let program = member.program
        var out = ProgramGenerator.header + ProgramGenerator.imports + ["enum \(member.namespace) {}"]
        out.append("#sourceLocation(file: \"\(member.virtualFile)\", line: 1)")
        out += rewrite.declarations
        out.append("#sourceLocation()")
        out.append("func \(member.runFunction)() {")
        out.append("#sourceLocation(file: \"\(member.virtualFile)\", line: \(program.stepsStart + 1))")
        out += program.virtualLines[program.stepsStart...]
        out.append("#sourceLocation()")
        // No closing call: the runtime writes the end record when this function returns.
        out.append("}")
        for name in rewrite.typeNames {
            out.append("fileprivate typealias \(name) = \(member.namespace).\(name)")
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// `main.swift`: the engine runs the scenario the selector names, or becomes the batch's
    /// launcher (see `LaunchProtocol`).
    private static func dispatcher(_ members: [Member]) -> String {
        var out = ProgramGenerator.header + ProgramGenerator.imports + ProgramGenerator.shadowedFoundation + [ProgramABI.runBatch + "(["]
        out += members.map { "    \"\($0.namespace)\": \($0.runFunction)," }
        out.append("])")
        return out.joined(separator: "\n") + "\n"
    }

    /// What the scenario's own program would have printed: the namespace removed from type
    /// names and from the virtual file's path.
    static func normalize(_ text: String, namespace: String) -> String {
        guard text.contains(namespace) else { return text }
        return text.replacingOccurrences(of: namespace + ".", with: "")
            .replacingOccurrences(of: namespace + "/", with: "")
    }

    /// The member a compiler message is about, from the virtual file it names.
    func member(forFile file: String) -> Int? {
        members.firstIndex { file == $0.virtualFile || file.hasSuffix("/" + $0.virtualFile) }
    }
}
