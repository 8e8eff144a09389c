import Foundation
import StateEngine
import Testing

/// Values an `Animatable` body sees at given virtual times, per curve family.
@Suite @MainActor struct CurveTests {
    // Evidence: Apple docs, Animation.linear(duration:) (constant speed).
    @Test func linearMovesAtConstantSpeedAndStops() throws {
        let values = try Driver.probe(.linear(duration: 1), at: [0, 0.25, 0.5, 1, 1.5])
        #expect(nearlyEqual(values, [0, 0.25, 0.5, 1, 1]))
    }

    // Evidence: Apple docs, Animation.linear ("default duration of 0.35 seconds").
    @Test func durationLessCurvesRun035Seconds() throws {
        let values = try Driver.probe(.linear, at: [0.2, 0.35])
        #expect(nearlyEqual(values, [0.2 / 0.35, 1]))
    }

    // Evidence: Core Animation's ease curves (cubic Béziers (0.42, 0, 1, 1), (0, 0, 0.58, 1),
    // (0.42, 0, 0.58, 1)); CSS ease-in reaches 0.3153 at half time.
    @Test func easeCurvesAreTheirCubicBeziers() throws {
        let easeIn = try Driver.probe(.easeIn(duration: 1), at: [0.5])[0]
        let easeOut = try Driver.probe(.easeOut(duration: 1), at: [0.5])[0]
        let easeInOut = try Driver.probe(.easeInOut(duration: 1), at: [0.25, 0.5, 0.75])
        #expect(abs(easeIn - 0.3153) < 0.001)
        #expect(abs(easeOut - (1 - easeIn)) < 1e-6)
        #expect(abs(easeInOut[1] - 0.5) < 1e-6)
        #expect(abs(easeInOut[0] + easeInOut[2] - 1) < 1e-6)
        let custom = try Driver.probe(.timingCurve(0.42, 0, 1, 1, duration: 1), at: [0.5])[0]
        #expect(abs(custom - easeIn) < 1e-9)
    }

    // Evidence: WWDC23 "Animate with springs" (stiffness (2π/duration)², damping
    // 4π(1 − bounce)/duration; bounce 0 is critically damped).
    @Test func aSpringWithoutBounceIsCriticallyDamped() throws {
        let omega = 2 * Double.pi / 0.5
        let expected = [0.25, 0.5].map { t in 1 - (1 + omega * t) * exp(-omega * t) }
        let values = try Driver.probe(.spring(duration: 0.5, bounce: 0), at: [0.25, 0.5])
        #expect(nearlyEqual(values, expected))
        #expect(nearlyEqual(try Driver.probe(.smooth, at: [0.25, 0.5]), expected))
    }

    // Evidence: WWDC23 "Animate with springs" (dampingFraction = 1 − bounce, response =
    // duration) and Apple docs, Spring.snappy/bouncy (bounce 0.15 and 0.3 at 0.5 s).
    @Test func bouncySpringsOvershootAndTheTwoParameterFormsAgree() throws {
        let times = stride(from: 1.0, through: 60, by: 1).map { $0 / 60 }
        let bouncy = try Driver.probe(.bouncy, at: times)
        #expect(nearlyEqual(bouncy, try Driver.probe(.spring(duration: 0.5, bounce: 0.3), at: times)))
        #expect(nearlyEqual(bouncy, try Driver.probe(.spring(response: 0.5, dampingFraction: 0.7), at: times)))
        #expect(bouncy.max()! > 1.01)
        let snappy = try Driver.probe(.snappy, at: [0.25])
        #expect(nearlyEqual(snappy, try Driver.probe(.spring(duration: 0.5, bounce: 0.15), at: [0.25])))
        // Closed form of an underdamped spring (ζ = 0.7, ω = 4π) at 0.25 s.
        let zeta = 0.7, omega = 4 * Double.pi, t = 0.25
        let damped = omega * (1 - zeta * zeta).squareRoot()
        let x = exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
        #expect(abs(bouncy[14] - (1 - x)) < 1e-6)
    }

    // Evidence: Apple docs, interpolatingSpring(mass:stiffness:damping:initialVelocity:).
    @Test func interpolatingSpringUsesItsPhysicalConstants() throws {
        let omega = 10.0, zeta = 0.5, t = 0.5
        let damped = omega * (1 - zeta * zeta).squareRoot()
        let x = exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
        let value = try Driver.probe(.interpolatingSpring(stiffness: 100, damping: 10), at: [t])[0]
        #expect(abs(value - (1 - x)) < 1e-6)
    }

    // Evidence: Apple docs, Animation.delay(_:), speed(_:), repeatCount(_:autoreverses:),
    // repeatForever(autoreverses:).
    @Test func delaySpeedAndRepetitionReshapeTime() throws {
        #expect(nearlyEqual(try Driver.probe(.linear(duration: 1).delay(0.5), at: [0.5, 1, 1.5]), [0, 0.5, 1]))
        #expect(nearlyEqual(try Driver.probe(.linear(duration: 1).speed(2), at: [0.25, 0.5]), [0.5, 1]))
        // Autoreversing: there and back, then the value is the model value.
        #expect(nearlyEqual(try Driver.probe(.linear(duration: 1).repeatCount(2), at: [0.5, 1.25, 2]), [0.5, 0.75, 1]))
        #expect(nearlyEqual(try Driver.probe(.linear(duration: 1).repeatCount(3, autoreverses: false), at: [1.5, 2.25, 3]), [0.5, 0.25, 1]))
        #expect(nearlyEqual(try Driver.probe(.linear(duration: 1).repeatForever(autoreverses: false), at: [10.25]), [0.25]))
    }

    // Evidence: Apple docs, Animatable ("SwiftUI ... interpolates animatableData"): without an
    // animation the change is applied at once.
    @Test func withoutAnAnimationTheValueJumps() throws {
        #expect(nearlyEqual(try Driver.probe(nil, at: [0]), [1]))
    }
}
