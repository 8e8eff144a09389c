/// The Swift language mode a scenario compiles in: `swift=5` (the default) or `swift=6` for
/// strict concurrency checking.
public enum SwiftLanguageMode: String, Hashable, Sendable, CaseIterable {
    case v5 = "5"
    case v6 = "6"

    /// 5, as a new Xcode 26 app target sets it (`SWIFT_VERSION = 5.0`, with main-actor default
    /// isolation and approachable concurrency: `ProjectSettings`); a scenario that wants strict
    /// checking says `swift=6`.
    public static let `default`: SwiftLanguageMode = .v5

    /// The swiftc flags that select this mode.
    public var compilerFlags: [String] { ["-swift-version", rawValue] }
}
