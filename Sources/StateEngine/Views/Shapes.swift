import Transcript

/// Shapes draw something on screen; the text screen names them.
public protocol Shape: View {}

extension Shape {
    public func fill<S: ShapeStyle>(_ content: S) -> ModifiedContent<Self, _InertModifier> { modifier(_InertModifier(name: "fill")) }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: Double = 1) -> ModifiedContent<Self, _InertModifier> { modifier(_InertModifier(name: "stroke")) }
}

public struct Circle: Shape, ScreenRenderable, PrimitiveView {
    public typealias Body = Never
    public init() {}
    func renderLeaf(into screen: inout ScreenBuilder, environment: EnvironmentValues) { screen.node("Circle", role: .shape) }
}

public struct Rectangle: Shape, ScreenRenderable, PrimitiveView {
    public typealias Body = Never
    public init() {}
    func renderLeaf(into screen: inout ScreenBuilder, environment: EnvironmentValues) { screen.node("Rectangle", role: .shape) }
}

public struct RoundedRectangle: Shape, ScreenRenderable, PrimitiveView {
    public typealias Body = Never
    public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {}
    func renderLeaf(into screen: inout ScreenBuilder, environment: EnvironmentValues) { screen.node("RoundedRectangle", role: .shape) }
}

public struct Capsule: Shape, ScreenRenderable, PrimitiveView {
    public typealias Body = Never
    public init() {}
    func renderLeaf(into screen: inout ScreenBuilder, environment: EnvironmentValues) { screen.node("Capsule", role: .shape) }
}

public enum RoundedCornerStyle: Sendable { case circular, continuous }

/// Transitions are accepted and have no effect on the text screen.
public struct AnyTransition: Sendable {
    public static let opacity = AnyTransition(), slide = AnyTransition(), scale = AnyTransition(), identity = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
}

extension View {
    public func transition(_ transition: AnyTransition) -> ModifiedContent<Self, _InertModifier> { modifier(_InertModifier(name: "transition")) }
    public func imageScale(_ scale: Image.Scale) -> ModifiedContent<Self, _InertModifier> { modifier(_InertModifier(name: "imageScale")) }
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> ModifiedContent<Self, _InertModifier> { modifier(_InertModifier(name: "presentationDetents")) }
    public func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, _TagModifier> { modifier(_TagModifier(tag: AnyHashable(tag))) }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> ModifiedContent<Self, _InertModifier> { modifier(_InertModifier(name: "accessibilityLabel")) }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedContent<Self, _InertModifier> { modifier(_InertModifier(name: "onTapGesture")) }
    public func textFieldStyle<S>(_ style: S) -> ModifiedContent<Self, _InertModifier> { modifier(_InertModifier(name: "textFieldStyle")) }
    public func toggleStyle<S>(_ style: S) -> ModifiedContent<Self, _InertModifier> { modifier(_InertModifier(name: "toggleStyle")) }
    public func pickerStyle<S>(_ style: S) -> ModifiedContent<Self, _InertModifier> { modifier(_InertModifier(name: "pickerStyle")) }
    public func controlSize(_ size: ControlSize) -> ModifiedContent<Self, _InertModifier> { modifier(_InertModifier(name: "controlSize")) }
}

public enum ControlSize: Sendable { case mini, small, regular, large, extraLarge }

public struct PresentationDetent: Hashable, Sendable {
    let name: String
    public static let medium = PresentationDetent(name: "medium"), large = PresentationDetent(name: "large")
    public static func height(_ height: Double) -> PresentationDetent { PresentationDetent(name: "height") }
    public static func fraction(_ fraction: Double) -> PresentationDetent { PresentationDetent(name: "fraction") }
}

extension Image {
    public enum Scale: Sendable { case small, medium, large }
}

/// `.tag`: identifies a Picker option.
public struct _TagModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let tag: AnyHashable
    func makeBehavior() -> ModifierBehavior { ModifierBehavior() }
}

extension Button where Label == Text {
    /// The title is what the text screen shows; the image is decoration.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
}
