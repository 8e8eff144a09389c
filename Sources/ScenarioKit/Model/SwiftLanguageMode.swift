/// The Swift language mode a scenario compiles in: `swift=6` (the default, as a new Xcode 16
/// project has it) or `swift=5` for code written before strict concurrency checking.
public enum SwiftLanguageMode: String, Hashable, Sendable, CaseIterable {
    case v5 = "5"
    case v6 = "6"

    /// Xcode 16 creates projects in the Swift 6 language mode (issue 8: "scenarios compile in
    /// the Swift 6 language mode by default").
    public static let `default`: SwiftLanguageMode = .v6

    /// The swiftc flags that select this mode.
    public var compilerFlags: [String] { ["-swift-version", rawValue] }
}
