import Foundation

/// SwiftUI's attribute scope: the attributes `Text` and an attributed `TextEditor` know, beside
/// Foundation's. `inlinePresentationIntent` (bold, italic, code) is Foundation's on Apple
/// platforms and missing from Foundation on Linux, so the engine declares it here with the same
/// name and values. The values are visual: the screen shows a text's characters.
/// Evidence: Apple docs, AttributeScopes.SwiftUIAttributes (backgroundColor, baselineOffset, font,
/// foregroundColor, kern, strikethroughStyle, tracking, underlineStyle, and FoundationAttributes),
/// InlinePresentationIntent (emphasized, stronglyEmphasized, code, strikethrough, softBreak,
/// lineBreak, inlineHTML, blockHTML).
extension AttributeScopes {
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    public struct SwiftUIAttributes: AttributeScope {
        public let backgroundColor: BackgroundColorAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let kern: KerningAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let tracking: TrackingAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let inlinePresentationIntent: InlinePresentationIntentAttribute
        public let foundation: FoundationAttributes

        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }
        public enum InlinePresentationIntentAttribute: AttributedStringKey {
            public typealias Value = InlinePresentationIntent
            public static let name = "NSInlinePresentationIntent"
        }
    }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

/// Foundation's inline presentation intents (Markdown's emphasis, strong emphasis, code, ...).
/// StateEngine: hidden (Foundation's on Apple platforms, declared here because Foundation on Linux lacks it)
public struct InlinePresentationIntent: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension Text.LineStyle {
    /// A single solid line. Evidence: Apple docs, Text.LineStyle.single.
    public static let single = Text.LineStyle()
}
