import Diagnostics

/// The ids of problems ScenarioKit reports that other code selects on.
extension Diagnostic.ID {
    /// The transcript differs from the output block; `verify --bless` rewrites only these.
    public static let scenarioOutput: Self = "scenario.output"
    /// The code failed to compile.
    public static let scenarioCompile: Self = "scenario.compile"
    /// The program trapped.
    public static let scenarioCrash: Self = "scenario.crash"
}
