/// Custom button styles: `buttonStyle(_:)` sets the style for the buttons below it through the
/// environment, as the other custom styles do (CustomStyles.swift).
/// - A `ButtonStyle` changes how a button looks, not what it does: the button shows the style's
///   `makeBody(configuration:)` as its label and stays a button the driver taps, running its
///   action. `configuration.isPressed` is false: the screen is read at rest, between touches.
/// - A `PrimitiveButtonStyle` takes over the interaction too: the screen shows only what the
///   style draws, and the action runs when the style calls `configuration.trigger()` (from its
///   own `Button(configuration)`, a tap gesture, ...). A button whose style never triggers it
///   cannot be tapped, as in SwiftUI.
/// The last `buttonStyle(_:)` above a button wins whichever kind it is; a built-in style
/// (`.bordered`, `.plain`, ...) restores the built-in button.
/// Evidence: Apple docs, ButtonStyle ("applies standard interaction behavior and a custom
/// appearance to all buttons within a view hierarchy"), PrimitiveButtonStyle ("applies custom
/// interaction behavior and a custom appearance"), ButtonStyleConfiguration.isPressed ("whether
/// the user is currently pressing the button"), PrimitiveButtonStyleConfiguration.trigger()
/// ("Performs the button's action"), Button.init(_:) for a PrimitiveButtonStyleConfiguration
/// ("Creates a button based on a configuration for a style with a custom appearance and custom
/// interaction behavior").

@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}

public struct ButtonStyleConfiguration {
    /// The button's label as a view a style can wrap.
    nonisolated public struct Label: ErasedPart { let part: AnyView }
    public let role: ButtonRole?
    public let label: ButtonStyleConfiguration.Label
    public let isPressed: Bool
}

@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

public struct PrimitiveButtonStyleConfiguration {
    nonisolated public struct Label: ErasedPart { let part: AnyView }
    public let role: ButtonRole?
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: () -> Void
    public func trigger() { action() }
}

extension PrimitiveButtonStyle where Self: _BuiltInStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
/// StateEngine: inert (a visual value)
public struct BorderedButtonStyle: PrimitiveButtonStyle, _BuiltInStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, _BuiltInStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct BorderlessButtonStyle: PrimitiveButtonStyle, _BuiltInStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct PlainButtonStyle: PrimitiveButtonStyle, _BuiltInStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct DefaultButtonStyle: PrimitiveButtonStyle, _BuiltInStyle { public init() {} }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle { public static var borderedProminent: BorderedProminentButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a primitive style draws: its label, its role, and `trigger()` as its action.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
    }
}

/// The button style in effect: one slot, as the last `buttonStyle(_:)` above a button wins
/// whichever kind it is.
final class ButtonStyleInEffect {
    enum Kind {
        case appearance((ButtonStyleConfiguration) -> AnyView)
        case interaction((PrimitiveButtonStyleConfiguration) -> AnyView)
    }
    let kind: Kind
    /// The style in effect where this one was set: what the style's own body sees.
    let outer: ButtonStyleInEffect?
    init(_ kind: Kind, outer: ButtonStyleInEffect?) {
        self.kind = kind
        self.outer = outer
    }
}

struct ButtonStyleKey: EnvironmentKey { static var defaultValue: ButtonStyleInEffect? { nil } }

/// What a button shows under the style in effect.
enum StyledButton {
    /// The style's body is the button's label; the button stays tappable.
    case label(StyledBody)
    /// The style's body replaces the button.
    case replacement(StyledBody)
}

extension EnvironmentValues {
    func styledButton(label: AnyView, role: ButtonRole?, action: @escaping () -> Void) -> StyledButton? {
        guard let style = self[ButtonStyleKey.self] else { return nil }
        var inner = self
        inner[ButtonStyleKey.self] = style.outer
        switch style.kind {
        case .appearance(let make):
            let configuration = ButtonStyleConfiguration(role: role, label: .init(part: label), isPressed: false)
            return .label(StyledBody(view: make(configuration), environment: inner))
        case .interaction(let make):
            let configuration = PrimitiveButtonStyleConfiguration(role: role, label: .init(part: label), action: action)
            return .replacement(StyledBody(view: make(configuration), environment: inner))
        }
    }
}

nonisolated extension View {
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let isBuiltIn = style is any _BuiltInStyle
        return modifier(_EnvironmentWritingModifier(transform: { environment in
            environment[ButtonStyleKey.self] = isBuiltIn ? nil : ButtonStyleInEffect(.interaction(erasedBody(of: style) { $0.makeBody(configuration: $1) }), outer: environment[ButtonStyleKey.self])
        }, comparable: style))
    }

    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(_EnvironmentWritingModifier(transform: { environment in
            environment[ButtonStyleKey.self] = ButtonStyleInEffect(.appearance(erasedBody(of: style) { $0.makeBody(configuration: $1) }), outer: environment[ButtonStyleKey.self])
        }, comparable: style))
    }
}
