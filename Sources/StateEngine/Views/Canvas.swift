import Foundation

/// A drawing area whose renderer records what it draws, as `Path` records its elements: the
/// renderer runs when the layout pass places the canvas at a new size and whenever its
/// inputs change (a new renderer closure), with the size the pass gave it; the screen shows
/// the canvas with the number of operations and the texts it drew.
// Evidence: Apple docs, Canvas ("an immediate mode drawing destination"; the renderer receives
// a GraphicsContext and the canvas size) and GraphicsContext (fill, stroke, draw, opacity,
// transforms, clipping).
nonisolated public struct Canvas<Symbols: View>: View {
    public typealias Body = Never
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let symbols: Symbols

    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) where Symbols == EmptyView {
        self.renderer = renderer
        symbols = EmptyView()
    }

    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.renderer = renderer
        self.symbols = symbols()
    }
}

public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }

extension Canvas: PrimitiveView {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        CanvasNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

final class CanvasNode<Symbols: View>: Node, ViewNode, LayoutParticipant {
    private(set) var operations: [GraphicsContext.Operation] = []
    private var view: Canvas<Symbols>
    /// The size of the last placement; nil until the first layout pass places the canvas.
    private var size: CGSize?

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: Canvas<Symbols>) {
        self.view = view
        super.init(graph: graph, parent: parent, environment: environment)
    }

    func update(view: Canvas<Symbols>, environment: EnvironmentValues) {
        self.environment = environment
        self.view = view
        if let size { draw(size) }
    }

    // Evidence: Apple docs, Canvas (the renderer receives "the size of the canvas" it was laid
    // out at; like a shape, a canvas takes the space offered).
    func sizeThatFits(_ proposal: ProposedViewSize, engine: LayoutEngine) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeContent(in frame: CGRect, proposal: ProposedViewSize, engine: LayoutEngine) {
        guard frame.size != size else { return }
        size = frame.size
        draw(frame.size)
    }

    private func draw(_ size: CGSize) {
        var context = GraphicsContext(size: size)
        view.renderer(&context, size)
        operations = context.recording.operations
    }

    override func render(into screen: inout ScreenBuilder) {
        let count = operations.count
        let texts = operations.compactMap { operation -> String? in
            if case .text(let text, _) = operation { return text }
            return nil
        }
        screen.node("Canvas", role: .shape, detail: "\(count) operation\(count == 1 ? "" : "s")") { screen in
            for text in texts {
                screen.node("Text", role: .text, label: text)
                screen.texts.append(text)
            }
        }
    }
}

/// What a canvas renderer draws with. It records each operation with the state it was made
/// in (opacity, transform); copies share nothing, as SwiftUI's context is a value.
public struct GraphicsContext {
    enum Operation: Equatable {
        case fill(Path, DrawingTransform, opacity: Double)
        case stroke(Path, DrawingTransform, lineWidth: CGFloat, opacity: Double)
        case text(String, at: CGPoint)
        case clip(Path, DrawingTransform)
    }

    /// Shared by a context and the copies a renderer makes (`var inner = context`): all of
    /// them draw on the same canvas.
    final class Recording { var operations: [Operation] = [] }

    let recording: Recording
    public var opacity: Double = 1
    public var blendMode: BlendMode = .normal
    /// The transform operations are recorded with (SwiftUI exposes it as a CGAffineTransform).
    private(set) var transform = DrawingTransform()
    let size: CGSize

    init(size: CGSize) {
        recording = Recording()
        self.size = size
    }

    public struct Shading: Sendable {
        let description: String
        public static func color(_ color: Color) -> Shading { Shading(description: "\(color)") }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(description: "\(style)") }
        public static var foreground: Shading { Shading(description: "foreground") }
    }

    public enum BlendMode: Sendable { case normal, multiply, screen, overlay, darken, lighten, plusLighter }

    public mutating func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        recording.operations.append(.fill(path, transform, opacity: opacity))
    }

    public mutating func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        recording.operations.append(.stroke(path, transform, lineWidth: lineWidth, opacity: opacity))
    }

    public mutating func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        recording.operations.append(.stroke(path, transform, lineWidth: style.lineWidth, opacity: opacity))
    }

    public mutating func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        recording.operations.append(.text(text.content, at: transform.apply(point)))
    }

    public mutating func draw(_ text: Text, in rect: CGRect) {
        recording.operations.append(.text(text.content, at: transform.apply(CGPoint(x: rect.midX, y: rect.midY))))
    }

    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        recording.operations.append(.clip(path, transform))
    }

    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }

    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform.translate(x: x, y: y) }
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform.scale(x: x, y: y) }
    public mutating func rotate(by angle: Angle) { transform.rotate(angle.radians) }

    /// Draws into a copy whose state changes stay inside `content`.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }
}

/// The affine transform a graphics context draws with (no CoreGraphics on Linux).
struct DrawingTransform: Equatable, Sendable {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

    var isIdentity: Bool { self == DrawingTransform() }

    mutating func translate(x: Double, y: Double) {
        tx += a * x + c * y
        ty += b * x + d * y
    }

    mutating func scale(x: Double, y: Double) {
        a *= x; b *= x; c *= y; d *= y
    }

    mutating func rotate(_ radians: Double) {
        let cosine = cos(radians), sine = sin(radians)
        (a, b, c, d) = (a * cosine + c * sine, b * cosine + d * sine, c * cosine - a * sine, d * cosine - b * sine)
    }

    func apply(_ point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }
}
