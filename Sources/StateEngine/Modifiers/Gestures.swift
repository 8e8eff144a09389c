/// Gestures: `onTapGesture`, `onLongPressGesture` and `gesture(_:)` attach gestures that the
/// driver's touches (`tap`, `longPress`, `drag`, `pinch`, `rotate`) are recognised by, on the
/// view showing the step's text. Evidence: Apple's "Adding interactivity with gestures" — a
/// gesture's actions run as user events, outside any view update, like a button's action.
public protocol Gesture<Value> {
    associatedtype Value
    /// A gesture of the user's own is made of others, as a view is: SwiftUI's `Gesture` has
    /// `associatedtype Body: Gesture` and `var body: Body`. Evidence: Apple docs, Gesture
    /// ("body: The content and behavior of the gesture"; "Body: The type of gesture
    /// representing the body of Self"). The engine's own gestures are primitive (`Never`).
    associatedtype Body: Gesture
    var body: Body { get }
    /// How the gesture responds to one of the driver's touches (nil: it does not begin).
    /// StateEngine's own requirement: the engine's gestures implement it, and a gesture with a
    /// `body` gets it from its body (below), so a step reaches the gestures it is made of.
    func _recognize(_ touch: _GestureTouch) -> _GestureRecognition<Value>?
}

nonisolated extension Never: Gesture {
    public typealias Value = Never
    public func _recognize(_ touch: _GestureTouch) -> _GestureRecognition<Never>? { nil }
}

extension Gesture where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}

extension Gesture where Value == Body.Value {
    /// A gesture written with `body` is recognised as its body is, with its body's value (the
    /// return type ties `Value` to `Body.Value`, which is how a user's gesture gets its `Value`).
    public func _recognize(_ touch: _GestureTouch) -> _GestureRecognition<Body.Value>? {
        body._recognize(touch)
    }
}

public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }

    /// A tap of `count` taps ends at once; more taps repeat it. Evidence: Apple docs,
    /// TapGesture: "A gesture that recognizes one or more taps"; `count` "The required number
    /// of tap events".
    public func _recognize(_ touch: _GestureTouch) -> _GestureRecognition<Void>? {
        Self.repeats(of: count, in: touch).map { _GestureRecognition(Array(repeating: .ended(()), count: $0)) }
    }

    /// How many times a `count`-tap gesture fires for the touch (nil: not a tap it answers).
    static func repeats(of count: Int, in touch: _GestureTouch) -> Int? {
        guard touch.motion == .none, touch.hold == 0, count > 0, touch.taps >= count, touch.taps % count == 0 else { return nil }
        return touch.taps / count
    }
}

public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    /// The press reports `true` as the finger lands and ends once it has rested
    /// `minimumDuration`, the finger still down; released or moved sooner, it fails.
    /// Evidence: Apple's "Composing SwiftUI gestures" (`.first(true)` "Long press begins",
    /// `.second(true, nil)` "Long press confirmed, dragging may begin").
    public func _recognize(_ touch: _GestureTouch) -> _GestureRecognition<Bool>? {
        guard touch.taps == 1 else { return nil }
        guard touch.hold >= minimumDuration else { return _GestureRecognition([.changed(true), .failed]) }
        return _GestureRecognition([.changed(true), .ended(true)], remainder: touch.afterHold)
    }
}

public struct DragGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
    }
    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// A drag begins once the finger has moved `minimumDistance`; with 0 a touch that does not
    /// move is a drag of zero. Evidence: Apple docs, DragGesture.minimumDistance: "The minimum
    /// dragging distance before the gesture succeeds".
    public func _recognize(_ touch: _GestureTouch) -> _GestureRecognition<Value>? {
        let translation: CGSize
        switch touch.motion {
        case .drag(let moved): translation = moved
        case .none where touch.taps == 1: translation = .zero
        default: return nil
        }
        guard (translation.width * translation.width + translation.height * translation.height).squareRoot() >= minimumDistance else { return nil }
        return .continuous { .at($0, of: translation, from: touch.location, time: touch.time) }
    }
}

/// `gesture.onEnded { }` (SwiftUI's own type name).
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    let content: Content
    let action: (Content.Value) -> Void

    /// Evidence: Apple docs, onEnded(_:): "Adds an action to perform when the gesture ends."
    public func _recognize(_ touch: _GestureTouch) -> _GestureRecognition<Value>? {
        let action = self.action
        return content._recognize(touch)?.attaching { phase in
            if case .ended(let value) = phase { { action(value) } } else { nil }
        }
    }
}

