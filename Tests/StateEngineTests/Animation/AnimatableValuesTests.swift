import Foundation
import StateEngine
import Testing

/// `AnimatableValues` (iOS 26): several values as one `animatableData`, each interpolated.
@Suite @MainActor struct AnimatableValuesTests {
    /// A gauge whose body shows its three animated values.
    struct Gauge: View, Animatable {
        var level: Double
        var width: CGFloat
        var origin: CGPoint
        nonisolated var animatableData: AnimatableValues<Double, CGFloat, CGPoint.AnimatableData> {
            get { AnimatableValues(level, width, origin.animatableData) }
            set { (level, width, origin.animatableData) = newValue.value }
        }
        var body: some View {
            Text("level \(Int(level.rounded())) width \(Int(width.rounded())) at \(Int(origin.x.rounded())),\(Int(origin.y.rounded()))")
        }
    }

    struct Host: View {
        let animation: Animation
        @State private var full = false
        var body: some View {
            VStack {
                Gauge(level: full ? 100 : 0, width: full ? 300 : 100, origin: full ? CGPoint(x: 40, y: -20) : .zero)
                Button("Fill") { withAnimation(animation) { full = true } }
            }
        }
    }

    // Evidence: Apple docs, AnimatableValues (a tuple of VectorArithmetic values that is itself
    // VectorArithmetic) and Animatable ("SwiftUI reads the old and new animatableData values,
    // then interpolates between them over successive frames using VectorArithmetic operations").
    @Test func everyValueIsInterpolatedOnItsOwn() throws {
        let d = Driver(Host(animation: .linear(duration: 1)))
        try d.tap("Fill")
        #expect(d.screen.contains("level 0 width 100 at 0,0"))
        d.advance(by: 0.25)
        #expect(d.screen.contains("level 25 width 150 at 10,-5"))
        d.advance(by: 0.25)
        #expect(d.screen.contains("level 50 width 200 at 20,-10"))
        d.runUntilIdle()
        #expect(d.screen.contains("level 100 width 300 at 40,-20"))
    }

    // Evidence: Apple docs, AnimatableValues.magnitudeSquared ("The dot-product of the tuple of
    // animatable values with itself"), which a spring reads to know when it has settled.
    @Test func aSpringSettlesOnEveryValue() throws {
        let d = Driver(Host(animation: .spring(duration: 0.5, bounce: 0)))
        try d.tap("Fill")
        d.advance(by: 0.1)
        #expect(!d.screen.contains("level 100 width 300"))
        d.runUntilIdle()
        #expect(d.screen.contains("level 100 width 300 at 40,-20"))
    }

    // Evidence: Apple docs, AnimatableValues (init(_:), value, magnitudeSquared; VectorArithmetic,
    // AdditiveArithmetic and Equatable conformances).
    @Test func theArithmeticIsElementWise() {
        let a = AnimatableValues(1.0, CGFloat(2), Float(3))
        let b = AnimatableValues(0.5, CGFloat(4), Float(-1))
        #expect((a + b).value == (1.5, 6, 2))
        #expect((a - b).value == (0.5, -2, 4))
        #expect(a.scaled(by: 2).value == (2, 4, 6))
        #expect(a.magnitudeSquared == 14)
        #expect(AnimatableValues<Double, CGFloat, Float>.zero.value == (0, 0, 0))
        #expect(a == AnimatableValues(1.0, CGFloat(2), Float(3)))
        #expect(a != b)
    }
}
