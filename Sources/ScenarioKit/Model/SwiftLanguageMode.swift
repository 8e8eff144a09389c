/// The Swift language mode a scenario compiles in: `swift=5` (the default) or `swift=6` for
/// strict concurrency checking.
public enum SwiftLanguageMode: String, Hashable, Sendable, CaseIterable {
    case v5 = "5"
    case v6 = "6"

    /// Chosen: 5 until StateEngine's `View` is `@MainActor` as in Xcode 16's SDK. Without that
    /// isolation the Swift 6 mode rejects everyday code that Xcode 16 accepts (`.task { await
    /// load() }`, `Task { }` in a button action, `asyncAfter` capturing the view: "non-Sendable
    /// 'self' in a @Sendable closure"); a scenario that wants strict checking says `swift=6`.
    public static let `default`: SwiftLanguageMode = .v5

    /// The swiftc flags that select this mode.
    public var compilerFlags: [String] { ["-swift-version", rawValue] }
}
