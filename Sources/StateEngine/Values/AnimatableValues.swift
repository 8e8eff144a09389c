import Foundation

/// Any number of animatable values as one `animatableData` (iOS 26), where `AnimatablePair`
/// nests two at a time: each element is added, subtracted and scaled on its own, so an
/// animation interpolates every element as it would alone.
// Evidence: Apple docs, AnimatableValues (`struct AnimatableValues<each Value> where repeat
// each Value : VectorArithmetic`; `init(_ value: repeat each Value)` "Creates a tuple of
// animatable values"; `var value: (repeat each Value)`; `magnitudeSquared` "The dot-product of
// the tuple of animatable values with itself"; conforms to VectorArithmetic, Equatable, Sendable).
@frozen public struct AnimatableValues<each Value: VectorArithmetic>: VectorArithmetic {
    /// The tuple of values.
    public var value: (repeat each Value)

    public init(_ value: repeat each Value) {
        self.value = (repeat each value)
    }

    public static var zero: AnimatableValues { AnimatableValues(repeat (each Value).zero) }

    public static func + (lhs: AnimatableValues, rhs: AnimatableValues) -> AnimatableValues {
        AnimatableValues(repeat (each lhs.value) + (each rhs.value))
    }

    public static func - (lhs: AnimatableValues, rhs: AnimatableValues) -> AnimatableValues {
        AnimatableValues(repeat (each lhs.value) - (each rhs.value))
    }

    public mutating func scale(by rhs: Double) {
        value = (repeat (each value).scaled(by: rhs))
    }

    public var magnitudeSquared: Double {
        var sum = 0.0
        for element in repeat each value { sum += element.magnitudeSquared }
        return sum
    }

    public static func == (lhs: AnimatableValues, rhs: AnimatableValues) -> Bool {
        for (left, right) in repeat (each lhs.value, each rhs.value) {
            if left != right { return false }
        }
        return true
    }
}

extension AnimatableValues: Sendable where repeat each Value: Sendable {}
