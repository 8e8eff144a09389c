/// How `verify`, `run` and `build` isolate scenario programs (`--sandbox=`).
public enum SandboxMode: String, Sendable, CaseIterable, Codable {
    /// Every scenario runs in the sandbox; where none can be made, verify fails (for CI).
    case required
    /// The sandbox where it works; elsewhere resource limits only, said once.
    case auto
    /// Resource limits only.
    case off
}
