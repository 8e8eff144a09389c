import Foundation
@testable import StateEngine
import Testing

/// Canvases and custom shapes draw in the rectangle the layout pass gives them.
@Suite @MainActor struct DrawingSizeTests {
    struct Sized: View {
        @State private var width = 120.0
        var body: some View {
            VStack {
                Canvas { context, size in
                    context.draw(Text("canvas \(Int(size.width)) x \(Int(size.height))"), at: .zero)
                }
                .frame(width: width, height: 80)
                Button("Wider") { width = 200 }
            }
        }
    }

    // Evidence: Apple docs, Canvas (the renderer receives the size of the canvas as laid out).
    @Test func aCanvasDrawsAtItsLaidOutSize() throws {
        let d = Driver(Sized())
        #expect(d.screen.contains("canvas 120 x 80"))
        try d.tap("Wider")
        #expect(d.screen.contains("canvas 200 x 80"))
    }

    struct Diamond: Shape {
        nonisolated func path(in rect: CGRect) -> Path {
            print("diamond \(Int(rect.width)) x \(Int(rect.height)) at \(Int(rect.minX)),\(Int(rect.minY))")
            var path = Path()
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
            path.closeSubpath()
            return path
        }
    }

    struct ShapeHost: View {
        @State private var tall = false
        var body: some View {
            VStack {
                Diamond().frame(width: 50, height: tall ? 90 : 30)
                Button("Taller") { tall = true }
            }
        }
    }

    // Evidence: Apple docs, Shape.path(in:) ("a path within a rectangular frame": the shape's
    // own bounds, as laid out) and Shape (a shape takes the space proposed).
    @Test func aShapeGetsTheRectangleOfItsLayout() throws {
        let d = Driver(ShapeHost())
        #expect(d.console == ["diamond 50 x 30 at 0,0"])
        try d.tap("Taller")
        #expect(d.console == ["diamond 50 x 30 at 0,0", "diamond 50 x 90 at 0,0"])
        #expect(try d.rect("Taller").minY > 0)
    }
}
