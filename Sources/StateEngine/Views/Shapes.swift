import Transcript

/// Shapes draw something on screen; the text screen names them. A shape of the scenario's
/// own (`struct Wedge: Shape { func path(in:) }`) gets SwiftUI's default body, a `_ShapeView`
/// that shows the shape's type name. Evidence: Apple's Shape docs (`path(in:)` is the one
/// requirement, `nonisolated` in Xcode 16's SDK; a shape is a Sendable, animatable view).
public protocol Shape: Sendable, Animatable, View, _RemoveGlobalActorIsolation {
    nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }
}

/// A shape drawn with a style: SwiftUI's default body of a custom `Shape`.
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, ScreenRenderable, PrimitiveView {
    public typealias Body = Never
    public var shape: Content
    public var style: Style

    public init(shape: Content, style: Style) {
        self.shape = shape
        self.style = style
    }

    func renderLeaf(into screen: inout ScreenBuilder, environment: EnvironmentValues) {
        screen.node(viewTypeName(Content.self), role: .shape)
    }
}

/// Filling and stroking draw the shape (a `ShapeView` that can be filled and stroked again);
/// the screen names the shape, the paint is pixels. Evidence: Apple docs, Shape.fill(_:style:)
/// returns `_ShapeView<Self, S>`, stroke(_:lineWidth:antialiased:) a `StrokeShapeView`.
nonisolated extension Shape {
    @_disfavoredOverload
    public func fill(style: FillStyle = FillStyle()) -> some View { inert() }
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content)
    }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        StrokeShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }
    public func stroke(lineWidth: CGFloat = 1) -> some View { inert() }
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape { self }
}

nonisolated public struct Circle: Shape, Sendable, ScreenRenderable, PrimitiveView {
    public typealias Body = Never
    public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: CGRect(x: rect.midX - min(rect.width, rect.height) / 2, y: rect.midY - min(rect.width, rect.height) / 2, width: min(rect.width, rect.height), height: min(rect.width, rect.height))) }
    func renderLeaf(into screen: inout ScreenBuilder, environment: EnvironmentValues) { screen.node("Circle", role: .shape) }
}

nonisolated public struct Rectangle: Shape, Sendable, ScreenRenderable, PrimitiveView {
    public typealias Body = Never
    public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
    func renderLeaf(into screen: inout ScreenBuilder, environment: EnvironmentValues) { screen.node("Rectangle", role: .shape) }
}

nonisolated public struct RoundedRectangle: Shape, Sendable, ScreenRenderable, PrimitiveView {
    public typealias Body = Never
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    nonisolated public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    func renderLeaf(into screen: inout ScreenBuilder, environment: EnvironmentValues) { screen.node("RoundedRectangle", role: .shape) }
}

nonisolated public struct Capsule: Shape, Sendable, ScreenRenderable, PrimitiveView {
    public typealias Body = Never
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    nonisolated public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style) }
    func renderLeaf(into screen: inout ScreenBuilder, environment: EnvironmentValues) { screen.node("Capsule", role: .shape) }
}

nonisolated public struct Ellipse: Shape, Sendable, ScreenRenderable, PrimitiveView {
    public typealias Body = Never
    public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    func renderLeaf(into screen: inout ScreenBuilder, environment: EnvironmentValues) { screen.node("Ellipse", role: .shape) }
}

nonisolated public struct ContainerRelativeShape: Shape, Sendable, ScreenRenderable, PrimitiveView {
    public typealias Body = Never
    public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
    func renderLeaf(into screen: inout ScreenBuilder, environment: EnvironmentValues) { screen.node("ContainerRelativeShape", role: .shape) }
}

extension RoundedRectangle {
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadius: cornerSize.width, style: style)
        self.cornerSize = cornerSize
    }
}

extension Shape where Self == Circle { public static var circle: Circle { Circle() } }
extension Shape where Self == Rectangle { public static var rect: Rectangle { Rectangle() } }
extension Shape where Self == Capsule { public static var capsule: Capsule { Capsule() } }
extension Shape where Self == Ellipse { public static var ellipse: Ellipse { Ellipse() } }
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle { RoundedRectangle(cornerRadius: cornerRadius, style: style) }
}

public enum RoundedCornerStyle: Equatable, Sendable { case circular, continuous }

nonisolated extension View {
    /// A Picker option's value, or a tab's (`TabView(selection:)`).
    public func tag<V: Hashable>(_ tag: V) -> some View { modifier(_TagModifier(tag: AnyHashable(tag))) }
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View { modifier(_TagModifier(tag: AnyHashable(tag))) }
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
nonisolated public struct _TagModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let tag: AnyHashable
    func makeBehavior() -> ModifierBehavior<Self> { ModifierBehavior() }
}

extension _TagModifier: ViewTraitWriter {
    func writeTraits(into traits: inout ViewTraits) { traits[TagTrait.self] = tag }
}

extension Button where Label == Text {
    /// The title is what the text screen shows; the image is decoration.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
}
