import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as CSS and Core Animation define one:
/// `progress(at: x)` solves the curve's x(s) = x for s and returns y(s).
// Evidence: Apple docs, Animation.timingCurve(_:_:_:_:duration:) ("a cubic Bézier timing curve"),
// and UnitCurve.easeIn/easeOut/easeInOut (the control points below are Core Animation's
// kCAMediaTimingFunctionEaseIn/EaseOut/EaseInEaseOut, which SwiftUI's curves reuse).
struct TimingCurve: Hashable, Sendable {
    let p1x: Double, p1y: Double, p2x: Double, p2y: Double

    static let linear = TimingCurve(p1x: 0, p1y: 0, p2x: 1, p2y: 1)
    static let easeIn = TimingCurve(p1x: 0.42, p1y: 0, p2x: 1, p2y: 1)
    static let easeOut = TimingCurve(p1x: 0, p1y: 0, p2x: 0.58, p2y: 1)
    static let easeInOut = TimingCurve(p1x: 0.42, p1y: 0, p2x: 0.58, p2y: 1)

    /// The curve's progress at `x` in 0...1 (time fraction) .
    func progress(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if self == .linear { return x }
        return Self.bezier(solve(x), p1y, p2y)
    }

    private static func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
    }

    private static func slope(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b)
    }

    /// The parameter s with x(s) = x: Newton's method, bisection where the slope is flat.
    private func solve(_ x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = Self.bezier(s, p1x, p2x) - x
            if abs(error) < 1e-12 { return s }
            let d = Self.slope(s, p1x, p2x)
            if abs(d) < 1e-9 { break }
            s -= error / d
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<60 {
            let value = Self.bezier(s, p1x, p2x)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}
