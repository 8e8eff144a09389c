/// iOS 26's rectangle whose corners follow the corners of its container (a sheet, the screen):
/// a shape like `Rectangle` that only draws, named on the text screen.
/// Evidence: Apple docs "ConcentricRectangle" ("A shape whose corners are concentric to its
/// container's"); how rounded the corners are is visual.
nonisolated public struct ConcentricRectangle: Shape, Sendable, ScreenRenderable, PrimitiveView {
    public typealias Body = Never
    public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
    func renderLeaf(into screen: inout ScreenBuilder, environment: EnvironmentValues) { screen.node("ConcentricRectangle", role: .shape) }
}
