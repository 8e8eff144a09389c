import Transcript

/// Styles accepted by `foregroundStyle`, `background` and friends.
public protocol ShapeStyle {}

nonisolated public struct Color: View, ShapeStyle, Hashable, Sendable, ScreenRenderable, PrimitiveView {
    public typealias Body = Never
    let name: String
    init(name: String) { self.name = name }
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        name = "rgb(\(red), \(green), \(blue))"
    }
    public init(white: Double, opacity: Double = 1) { name = "white(\(white))" }
    public init(_ name: String) { self.name = name }
    public static let red = Color(name: "red"), orange = Color(name: "orange"), yellow = Color(name: "yellow")
    public static let green = Color(name: "green"), mint = Color(name: "mint"), teal = Color(name: "teal")
    public static let cyan = Color(name: "cyan"), blue = Color(name: "blue"), indigo = Color(name: "indigo")
    public static let purple = Color(name: "purple"), pink = Color(name: "pink"), brown = Color(name: "brown")
    public static let white = Color(name: "white"), gray = Color(name: "gray"), black = Color(name: "black")
    public static let clear = Color(name: "clear"), primary = Color(name: "primary"), secondary = Color(name: "secondary")
    public static let accentColor = Color(name: "accentColor")
    public func opacity(_ value: Double) -> Color { self }

    func renderLeaf(into screen: inout ScreenBuilder, environment: EnvironmentValues) {
        screen.node("Color", role: .shape, detail: name)
    }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var blue: Color { .blue }
    public static var green: Color { .green }
    public static var orange: Color { .orange }
    public static var gray: Color { .gray }
    public static var white: Color { .white }
    public static var black: Color { .black }
    public static var yellow: Color { .yellow }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var clear: Color { .clear }
}

public struct HierarchicalShapeStyle: ShapeStyle, Sendable {
    public static let primary = HierarchicalShapeStyle()
    public static let secondary = HierarchicalShapeStyle()
    public static let tertiary = HierarchicalShapeStyle()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
}

nonisolated public struct Spacer: View, Sendable, ScreenRenderable, PrimitiveView {
    public typealias Body = Never
    let minLength: Double?
    public init(minLength: Double? = nil) { self.minLength = minLength }
    func renderLeaf(into screen: inout ScreenBuilder, environment: EnvironmentValues) { screen.node("Spacer", role: .decoration) }
}

nonisolated public struct Divider: View, Sendable, ScreenRenderable, PrimitiveView {
    public typealias Body = Never
    public init() {}
    func renderLeaf(into screen: inout ScreenBuilder, environment: EnvironmentValues) { screen.node("Divider", role: .decoration) }
}

nonisolated public struct Image: View, Sendable, ScreenRenderable, PrimitiveView {
    public typealias Body = Never
    let name: String
    /// SF Symbols are sized by the font; other images by their own size (Layout/LeafSizes.swift).
    var isSymbol = false
    var isResizable = false
    public init(systemName: String) { name = systemName; isSymbol = true }
    public init(_ name: String) { self.name = name }
    public func resizable() -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }
    func renderLeaf(into screen: inout ScreenBuilder, environment: EnvironmentValues) {
        screen.node("Image", role: .image, label: name)
        screen.symbols.append(name)
    }
}

