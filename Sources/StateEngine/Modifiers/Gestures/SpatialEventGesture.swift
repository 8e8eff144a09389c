import Foundation

/// iOS 18's raw touches: the gesture reports every change of the finger as a collection of
/// events, each with a stable id, a location and a phase (`active` while the finger is down,
/// `ended` when it lifts). The driver's one-finger touches (tap, press, drag) are one event;
/// a two-finger pinch or rotation is not a touch this gesture answers here.
/// Evidence: Apple docs, SpatialEventGesture ("A gesture that provides information about
/// ongoing spatial events like clicks and touches"; its example keeps an emitter per
/// `event.id` while `event.phase == .active` and removes it in `onEnded`),
/// SpatialEventCollection ("A collection of spatial input events that target a specific view").
public struct SpatialEventGesture: Gesture {
    public typealias Value = SpatialEventCollection
    public let coordinateSpace: CoordinateSpace

    public init(coordinateSpace: any CoordinateSpaceProtocol = .local) {
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    public func _recognize(_ touch: _GestureTouch) -> _GestureRecognition<SpatialEventCollection>? {
        guard touch.taps == 1 else { return nil }
        func event(at fraction: Double, _ phase: SpatialEventCollection.Event.Phase) -> SpatialEventCollection {
            var location = touch.location
            if case .drag(let moved) = touch.motion {
                location.x += moved.width * fraction
                location.y += moved.height * fraction
            }
            return SpatialEventCollection(events: [
                .init(id: .init(value: 1), timestamp: touch.time, location: location, phase: phase, kind: .touch),
            ])
        }
        switch touch.motion {
        case .none:
            return _GestureRecognition([.changed(event(at: 0, .active)), .ended(event(at: 0, .ended))])
        case .drag:
            // The finger lands, moves halfway, arrives (rule drag-samples), then lifts.
            return _GestureRecognition([
                .changed(event(at: 0, .active)), .changed(event(at: 0.5, .active)), .changed(event(at: 1, .active)),
                .ended(event(at: 1, .ended)),
            ])
        case .pinch, .rotation:
            return nil
        }
    }
}

public struct SpatialEventCollection: Collection, Equatable, Sendable {
    public struct Event: Identifiable, Equatable, Sendable {
        public struct ID: Hashable, Sendable {
            let value: Int
        }

        public enum Phase: Hashable, Sendable { case active, ended, cancelled }

        public enum Kind: Hashable, Sendable { case touch, directPinch, indirectPinch, pointer, pencil }

        public var id: ID
        public var timestamp: TimeInterval
        public var location: CGPoint
        public var phase: Phase
        public var kind: Kind
        public var modifierKeys: EventModifiers = []
    }

    let events: [Event]

    public typealias Index = Int
    public var startIndex: Int { events.startIndex }
    public var endIndex: Int { events.endIndex }
    public func index(after i: Int) -> Int { i + 1 }
    public subscript(position: Int) -> Event { events[position] }

    /// The event with this id, if it is in the collection.
    public subscript(index: Event.ID) -> Event? { events.first { $0.id == index } }
}
