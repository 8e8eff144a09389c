import Foundation

/// A damped spring of mass, stiffness and damping, solved in closed form. A displacement x
/// from the target with velocity v evolves as x(t) = x·a(t) + v·b(t): `coefficients(at:)`
/// returns (a, b), so any `VectorArithmetic` value can be animated by two scalings.
// Evidence: WWDC23 "Animate with springs" (mass = 1, stiffness = (2π / duration)², damping =
// 4π (1 − bounce) / duration for bounce ≥ 0 and 4π / (duration (1 + bounce)) below 0;
// response is the same perceptual duration and dampingFraction = 1 − bounce).
struct SpringModel: Hashable, Sendable {
    let mass: Double
    let stiffness: Double
    let damping: Double
    /// When the animation of a unit displacement is removed (computed once: frames read it).
    private(set) var settlingDuration: Double = 0

    init(mass: Double, stiffness: Double, damping: Double) {
        self.mass = max(mass, 1e-9)
        self.stiffness = max(stiffness, 0)
        self.damping = max(damping, 0)
        settlingDuration = settling(epsilon: 0.001)
    }

    init(duration: Double, bounce: Double) {
        let duration = max(duration, 1e-9)
        let stiffness = pow(2 * .pi / duration, 2)
        let damping = bounce >= 0 ? 4 * .pi * (1 - bounce) / duration : 4 * .pi / (duration * (1 + bounce))
        self.init(mass: 1, stiffness: stiffness, damping: damping)
    }

    init(response: Double, dampingFraction: Double) {
        let response = max(response, 1e-9)
        self.init(mass: 1, stiffness: pow(2 * .pi / response, 2), damping: 4 * .pi * dampingFraction / response)
    }

    /// Undamped angular frequency.
    var omega: Double { (stiffness / mass).squareRoot() }
    /// Damping ratio (dampingFraction): 1 is critically damped.
    var zeta: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// The perceptual duration (the period of the undamped spring).
    var perceptualDuration: Double { 2 * .pi / omega }

    /// (a, b) with x(t) = x0·a(t) + v0·b(t).
    func coefficients(at t: Double) -> (Double, Double) {
        let w = omega, z = zeta
        if abs(z - 1) < 1e-9 {
            let e = exp(-w * t)
            return ((1 + w * t) * e, t * e)
        }
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            let e = exp(-z * w * t)
            let c = cos(wd * t), s = sin(wd * t)
            return (e * (c + z * w / wd * s), e * s / wd)
        }
        let root = (z * z - 1).squareRoot()
        let r1 = -w * (z - root), r2 = -w * (z + root)
        let e1 = exp(r1 * t), e2 = exp(r2 * t)
        let c2 = -r1 / (r2 - r1)
        return ((1 - c2) * e1 + c2 * e2, (e2 - e1) / (r2 - r1))
    }

    /// When the motion of a unit displacement (or of a velocity of one perceptual length per
    /// second) stays below `epsilon` for good: when the animation is removed.
    // Chosen [spring-settling]: SwiftUI's settling threshold is not documented; a spring is
    // removed once both coefficients stay under 0.001 (a thousandth of the distance
    // travelled), checked on the 60 Hz frame grid from a decay envelope.
    private func settling(epsilon: Double) -> Double {
        let w = omega, z = zeta
        guard w > 0 else { return 0 }
        let decay = z < 1 ? z * w : w * (z - (max(z * z - 1, 0)).squareRoot())
        guard decay > 1e-9 else { return .infinity }
        // The envelope e^(−decay·t) times a bounded amplitude is below epsilon from here on.
        var upper = log(100 / epsilon) / decay + 1
        upper = min(upper, 600)
        let step = 1.0 / 60
        var t = (upper / step).rounded(.up) * step
        while t > 0 {
            let (a, b) = coefficients(at: t)
            if abs(a) >= epsilon || abs(b * w) >= epsilon { return t + step }
            t -= step
        }
        return step
    }
}
