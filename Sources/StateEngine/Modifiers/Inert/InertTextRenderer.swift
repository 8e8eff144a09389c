import Foundation

// StateEngine: inert (how text is drawn: the text and its layout are unchanged)
// A text renderer draws a Text's laid-out lines, runs and glyphs itself (WWDC24 "Create custom
// visual effects with SwiftUI"): it changes pixels, not the string the screen shows or its size,
// so the engine accepts it and never calls `draw(layout:in:)` (its text screen draws no glyphs;
// a layout here has no lines). A custom `TextAttribute` marks runs for a renderer to find.
// Evidence: Apple docs, textRenderer(_:) ("Returns a new view such that any text views within it
// will use renderer to draw themselves"), TextRenderer (`draw(layout:in:)`,
// `sizeThatFits(proposal:text:)`, `displayPadding`), TextProxy, TextAttribute,
// Text.customAttribute(_:), Text.Layout and its Line, Run and RunSlice collections.
nonisolated extension View {
    public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View { inert() }
}

/// StateEngine: inert (a visual value)
public protocol TextRenderer: Animatable {
    func draw(layout: Text.Layout, in context: inout GraphicsContext)
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.sizeThatFits(proposal) }
    public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// The text a renderer sizes.
/// StateEngine: inert (a visual value)
public struct TextProxy {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }
}

/// StateEngine: inert (a visual value)
public protocol TextAttribute: Hashable {}

extension Text {
    /// Marks the text's runs with `value` for a text renderer; the string is unchanged.
    public func customAttribute<T: TextAttribute>(_ value: T) -> Text { self }

    /// Laid-out text as a renderer sees it: lines of runs of glyph slices.
    public struct Layout: RandomAccessCollection, Equatable {
        public var startIndex: Int { 0 }
        public var endIndex: Int { 0 }
        public subscript(index: Int) -> Line { fatalError("a text layout the engine hands out has no lines") }
        public var isTruncated: Bool { false }

        public struct TypographicBounds: Equatable, Sendable {
            public var origin: CGPoint = .zero
            public var width: CGFloat = 0
            public var ascent: CGFloat = 0
            public var descent: CGFloat = 0
            public var leading: CGFloat = 0
            public var rect: CGRect { CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent) }
        }

        public struct Line: RandomAccessCollection, Equatable {
            public var startIndex: Int { 0 }
            public var endIndex: Int { 0 }
            public subscript(index: Int) -> Run { fatalError("a text layout the engine hands out has no runs") }
            public var origin: CGPoint { .zero }
            public var typographicBounds: TypographicBounds { TypographicBounds() }
        }

        public struct Run: RandomAccessCollection, Equatable {
            public var startIndex: Int { 0 }
            public var endIndex: Int { 0 }
            public subscript(index: Int) -> RunSlice { fatalError("a text layout the engine hands out has no glyphs") }
            public subscript<T: TextAttribute>(key: T.Type) -> T? { nil }
            public var typographicBounds: TypographicBounds { TypographicBounds() }
            public var layoutDirection: LayoutDirection { .leftToRight }
        }

        public struct RunSlice: RandomAccessCollection, Equatable {
            public var startIndex: Int { 0 }
            public var endIndex: Int { 0 }
            public subscript(index: Int) -> RunSlice { fatalError("a text layout the engine hands out has no glyphs") }
            public subscript<T: TextAttribute>(key: T.Type) -> T? { nil }
            public var typographicBounds: TypographicBounds { TypographicBounds() }
        }
    }
}

extension GraphicsContext {
    /// How a renderer draws a line, run or glyph slice (never called: layouts here are empty).
    public struct DrawingOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var disablesSubpixelQuantization: DrawingOptions { DrawingOptions(rawValue: 1) }
    }
    public mutating func draw(_ line: Text.Layout.Line, options: DrawingOptions = .init()) {}
    public mutating func draw(_ run: Text.Layout.Run, options: DrawingOptions = .init()) {}
    public mutating func draw(_ slice: Text.Layout.RunSlice, options: DrawingOptions = .init()) {}
}
