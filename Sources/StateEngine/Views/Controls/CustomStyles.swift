/// Custom control styles: `toggleStyle(_:)`, `labelStyle(_:)`, `progressViewStyle(_:)` and
/// `labeledContentStyle(_:)` set the style for the controls below them through the environment,
/// and a control whose environment holds a custom style shows that style's
/// `makeBody(configuration:)` in place of its built-in look. The configuration carries the
/// control's parts (its label as a view, a toggle's `isOn` binding, a progress view's fraction),
/// so a style that calls `configuration.isOn.toggle()` from a button writes the toggle's binding,
/// and the screen shows what the style draws (the driver taps the style's button). Inside the
/// style's body the style in effect is the one outside it, so `Toggle(configuration)` in a style
/// that only decorates builds the toggle the outer style draws. A built-in style (`.switch`,
/// `.automatic`, `.iconOnly`, `.linear`) restores the built-in look, which the text screen draws
/// the same way whichever built-in style it is.
/// Evidence: Apple docs, ToggleStyle ("To configure the current toggle style for a view
/// hierarchy, use the toggleStyle(_:) modifier"; makeBody(configuration:): "Creates a view that
/// represents the body of a toggle"), ToggleStyleConfiguration (`label`, `$isOn`, `isMixed`),
/// Toggle.init(_:) ("Creates a toggle based on a toggle style configuration. You can use this
/// initializer within the makeBody(configuration:) method of a ToggleStyle to create an instance
/// of the styled toggle. This is useful for custom toggle styles that only modify the current
/// toggle style"), LabelStyle and LabelStyleConfiguration (`title`, `icon`), ProgressViewStyle and
/// ProgressViewStyleConfiguration (`fractionCompleted`, `label`, `currentValueLabel`),
/// LabeledContentStyle and LabeledContentStyleConfiguration (`label`, `content`).
final class CustomStyle<Configuration> {
    let make: (Configuration) -> AnyView
    /// The style in effect where this one was set: what the style's own body sees.
    let outer: CustomStyle<Configuration>?
    init(make: @escaping (Configuration) -> AnyView, outer: CustomStyle<Configuration>?) {
        self.make = make
        self.outer = outer
    }
}

struct ToggleStyleKey: EnvironmentKey { static var defaultValue: CustomStyle<ToggleStyleConfiguration>? { nil } }
struct LabelStyleKey: EnvironmentKey { static var defaultValue: CustomStyle<LabelStyleConfiguration>? { nil } }
struct ProgressViewStyleKey: EnvironmentKey { static var defaultValue: CustomStyle<ProgressViewStyleConfiguration>? { nil } }
struct LabeledContentStyleKey: EnvironmentKey { static var defaultValue: CustomStyle<LabeledContentStyleConfiguration>? { nil } }

/// A style's body for a control, and the environment it is built in (the outer style in effect).
struct StyledBody {
    let view: AnyView
    let environment: EnvironmentValues
}

extension EnvironmentValues {
    /// The body the custom style set under `key` draws for `configuration`, if one is set.
    func styledBody<Key: EnvironmentKey, Configuration>(_ key: Key.Type, _ configuration: @autoclosure () -> Configuration) -> StyledBody?
    where Key.Value == CustomStyle<Configuration>? {
        guard let style = self[key] else { return nil }
        var inner = self
        inner[key] = style.outer
        return StyledBody(view: style.make(configuration()), environment: inner)
    }
}

/// Sets `style` for the controls below: a built-in style clears the custom one.
func setStyle<Key: EnvironmentKey, Style, Configuration>(
    _ key: Key.Type, _ style: Style, isBuiltIn: Bool, body: @escaping @MainActor (Style, Configuration) -> AnyView
) -> _EnvironmentWritingModifier where Key.Value == CustomStyle<Configuration>? {
    _EnvironmentWritingModifier(transform: { environment in
        environment[key] = isBuiltIn ? nil : CustomStyle(make: { runAsMainActor(style, $0, body) }, outer: environment[key])
    }, comparable: style)
}

/// A configuration's part (a toggle's label, a label's icon): the control's own view, shown
/// where the style's body places it.
nonisolated protocol ErasedPart: View, PrimitiveView {
    var part: AnyView { get }
}

nonisolated extension ErasedPart {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        ErasedPartNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

final class ErasedPartNode<V: ErasedPart>: Node, ViewNode {
    var child: Node?
    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: V) {
        super.init(graph: graph, parent: parent, environment: environment)
        child = reconcile(nil, with: view.part, environment: environment, parent: self, graph: graph)
    }
    override var children: [Node] { child.map { [$0] } ?? [] }
    func update(view: V, environment: EnvironmentValues) {
        self.environment = environment
        child = reconcile(child, with: view.part, environment: environment, parent: self, graph: graph)
    }
}

