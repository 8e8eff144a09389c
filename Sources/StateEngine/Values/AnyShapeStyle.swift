/// `AnyShapeStyle(isOn ? Color.red : Color.gray)`: a type-erased style, as visual as the style it
/// wraps (Apple's documentation: "A type-erased ShapeStyle value").
/// StateEngine: inert (a visual value)
public struct AnyShapeStyle: ShapeStyle, Sendable {
    public init<S: ShapeStyle>(_ style: S) {}
}
