// StateEngine: inert (an SF Symbol's animation: how the image moves, never what it shows or what state it reads)
// iOS 17's symbol effects (the Symbols framework, which SwiftUI re-exports): `symbolEffect`
// with an indefinite effect while `isActive`, or a discrete one each time `value` changes, and
// `symbolEffectsRemoved`. The effect and options types are declared with Apple's names so that
// `.symbolEffect(.bounce, value: count)` compiles; the image and its text on the screen are
// unchanged. Evidence: Apple docs, symbolEffect(_:options:value:) ("Returns a new view with a
// symbol effect added to it ... triggered when value changes"); WWDC23 "Animate symbols in your
// app".
nonisolated extension View {
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View { inert() }
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View { inert() }
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { inert() }
}

public protocol SymbolEffect: Sendable {}
public protocol DiscreteSymbolEffect: SymbolEffect {}
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// How a symbol effect plays: its repetition and speed.
public struct SymbolEffectOptions: Equatable, Sendable {
    var repetitions: Int?
    var speedFactor = 1.0

    public struct RepeatBehavior: Equatable, Sendable {
        var count: Int?
        public static var continuous: RepeatBehavior { RepeatBehavior(count: nil) }
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior { RepeatBehavior(count: count) }
    }

    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions(repetitions: nil) }
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions(repetitions: 1) }
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repetitions: count) }
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions(repetitions: behavior.count) }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speedFactor: speed) }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { var o = self; o.repetitions = count; return o }
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { var o = self; o.repetitions = behavior.count; return o }
    public func speed(_ speed: Double) -> SymbolEffectOptions { var o = self; o.speedFactor = speed; return o }
}

/// An effect's variants (`.bounce.up.byLayer`) are the same effect here: none is observable.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var up: Self { self }
    public var down: Self { self }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}

public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}

public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var iterative: Self { self }
    public var cumulative: Self { self }
    public var reversing: Self { self }
    public var nonReversing: Self { self }
    public var hideInactiveLayers: Self { self }
    public var dimInactiveLayers: Self { self }
}

public struct ScaleSymbolEffect: IndefiniteSymbolEffect {
    public var up: Self { self }
    public var down: Self { self }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}

public struct AppearSymbolEffect: IndefiniteSymbolEffect {
    public var up: Self { self }
    public var down: Self { self }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}

public struct DisappearSymbolEffect: IndefiniteSymbolEffect {
    public var up: Self { self }
    public var down: Self { self }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}

public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var up: Self { self }
    public var down: Self { self }
    public var left: Self { self }
    public var right: Self { self }
    public var forward: Self { self }
    public var backward: Self { self }
    public var clockwise: Self { self }
    public var counterClockwise: Self { self }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
    public static func custom(angle: Angle) -> Self { Self() }
}

public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var clockwise: Self { self }
    public var counterClockwise: Self { self }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}

public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var plain: Self { self }
    public var pulse: Self { self }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { .init() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { .init() } }
extension SymbolEffect where Self == VariableColorSymbolEffect { public static var variableColor: VariableColorSymbolEffect { .init() } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { .init() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { .init() } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: DisappearSymbolEffect { .init() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: WiggleSymbolEffect { .init() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: RotateSymbolEffect { .init() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: BreatheSymbolEffect { .init() } }
