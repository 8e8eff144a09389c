import Foundation

/// A spring, as `SpringKeyframe` and `Animation.spring(_:blendDuration:)` take it.
// Evidence: Apple docs, Spring (init(duration:bounce:) defaults 0.5 and 0; smooth, snappy
// and bouncy) and WWDC23 "Animate with springs" (the conversions in SpringModel).
public struct Spring: Hashable, Sendable {
    let model: SpringModel

    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        model = SpringModel(duration: duration, bounce: bounce)
    }

    public init(response: Double, dampingRatio: Double) {
        model = SpringModel(response: response, dampingFraction: dampingRatio)
    }

    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        model = SpringModel(mass: mass, stiffness: stiffness, damping: damping)
    }

    public static let smooth = Spring(duration: 0.5, bounce: 0)
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    public var mass: Double { model.mass }
    public var stiffness: Double { model.stiffness }
    public var damping: Double { model.damping }
    public var dampingRatio: Double { model.zeta }
    public var response: Double { model.perceptualDuration }
    public var duration: TimeInterval { model.perceptualDuration }
    public var settlingDuration: TimeInterval { model.settlingDuration }
}

extension Animation {
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        Animation(.spring(spring.model, merges: true, initialVelocity: 0), name: "spring(duration: \(format(spring.duration)))")
    }
}

/// A timing curve from 0 to 1, as `LinearKeyframe` takes it.
// Evidence: Apple docs, UnitCurve (linear, easeIn, easeOut, easeInOut, bezier(startControlPoint:endControlPoint:)).
public struct UnitCurve: Hashable, Sendable {
    let curve: TimingCurve

    public static let linear = UnitCurve(curve: .linear)
    public static let easeIn = UnitCurve(curve: .easeIn)
    public static let easeOut = UnitCurve(curve: .easeOut)
    public static let easeInOut = UnitCurve(curve: .easeInOut)

    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(curve: TimingCurve(p1x: startControlPoint.x, p1y: startControlPoint.y, p2x: endControlPoint.x, p2y: endControlPoint.y))
    }

    /// The curve's value at `progress` (0...1).
    public func value(at progress: Double) -> Double { curve.progress(at: progress) }
}