// MARK: Toggle

@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ToggleStyleConfiguration
}

public struct ToggleStyleConfiguration {
    nonisolated public struct Label: ErasedPart {
        public typealias Body = Never
        let part: AnyView
    }
    public let label: Label
    @Binding public var isOn: Bool
    public var isMixed: Bool
}

/// The built-in styles draw the built-in switch.
public protocol _BuiltInToggleStyle: ToggleStyle where Body == EmptyView {}
extension _BuiltInToggleStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
/// StateEngine: inert (a visual value)
public struct SwitchToggleStyle: _BuiltInToggleStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct ButtonToggleStyle: _BuiltInToggleStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct DefaultToggleStyle: _BuiltInToggleStyle { public init() {} }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }

extension Toggle where Label == ToggleStyleConfiguration.Label {
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

// MARK: Label

@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabelStyleConfiguration
}

public struct LabelStyleConfiguration {
    nonisolated public struct Title: ErasedPart {
        public typealias Body = Never
        let part: AnyView
    }
    nonisolated public struct Icon: ErasedPart {
        public typealias Body = Never
        let part: AnyView
    }
    public let title: Title
    public let icon: Icon
}

public protocol _BuiltInLabelStyle: LabelStyle where Body == EmptyView {}
extension _BuiltInLabelStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
/// StateEngine: inert (a visual value)
public struct IconOnlyLabelStyle: _BuiltInLabelStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct TitleOnlyLabelStyle: _BuiltInLabelStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct TitleAndIconLabelStyle: _BuiltInLabelStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct DefaultLabelStyle: _BuiltInLabelStyle { public init() {} }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

// MARK: ProgressView

@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ProgressViewStyleConfiguration
}

public struct ProgressViewStyleConfiguration {
    nonisolated public struct Label: ErasedPart {
        public typealias Body = Never
        let part: AnyView
    }
    nonisolated public struct CurrentValueLabel: ErasedPart {
        public typealias Body = Never
        let part: AnyView
    }
    /// The completed fraction, 0 to 1; nil for an indeterminate progress view.
    public let fractionCompleted: Double?
    public var label: Label?
    public var currentValueLabel: CurrentValueLabel?
}

public protocol _BuiltInProgressViewStyle: ProgressViewStyle where Body == EmptyView {}
extension _BuiltInProgressViewStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
/// StateEngine: inert (a visual value)
public struct LinearProgressViewStyle: _BuiltInProgressViewStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct CircularProgressViewStyle: _BuiltInProgressViewStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct DefaultProgressViewStyle: _BuiltInProgressViewStyle { public init() {} }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { .init() } }

extension ProgressView where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// A progress view from a style's configuration: its fraction of 1, and its label.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(label: configuration.label ?? Label(part: AnyView(EmptyView())), value: configuration.fractionCompleted, total: 1)
    }
}

// MARK: LabeledContent

@MainActor @preconcurrency
public protocol LabeledContentStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabeledContentStyleConfiguration
}

public struct LabeledContentStyleConfiguration {
    nonisolated public struct Label: ErasedPart {
        public typealias Body = Never
        let part: AnyView
    }
    nonisolated public struct Content: ErasedPart {
        public typealias Body = Never
        let part: AnyView
    }
    public let label: Label
    public let content: Content
}

public protocol _BuiltInLabeledContentStyle: LabeledContentStyle where Body == EmptyView {}
extension _BuiltInLabeledContentStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
/// StateEngine: inert (a visual value)
public struct AutomaticLabeledContentStyle: _BuiltInLabeledContentStyle { public init() {} }
extension LabeledContentStyle where Self == AutomaticLabeledContentStyle { public static var automatic: AutomaticLabeledContentStyle { .init() } }

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

// MARK: The modifiers

nonisolated extension View {
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifier(setStyle(ToggleStyleKey.self, style, isBuiltIn: style is any _BuiltInToggleStyle) { style, configuration in
            AnyView(style.makeBody(configuration: configuration))
        })
    }
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        modifier(setStyle(LabelStyleKey.self, style, isBuiltIn: style is any _BuiltInLabelStyle) { style, configuration in
            AnyView(style.makeBody(configuration: configuration))
        })
    }
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modifier(setStyle(ProgressViewStyleKey.self, style, isBuiltIn: style is any _BuiltInProgressViewStyle) { style, configuration in
            AnyView(style.makeBody(configuration: configuration))
        })
    }
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        modifier(setStyle(LabeledContentStyleKey.self, style, isBuiltIn: style is any _BuiltInLabeledContentStyle) { style, configuration in
            AnyView(style.makeBody(configuration: configuration))
        })
    }
}
