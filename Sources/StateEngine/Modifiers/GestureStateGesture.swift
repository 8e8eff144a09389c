/// `gesture.updating($state) { value, state, transaction in ... }` (SwiftUI's own type name):
/// each change of the gesture sets the `@GestureState` from its current value; the end of the
/// gesture puts it back to its initial value. Evidence: Apple's `updating(_:body:)` and
/// GestureState docs.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
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

extension GestureStateGesture: HandlerProviding {
    func handlers() -> GestureHandlers {
        var result = (base as? HandlerProviding)?.handlers() ?? GestureHandlers(kind: .drag)
        let state = self.state
        let body = self.body
        result.changed.append { value in
            guard let value = value as? Base.Value else { return }
            state.update { current, transaction in body(value, &current, &transaction) }
        }
        // Chosen [gesture-state-reset-in-chain-order]: the reset is one of the end's actions, in the
        // chain's order (before an `onEnded` written after `updating`); Apple documents the reset
        // but not its order against `onEnded`, and both land in the same update.
        result.ended.append { _ in state.reset() }
        return result
    }
}
