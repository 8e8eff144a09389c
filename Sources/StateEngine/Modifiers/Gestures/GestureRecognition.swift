import Foundation

/// One touch the driver performs on a view, as every gesture attached to it sees it: where it
/// lands, how many taps, how long the finger stays still before it moves, and how it moves.
/// Gestures are recognised from this description rather than from a step's name, so a step
/// reaches any gesture (primitive or composed) that a real finger doing the same would.
public struct _GestureTouch: Sendable {
    enum Motion: Sendable, Equatable {
        case none
        case drag(CGSize)
        case pinch(scale: CGFloat)
        case rotation(Angle)
    }

    var taps: Int = 1
    var location: CGPoint = .zero
    /// Seconds the finger rests before it moves or lifts (`.infinity`: as long as any long
    /// press needs, the `longPress` step's default).
    var hold: Double = 0
    var motion: Motion = .none
    /// The virtual clock at the touch, for the values' `time`.
    var time: Double = 0

    /// The same finger once a gesture that ends while it is still down (a long press) is done.
    var afterHold: _GestureTouch? {
        guard motion != .none else { return nil }
        var rest = self
        rest.hold = 0
        return rest
    }
}

/// What a gesture reports for one touch: its events in order, each its own user event (a
/// finger's samples are separate touch events, each with its own update).
public struct _GestureRecognition<Value> {
    enum Phase {
        case changed(Value)
        case ended(Value)
        /// Began, then failed or was cancelled: no `onEnded`, `@GestureState` resets.
        case failed
    }

    struct Event {
        var phase: Phase
        /// Actions attached in the gesture's chain (`onChanged`, `onEnded`, `updating`), in order.
        var actions: [() -> Void] = []
    }

    var events: [Event]
    /// The part of the touch left once this gesture ended (a sequence's second gesture sees it).
    var remainder: _GestureTouch? = nil

    init(_ phases: [Phase], remainder: _GestureTouch? = nil) {
        events = phases.map { Event(phase: $0) }
        self.remainder = remainder
    }

    init(events: [Event], remainder: _GestureTouch?) {
        self.events = events
        self.remainder = remainder
    }

    var succeeds: Bool {
        if case .ended = events.last?.phase { true } else { false }
    }

    /// The same events with their values converted, keeping the actions already attached.
    func map<T>(_ transform: (Phase) -> _GestureRecognition<T>.Phase) -> _GestureRecognition<T> {
        _GestureRecognition<T>(events: events.map { .init(phase: transform($0.phase), actions: $0.actions) }, remainder: remainder)
    }

    /// Appends to each event the action its phase calls for (nil: nothing for that phase).
    func attaching(_ action: (Phase) -> (() -> Void)?) -> _GestureRecognition {
        var result = self
        for index in result.events.indices {
            if let run = action(result.events[index].phase) { result.events[index].actions.append(run) }
        }
        return result
    }

    /// The samples of a continuous gesture (drag, pinch, rotation): halfway, the end, then the
    /// end again as `ended`. Chosen [drag-samples]: two deterministic samples per motion.
    static func continuous(_ value: (Double) -> Value) -> _GestureRecognition {
        _GestureRecognition([.changed(value(0.5)), .changed(value(1)), .ended(value(1))])
    }
}

extension _GestureRecognition.Phase {
    var value: Value? {
        switch self {
        case .changed(let value), .ended(let value): value
        case .failed: nil
        }
    }
}

/// What the driver performs for a touch on a view's gesture: one closure per event.
struct GestureResponse {
    var succeeds: Bool
    var events: [() -> Void]

    init<Value>(_ recognition: _GestureRecognition<Value>) {
        succeeds = recognition.succeeds
        events = recognition.events.map { event in { for action in event.actions { action() } } }
    }
}