/// `gesture.onChanged { }` (SwiftUI's own type name).
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    let content: Content
    let action: (Content.Value) -> Void

    /// Runs for each new value, not for one equal to the last it saw. Evidence: Apple docs,
    /// onChanged(_:): "Adds an action to perform when the gesture's value changes" (which is
    /// why it needs `Value: Equatable`).
    public func _recognize(_ touch: _GestureTouch) -> _GestureRecognition<Value>? {
        let action = self.action
        var last: Value?
        return content._recognize(touch)?.attaching { phase in
            guard case .changed(let value) = phase, value != last else { return nil }
            last = value
            return { action(value) }
        }
    }
}

extension Gesture {
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }
}

extension Gesture where Value: Equatable {
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

nonisolated public struct _GestureModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let respond: (_GestureTouch) -> GestureResponse?
    let isEnabled: Bool
    func makeBehavior() -> ModifierBehavior<Self> { GestureBehavior() }

    init<G: Gesture>(_ gesture: G, isEnabled: Bool) {
        respond = { touch in gesture._recognize(touch).map(GestureResponse.init) }
        self.isEnabled = isEnabled
    }
}

final class GestureBehavior: ModifierBehavior<_GestureModifier>, ScreenContributor {
    var modifier: _GestureModifier?

    override func update(modifier: _GestureModifier) {
        self.modifier = modifier
    }

    /// The view draws as before; the gesture is registered under the text the view shows.
    func render(content: Node?, into screen: inout ScreenBuilder) {
        let textStart = screen.texts.count
        content?.render(into: &screen)
        guard let modifier, modifier.isEnabled else { return }
        let texts = Array(screen.texts[textStart...])
        var control = ScreenControl(
            .gesture(.init(respond: modifier.respond)), label: ScreenBuilder.visibleLabel(texts: texts, symbols: []),
            layer: screen.layer, isEnabled: node.environment.isEnabled)
        control.texts = texts
        screen.controls.append(control)
    }
}

/// `onLongPressGesture`'s press: `onPressingChanged` sees true as the finger lands and false
/// when it lifts, after the action of a press that lasted (or at once, for one that failed).
/// Evidence: Apple docs, onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:):
/// "onPressingChanged: A closure to run when the pressing state of the gesture changes".
struct PressingLongPress: Gesture {
    typealias Value = Bool
    let press: LongPressGesture
    let action: () -> Void
    let pressingChanged: ((Bool) -> Void)?

    func _recognize(_ touch: _GestureTouch) -> _GestureRecognition<Bool>? {
        let action = self.action, pressing = pressingChanged
        return press._recognize(touch)?.attaching { phase in
            switch phase {
            case .changed: { pressing?(true) }
            case .ended: { action(); pressing?(false) }
            case .failed: { pressing?(false) }
            }
        }
    }
}

nonisolated extension View {
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { action() })
    }

    /// The action gets the tap's location. Evidence: Apple docs, onTapGesture(count:coordinateSpace:perform:):
    /// "action: The action to perform. This closure receives the location of the tap".
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    /// The iOS 16 form (deprecated for the `CoordinateSpaceProtocol` one), disfavoured as the
    /// SDK's deprecated form is.
    @_disfavoredOverload
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        let press = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
        return gesture(PressingLongPress(press: press, action: action, pressingChanged: onPressingChanged))
    }

    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture, isEnabled: mask.contains(.gesture)))
    }

    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture, isEnabled: mask.contains(.gesture)))
    }

    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture, isEnabled: mask.contains(.gesture)))
    }
}

public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([]), gesture = GestureMask(rawValue: 1), subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

extension DragGesture.Value {
    /// The value a drag by `translation` from `start` reports at `fraction` of the way.
    static func at(_ fraction: Double, of translation: CGSize, from start: CGPoint = .zero, time: Double) -> DragGesture.Value {
        let moved = CGSize(width: translation.width * fraction, height: translation.height * fraction)
        let location = CGPoint(x: start.x + moved.width, y: start.y + moved.height)
        return DragGesture.Value(time: Date(timeIntervalSinceReferenceDate: time), location: location, startLocation: start,
                                 translation: moved, velocity: .zero, predictedEndLocation: location, predictedEndTranslation: moved)
    }
}
