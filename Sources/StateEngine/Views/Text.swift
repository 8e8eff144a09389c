import Foundation
import Transcript

/// A line of read-only text.
nonisolated public struct Text: View, Equatable, Sendable {
    public typealias Body = Never
    /// What the text shows when it reads no clock (the common case: no allocation beyond it).
    var literal: String
    /// Parts of a text that reads the virtual clock when shown (Time/TextDates.swift); nil for
    /// a literal text.
    var timed: [TextPart]? = nil
    /// What the text shows now.
    var content: String { timed.map { $0.map(\.shown).joined() } ?? literal }
    /// A font set on the text itself (`Text("a").font(.title)`); wins over the environment's.
    var fontOverride: Font?

    init(parts: [TextPart]) {
        literal = ""
        timed = parts
    }

    var parts: [TextPart] { timed ?? [.literal(literal)] }

    public init(verbatim content: String) { literal = content }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { literal = String(content) }

    public init(_ key: LocalizedStringKey) { literal = key.resolved }

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        literal = key.resolved
    }

    /// Shows the string's characters; its attributes (fonts, colours, intents) are how they
    /// are drawn, which the screen tree does not record.
    // Evidence: Apple docs, Text.init(_:) with AttributedString ("Creates a text view that
    // displays styled attributed content"); attributes SwiftUI cannot draw are ignored.
    // Disfavoured: Foundation on Linux lets a string literal make an AttributedString, and a
    // literal must stay a LocalizedStringKey (with its Markdown read), as in SwiftUI.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) { literal = String(attributedContent.characters) }

    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        literal = format.format(input)
    }

    public static func + (lhs: Text, rhs: Text) -> Text {
        if lhs.timed == nil && rhs.timed == nil { return Text(verbatim: lhs.literal + rhs.literal) }
        return Text(parts: lhs.parts + rhs.parts)
    }

    public func bold(_ isActive: Bool = true) -> Text { self }
    public func italic(_ isActive: Bool = true) -> Text { self }
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    public func font(_ font: Font?) -> Text {
        var copy = self
        copy.fontOverride = font
        return copy
    }
    public func foregroundColor(_ color: Color?) -> Text { self }
    public func monospacedDigit() -> Text { self }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
}

/// A string literal with interpolations, as SwiftUI's `Text` and `Button` take it: what it
/// shows is its inline Markdown read, with the interpolated values as they are
/// (`LocalizedMarkdown`).
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable, Hashable, Sendable {
    let resolved: String

    public init(_ value: String) { resolved = LocalizedMarkdown.shown([.literal(value)]) }
    public init(stringLiteral value: String) { resolved = LocalizedMarkdown.shown([.literal(value)]) }
    public init(stringInterpolation: StringInterpolation) { resolved = LocalizedMarkdown.shown(stringInterpolation.segments) }

    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [LocalizedMarkdown.Segment] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { segments.append(.literal(literal)) }
        public mutating func appendInterpolation<T>(_ value: T) { segments.append(.argument(String(describing: value))) }
        public mutating func appendInterpolation(_ text: Text) { segments.append(.argument(text.content)) }
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            segments.append(.argument(format.format(input)))
        }
        public mutating func appendInterpolation(_ value: String) { segments.append(.argument(value)) }
        public mutating func appendInterpolation(_ value: Int, specifier: String) { segments.append(.argument(String(format: specifier, value))) }
        public mutating func appendInterpolation(_ value: Double, specifier: String) { segments.append(.argument(String(format: specifier, value))) }
    }
}

extension Text: PrimitiveView, ScreenRenderable {
    func renderLeaf(into screen: inout ScreenBuilder, environment: EnvironmentValues) {
        let shown = Self.applying(environment.textCase, to: content, locale: environment.locale)
        screen.node("Text", role: .text, label: shown)
        screen.texts.append(shown)
    }

    /// The case transform `textCase(_:)` writes is applied when the text is displayed, in the
    /// environment's locale. Evidence: Apple docs, textCase(_:): "Sets a transform for the case
    /// of the text contained in this view when displayed".
    static func applying(_ textCase: Text.Case?, to content: String, locale: Locale) -> String {
        switch textCase {
        case .uppercase?: content.uppercased(with: locale)
        case .lowercase?: content.lowercased(with: locale)
        case nil: content
        }
    }
}

/// Fonts do not show on the text screen; their size measures text in the layout pass
/// (Layout/TextMetrics.swift).
public struct Font: Hashable, Sendable {
    let name: String
    var style: TextStyle?
    var pointSize: Double?
    init(name: String, style: TextStyle? = nil, pointSize: Double? = nil) {
        self.name = name
        self.style = style
        self.pointSize = pointSize
    }
    public static let largeTitle = Font(name: "largeTitle", style: .largeTitle)
    public static let title = Font(name: "title", style: .title)
    public static let title2 = Font(name: "title2", style: .title2)
    public static let title3 = Font(name: "title3", style: .title3)
    public static let headline = Font(name: "headline", style: .headline)
    public static let subheadline = Font(name: "subheadline", style: .subheadline)
    public static let body = Font(name: "body", style: .body)
    public static let callout = Font(name: "callout", style: .callout)
    public static let footnote = Font(name: "footnote", style: .footnote)
    public static let caption = Font(name: "caption", style: .caption)
    public static let caption2 = Font(name: "caption2", style: .caption2)
    public static func system(size: Double, weight: Weight = .regular, design: Design = .default) -> Font { Font(name: "system", pointSize: size) }
    public static func system(_ style: TextStyle, design: Design = .default) -> Font { Font(name: "system", style: style) }
    public func bold() -> Font { self }
    public func italic() -> Font { self }
    public func monospaced() -> Font { self }
    public func monospacedDigit() -> Font { self }
    public func weight(_ weight: Weight) -> Font { self }

    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: 1), thin = Weight(value: 2), light = Weight(value: 3)
        public static let regular = Weight(value: 4), medium = Weight(value: 5), semibold = Weight(value: 6)
        public static let bold = Weight(value: 7), heavy = Weight(value: 8), black = Weight(value: 9)
    }
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
    public enum TextStyle: Hashable, Sendable { case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2 }
}
