import ScenarioKit
import Transcript

/// What `statedocs --version` prints: the tool, the engine whose behaviour every verified mark
/// names, and the compiler that built them, which scenario compiles must use too.
package enum ToolVersion {
    /// The command-line tool's own version; the engine's is separate because cached scenario
    /// results and verified marks depend on it alone.
    package static let tool = "0.2.0"

    package static var description: String {
        let compiler = CompilerVersion.recorded(in: Toolchain.engineDirectory()).map(\.description) ?? "an unrecorded Swift toolchain"
        return "statedocs \(tool) (StateEngine \(EngineVersion.current)), built with \(compiler)"
    }
}
