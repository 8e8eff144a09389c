/// `gesture.updating($state) { value, state, transaction in ... }` (SwiftUI's own type name):
/// each change of the gesture sets the `@GestureState` from its current value; the end of the
/// gesture puts it back to its initial value. Evidence: Apple's `updating(_:body:)` and
/// GestureState docs.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    /// Primitive, as in SwiftUI: its `body` property is the update closure, not a gesture.
    public typealias Body = Never
    public var base: Base
    public var state: GestureState<State>
    public var body: (Base.Value, inout State, inout Transaction) -> Void

    public init(base: Base, state: GestureState<State>, body: @escaping (Base.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }
}

extension Gesture {
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

extension GestureStateGesture {
    public func _recognize(_ touch: _GestureTouch) -> _GestureRecognition<Value>? {
        let state = self.state, body = self.body
        // Chosen [gesture-state-reset-in-chain-order]: the reset is one of the end's actions, in the
        // chain's order (before an `onEnded` written after `updating`); Apple documents the reset
        // but not its order against `onEnded`, and both land in the same update. A gesture that
        // fails resets too ("resets the property back to its initial state when the gesture ends").
        return base._recognize(touch)?.attaching { phase in
            switch phase {
            case .changed(let value): { state.update { current, transaction in body(value, &current, &transaction) } }
            case .ended, .failed: { state.reset() }
            }
        }
    }
}
