import Foundation
@testable import StateEngine
import Testing

/// Transformed and inset shapes draw the shape's own path, moved, turned, scaled or shrunk.
@Suite @MainActor struct TransformedShapeTests {
    let frame = CGRect(x: 0, y: 0, width: 40, height: 20)

    /// Rounds a rectangle to whole points, so a turn's floating-point noise does not matter.
    func rounded(_ r: CGRect) -> [Int] {
        [r.minX, r.minY, r.width, r.height].map { Int(($0 as CGFloat).rounded()) }
    }

    /// Evidence: Apple docs, Shape.offset(x:y:) ("Changes the relative position of this shape")
    /// and Path.offsetBy(dx:dy:).
    @Test func anOffsetShapeMovesThePath() {
        let moved = Rectangle().offset(x: 5, y: -3).path(in: frame)
        #expect(moved == Path(CGRect(x: 5, y: -3, width: 40, height: 20)))
        #expect(Circle().offset(CGSize(width: 2, height: 2)).path(in: frame).boundingRect == CGRect(x: 12, y: 2, width: 20, height: 20))
    }

    /// Evidence: Apple docs, Shape.rotation(_:anchor:) ("Rotates this shape around an anchor
    /// point"): a 40×20 rectangle turned a quarter about its centre stands 20×40 on that centre.
    @Test func aRotatedShapeTurnsAboutItsAnchor() {
        let turned = Rectangle().rotation(.degrees(90)).path(in: frame)
        #expect(rounded(turned.boundingRect) == [10, -10, 20, 40])
        let aboutCorner = Rectangle().rotation(.degrees(90), anchor: .topLeading).path(in: frame)
        #expect(rounded(aboutCorner.boundingRect) == [-20, 0, 20, 40])
        // A turn by 45° widens the box to the rectangle's diagonal reach.
        let tilted = Rectangle().rotation(.degrees(45)).path(in: frame).boundingRect
        #expect(abs(tilted.width - 60 / 2.0.squareRoot()) < 0.001)
    }

    /// Evidence: Apple docs, Shape.scale(x:y:anchor:) ("Scales this shape without changing its
    /// bounding frame") and transform(_:) ("Applies an affine transform to this shape").
    @Test func scaledAndTransformedShapesScaleThePath() {
        #expect(Rectangle().scale(0.5).path(in: frame) == Path(CGRect(x: 10, y: 5, width: 20, height: 10)))
        #expect(Ellipse().scale(x: 2, y: 1, anchor: .leading).path(in: frame) == Path(ellipseIn: CGRect(x: 0, y: 0, width: 80, height: 20)))
        let shifted = Capsule().transform(CGAffineTransform(translationX: 1, y: 2)).path(in: frame)
        #expect(shifted.boundingRect == CGRect(x: 1, y: 2, width: 40, height: 20))
        let sheared = Rectangle().transform(CGAffineTransform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0)).path(in: frame)
        #expect(sheared.boundingRect == CGRect(x: 0, y: 0, width: 60, height: 20))
    }

    /// Evidence: Apple docs, InsettableShape.inset(by:) ("Returns self inset by amount").
    @Test func anInsetShapeDrawsInsideItsFrame() {
        #expect(Rectangle().inset(by: 4).path(in: frame) == Path(CGRect(x: 4, y: 4, width: 32, height: 12)))
        #expect(Circle().inset(by: 2).inset(by: 3).path(in: frame).boundingRect == CGRect(x: 15, y: 5, width: 10, height: 10))
        // A rounded rectangle's corners stay concentric: each radius shrinks by the inset.
        let card = RoundedRectangle(cornerRadius: 10).inset(by: 4).path(in: frame)
        #expect(card == RoundedRectangle(cornerRadius: 6).path(in: CGRect(x: 4, y: 4, width: 32, height: 12)))
        // Turned shapes stay insettable.
        #expect(rounded(Rectangle().rotation(.degrees(90)).inset(by: 5).path(in: frame).boundingRect) == [15, -5, 10, 30])
    }

    /// Evidence: Apple docs, Path.applying(_:) ("applying the transform to all points of the
    /// path"): a circle turned about its own centre covers the same box.
    @Test func aTurnedCurveKeepsItsExtent() {
        let turned = Circle().rotation(.degrees(30)).path(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        // Curves are bounded by their control points, which stay within ~1.1× the radius.
        let box = turned.boundingRect
        #expect(box.midX > 9.99 && box.midX < 10.01 && box.midY > 9.99 && box.midY < 10.01)
        #expect(box.width >= 20 && box.width < 23)
    }

    struct Sticker: View {
        @State private var turned = false
        var body: some View {
            VStack {
                Circle().fill(.yellow).stroke(.orange, lineWidth: 4)
                Capsule().strokeBorder(.blue, lineWidth: 2)
                RoundedRectangle(cornerRadius: 8).inset(by: 2).rotation(.degrees(turned ? 45 : 0))
                Text("label").containerShape(RoundedRectangle(cornerRadius: 12))
                Text("shaded").colorEffect(ShaderLibrary.tint(.color(.red), .float(0.5)))
                Button("Turn") { turned.toggle() }
            }
        }
    }

    /// Evidence: Apple docs, ShapeView (a shape view can be filled and stroked again; each is
    /// one drawing of the shape), StrokeBorderShapeView; shaders are drawing only.
    @Test func shapeViewsShowTheirShapeOnce() throws {
        let d = Driver(Sticker())
        let screen = d.screen
        #expect(screen.components(separatedBy: "Circle").count == 2)
        #expect(screen.contains("Capsule"))
        #expect(screen.contains("label"))
        #expect(screen.contains("shaded"))
        try d.tap("Turn")
        #expect(d.screen.contains("shaded"))
    }

    struct Slanted: View {
        var body: some View {
            VStack {
                Text("Moved").transformEffect(CGAffineTransform(translationX: 30, y: 0))
                Text("Projected").projectionEffect(ProjectionTransform(CGAffineTransform(translationX: 0, y: 12)))
                Text("Still")
            }
        }
    }

    /// Evidence: Apple docs, transformEffect(_:) and projectionEffect(_:) ("Applies ... to this
    /// view's rendered output"): the drawing moves; the layout, and so its neighbours, do not.
    @Test func transformAndProjectionEffectsMoveTheDrawnFrame() throws {
        let plain = Driver(VStack { Text("Moved"); Text("Projected"); Text("Still") })
        let d = Driver(Slanted())
        #expect(try d.rect("Moved").minX == (try plain.rect("Moved").minX) + 30)
        #expect(try d.rect("Projected").minY == (try plain.rect("Projected").minY) + 12)
        #expect(try d.rect("Still") == (try plain.rect("Still")))
    }
}
