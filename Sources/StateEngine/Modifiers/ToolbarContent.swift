/// Toolbar content written apart from `.toolbar { }` (`var items: some ToolbarContent`,
/// `@ToolbarContentBuilder`): the engine's toolbar items are views shown after the content they
/// decorate (Toolbar.swift), so toolbar content is a view and its builder builds views. A
/// customizable toolbar (`toolbar(id:content:)`) shows its items as written: users rearrange
/// toolbars on iPad and Mac, not on iPhone. Evidence: Apple docs, ToolbarContent ("Conforming
/// types represent items that can be placed in various locations in a toolbar"),
/// ToolbarContentBuilder, CustomizableToolbarContent, toolbar(id:content:) ("Populates the
/// toolbar or navigation bar with the specified items, allowing for user customization"),
/// ToolbarItem(id:placement:content:); Human Interface Guidelines, Toolbars ("In iPadOS and
/// macOS apps, people can customize the toolbar").
@MainActor @preconcurrency
public protocol ToolbarContent: View {}
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent {}

extension ToolbarItem: CustomizableToolbarContent {}
extension ToolbarItemGroup: ToolbarContent {}
extension TupleView: ToolbarContent, CustomizableToolbarContent {}
extension _ConditionalContent: ToolbarContent, CustomizableToolbarContent {}
extension Optional: ToolbarContent, CustomizableToolbarContent where Wrapped: View {}
extension EmptyView: ToolbarContent, CustomizableToolbarContent {}
extension Group: ToolbarContent, CustomizableToolbarContent {}
extension ForEach: ToolbarContent, CustomizableToolbarContent where Content: View {}

extension ToolbarItem {
    /// A customizable item's `id` names it among a customizable toolbar's items.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.init(placement: placement, content: content)
    }
}

@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(packing: repeat each content)
    }
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
}

/// StateEngine: inert (a visual value)
public struct ToolbarCustomizationOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static var alwaysAvailable: ToolbarCustomizationOptions { ToolbarCustomizationOptions(rawValue: 1) }
}

nonisolated extension View {
    public func toolbar<Content: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View {
        toolbar { content() }
    }
}

// StateEngine: inert (where a toolbar's title and items are drawn: the same items show, and steps find them the same way)
// Evidence: Apple docs, toolbarRole(_:) ("Configures the semantic role for the content populating
// the toolbar"; `.editor` moves the title to the leading edge on iPad, `.browser` likewise).
nonisolated extension View {
    public func toolbarRole(_ role: ToolbarRole) -> some View { inert() }
}

/// iOS 26's space between toolbar items (it splits the glass background behind them): purely
/// visual, so the toolbar's items are shown and tapped as without it. Evidence: Apple docs
/// "ToolbarSpacer" ("A standard space item in toolbars"; `sizing` fixed or flexible).
/// StateEngine: inert (a visual value)
public struct ToolbarSpacer: CustomizableToolbarContent {
    public typealias Body = EmptyView
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {}
    public var body: EmptyView { EmptyView() }
}
