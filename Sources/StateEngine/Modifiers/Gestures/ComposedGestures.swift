// Composed gestures: each recognises the same touch its parts would and reports their values
// together, keeping the actions attached to each part (a part's own `onEnded` still runs).

public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Both parts see the touch; each event carries the latest value of each (nil for a part
    /// that has not begun), and the whole ends when the touch does if either part succeeded.
    /// Evidence: Apple docs, SimultaneousGesture: "A gesture containing two gestures that can
    /// happen at the same time with neither of them preceding the other"; Value.first/second
    /// are optionals ("The value of the first gesture" or nil).
    public func _recognize(_ touch: _GestureTouch) -> _GestureRecognition<Value>? {
        let a = first._recognize(touch), b = second._recognize(touch)
        if a == nil && b == nil { return nil }
        let eventsA = a?.events ?? [], eventsB = b?.events ?? []
        let succeeds = (a?.succeeds ?? false) || (b?.succeeds ?? false)
        let count = max(eventsA.count, eventsB.count)
        var latest = Value(first: nil, second: nil)
        var events: [_GestureRecognition<Value>.Event] = []
        for index in 0..<count {
            var actions: [() -> Void] = []
            if index < eventsA.count {
                if let value = eventsA[index].phase.value { latest.first = value }
                actions += eventsA[index].actions
            }
            if index < eventsB.count {
                if let value = eventsB[index].phase.value { latest.second = value }
                actions += eventsB[index].actions
            }
            let phase: _GestureRecognition<Value>.Phase =
                index < count - 1 ? .changed(latest) : (succeeds ? .ended(latest) : .failed)
            events.append(.init(phase: phase, actions: actions))
        }
        return _GestureRecognition(events: events, remainder: nil)
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The first part wins when it succeeds; only when it fails does the second recognise.
    /// Evidence: Apple docs, exclusively(before:): "Combines two gestures exclusively with
    /// preference given to the first gesture"; ExclusiveGesture: "two gestures where only one
    /// of them can succeed". Chosen [exclusive-loser-silent]: what the first reported before
    /// failing is not delivered when the second then wins.
    public func _recognize(_ touch: _GestureTouch) -> _GestureRecognition<Value>? {
        let a = first._recognize(touch)
        if let a, a.succeeds { return a.map { $0.mapped(Value.first) } }
        if let b = second._recognize(touch) { return b.map { $0.mapped(Value.second) } }
        return a?.map { $0.mapped(Value.first) }
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The second part sees the touch only once the first has ended: `.first` while the first
    /// runs, `.second(first, nil)` when it ends, then `.second(first, value)`; a touch that
    /// lifts before the second begins ends with `.second(first, nil)`. Evidence: Apple's
    /// "Composing SwiftUI gestures" (long press then drag: `.first(true)` "Long press begins",
    /// `.second(true, let drag)` with `drag?.translation ?? .zero`, and `onEnded` guarding
    /// `.second(true, let drag?)`); SequenceGesture: "the second gesture can only start after
    /// the first one ended".
    public func _recognize(_ touch: _GestureTouch) -> _GestureRecognition<Value>? {
        guard let a = first._recognize(touch) else { return nil }
        guard a.succeeds, case .ended(let firstValue)? = a.events.last?.phase else {
            return a.map { $0.mapped(Value.first) }
        }
        var events: [_GestureRecognition<Value>.Event] = a.events.map { event in
            switch event.phase {
            case .changed(let value): .init(phase: .changed(.first(value)), actions: event.actions)
            case .ended, .failed: .init(phase: .changed(.second(firstValue, nil)), actions: event.actions)
            }
        }
        guard let rest = a.remainder, let b = second._recognize(rest) else {
            // The finger lifts without the second beginning: its own event, after the change.
            events.append(.init(phase: .ended(.second(firstValue, nil))))
            return _GestureRecognition(events: events, remainder: nil)
        }
        events += b.map { $0.mapped { .second(firstValue, $0) } }.events
        return _GestureRecognition(events: events, remainder: b.remainder)
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// A type-erased gesture. Evidence: Apple docs, AnyGesture: "A type-erased gesture."
public struct AnyGesture<Value>: Gesture {
    let recognize: (_GestureTouch) -> _GestureRecognition<Value>?
    public init<T: Gesture>(_ gesture: T) where Value == T.Value {
        recognize = gesture._recognize
    }

    public func _recognize(_ touch: _GestureTouch) -> _GestureRecognition<Value>? { recognize(touch) }
}

/// `gesture.map { }` (SwiftUI's own type name): the same recognition, its values converted.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    /// Primitive: its `body` property is the mapping closure, not a gesture.
    public typealias Body = Never
    let content: Content
    let body: (Content.Value) -> Value

    public func _recognize(_ touch: _GestureTouch) -> _GestureRecognition<Value>? {
        content._recognize(touch)?.map { $0.mapped(body) }
    }
}

extension Gesture {
    /// Evidence: Apple docs, map(_:): "Returns a gesture that's the result of mapping the
    /// given closure over the gesture."
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, body: body)
    }

    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

extension _GestureRecognition.Phase {
    func mapped<T>(_ transform: (Value) -> T) -> _GestureRecognition<T>.Phase {
        switch self {
        case .changed(let value): .changed(transform(value))
        case .ended(let value): .ended(transform(value))
        case .failed: .failed
        }
    }
}
