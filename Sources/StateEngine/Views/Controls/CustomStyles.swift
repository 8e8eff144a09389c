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

// MARK: Toggle

@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ToggleStyleConfiguration
}

public struct ToggleStyleConfiguration {
    nonisolated public struct Label: ErasedPart { let part: AnyView }
    public let label: Label
    @Binding public var isOn: Bool
    public var isMixed: Bool
}

extension ToggleStyle where Self: _BuiltInStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
/// StateEngine: inert (a visual value)
public struct SwitchToggleStyle: ToggleStyle, _BuiltInStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct ButtonToggleStyle: ToggleStyle, _BuiltInStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct DefaultToggleStyle: ToggleStyle, _BuiltInStyle { public init() {} }
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
    nonisolated public struct Title: ErasedPart { let part: AnyView }
    nonisolated public struct Icon: ErasedPart { let part: AnyView }
    public let title: Title
    public let icon: Icon
}

extension LabelStyle where Self: _BuiltInStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
/// StateEngine: inert (a visual value)
public struct IconOnlyLabelStyle: LabelStyle, _BuiltInStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct TitleOnlyLabelStyle: LabelStyle, _BuiltInStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct TitleAndIconLabelStyle: LabelStyle, _BuiltInStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct DefaultLabelStyle: LabelStyle, _BuiltInStyle { public init() {} }
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
    nonisolated public struct Label: ErasedPart { let part: AnyView }
    nonisolated public struct CurrentValueLabel: ErasedPart { let part: AnyView }
    /// The completed fraction, 0 to 1; nil for an indeterminate progress view.
    public let fractionCompleted: Double?
    public var label: Label?
    public var currentValueLabel: CurrentValueLabel?
}

extension ProgressViewStyle where Self: _BuiltInStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
/// StateEngine: inert (a visual value)
public struct LinearProgressViewStyle: ProgressViewStyle, _BuiltInStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct CircularProgressViewStyle: ProgressViewStyle, _BuiltInStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct DefaultProgressViewStyle: ProgressViewStyle, _BuiltInStyle { public init() {} }
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
    nonisolated public struct Label: ErasedPart { let part: AnyView }
    nonisolated public struct Content: ErasedPart { let part: AnyView }
    public let label: Label
    public let content: Content
}

extension LabeledContentStyle where Self: _BuiltInStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
/// StateEngine: inert (a visual value)
public struct AutomaticLabeledContentStyle: LabeledContentStyle, _BuiltInStyle { public init() {} }
extension LabeledContentStyle where Self == AutomaticLabeledContentStyle { public static var automatic: AutomaticLabeledContentStyle { .init() } }

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

// MARK: The modifiers

nonisolated extension View {
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { modifier(setStyle(style) { $0.makeBody(configuration: $1) }) }
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View { modifier(setStyle(style) { $0.makeBody(configuration: $1) }) }
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { modifier(setStyle(style) { $0.makeBody(configuration: $1) }) }
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View { modifier(setStyle(style) { $0.makeBody(configuration: $1) }) }
}
