// StateEngine: inert (an SF Symbol's animation: how the image moves, never what it shows or what state it reads)
// iOS 17's symbol-effect transition: `.transition(.symbolEffect)` or
// `.transition(.symbolEffect(.appear))` draws an SF Symbol in or out with a symbol effect.
// Evidence: Apple docs, SymbolEffectTransition ("Creates a transition that applies the Appear,
// Disappear, DrawOn or DrawOff symbol animation to symbol images within the inserted or
// removed view hierarchy"; "other views are unaffected by this transition") and WWDC23 "Animate
// symbols in your app". The engine draws no symbol animation, so the body changes nothing;
// it is still a transition, so an animated removal keeps the view on screen until the
// transaction's animation ends, as every non-identity transition does.
public struct SymbolEffectTransition: Transition, ErasableTransition {
    public init<T: TransitionSymbolEffect & SymbolEffect>(effect: T, options: SymbolEffectOptions) {}

    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// A symbol effect that can draw a symbol in or out (`.appear`, `.disappear`).
public protocol TransitionSymbolEffect: SymbolEffect {}
extension AppearSymbolEffect: TransitionSymbolEffect {}
extension DisappearSymbolEffect: TransitionSymbolEffect {}

extension Transition where Self == SymbolEffectTransition {
    public static var symbolEffect: SymbolEffectTransition { SymbolEffectTransition(effect: AppearSymbolEffect(), options: .default) }
    public static func symbolEffect<T: TransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> SymbolEffectTransition {
        SymbolEffectTransition(effect: effect, options: options)
    }
}
