import Foundation

/// The outline of a 2D shape. The engine draws nothing, so a path only records the elements it
/// was given (two paths built the same way are equal, as SwiftUI's `Path` is `Equatable`);
/// drawn as a view it shows as one `Path` line on the screen. Evidence: Apple's Path docs
/// (a value type; a Shape whose `path(in:)` returns itself).
nonisolated public struct Path: Shape, Equatable, Sendable, ScreenRenderable, PrimitiveView {
    public typealias Body = Never

    /// One drawing instruction, as given.
    enum Element: Equatable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case rect(CGRect)
        case roundedRect(CGRect, cornerSize: CGSize)
        case ellipse(CGRect)
        case arc(center: CGPoint, radius: CGFloat, start: Angle, end: Angle, clockwise: Bool)
        case tangentArc(CGPoint, CGPoint, radius: CGFloat)
        case close
    }

    private(set) var elements: [Element] = []

    public init() {}

    /// A path of these elements, as given (a transformed path's).
    init(elements: [Element]) { self.elements = elements }

    public init(_ rect: CGRect) { addRect(rect) }

    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// The last point a drawing instruction reached (nil for an empty or closed path).
    public var currentPoint: CGPoint? {
        switch elements.last {
        case .move(let point), .line(let point): point
        case .quadCurve(let point, _), .curve(let point, _, _): point
        default: nil
        }
    }

    public mutating func move(to end: CGPoint) { elements.append(.move(end)) }
    public mutating func addLine(to end: CGPoint) { elements.append(.line(end)) }

    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { addLine(to: point) }
    }

    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: end, control: control))
    }

    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }

    public mutating func addRect(_ rect: CGRect) { elements.append(.rect(rect)) }
    public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }
    public mutating func addEllipse(in rect: CGRect) { elements.append(.ellipse(rect)) }

    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        elements.append(.roundedRect(rect, cornerSize: cornerSize))
    }

    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        elements.append(.arc(center: center, radius: radius, start: startAngle, end: endAngle, clockwise: clockwise))
    }

    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: Angle(radians: startAngle.radians + delta.radians), clockwise: delta.radians < 0)
    }

    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        elements.append(.tangentArc(tangent1End, tangent2End, radius: radius))
    }

    public mutating func addPath(_ path: Path) { elements.append(contentsOf: path.elements) }
    public mutating func closeSubpath() { elements.append(.close) }

    nonisolated public func path(in rect: CGRect) -> Path { self }

    func renderLeaf(into screen: inout ScreenBuilder, environment: EnvironmentValues) {
        screen.node("Path", role: .shape)
    }
}
