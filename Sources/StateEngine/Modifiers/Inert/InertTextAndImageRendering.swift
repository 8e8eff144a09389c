// StateEngine: inert (how text and images are drawn, and how a hardware-keyboard shortcut is localised: nothing a scenario observes)
// `textScale` draws text at a secondary scale (Chinese and Japanese text's smaller style),
// `allowedDynamicRange` lets an image use HDR headroom, and a keyboard shortcut's localization
// decides how a hardware key is mirrored in right-to-left layouts; the engine's iPhone has no
// hardware keyboard, as for `keyboardShortcut(_:modifiers:)` (InertModifiers). Evidence: Apple
// docs, textScale(_:isEnabled:) ("Applies a text scale to text in the view"),
// allowedDynamicRange(_:) ("Returns a new view configured with the specified allowed dynamic
// range"), KeyboardShortcut.Localization.
nonisolated extension View {
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { inert() }
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View { inert() }
}

extension Text {
    public struct Scale: Hashable, Sendable {
        let name: String
        public static let `default` = Scale(name: "default")
        public static let secondary = Scale(name: "secondary")
    }
}

extension Image {
    public struct DynamicRange: Hashable, Sendable {
        let name: String
        public static let standard = DynamicRange(name: "standard")
        public static let constrainedHigh = DynamicRange(name: "constrainedHigh")
        public static let high = DynamicRange(name: "high")
    }
}

extension KeyboardShortcut {
    public struct Localization: Sendable {
        let name: String
        public static let automatic = Localization(name: "automatic")
        public static let withoutMirroring = Localization(name: "withoutMirroring")
        public static let custom = Localization(name: "custom")
    }
}
