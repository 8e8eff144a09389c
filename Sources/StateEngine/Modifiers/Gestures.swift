/// Gestures: `onTapGesture`, `onLongPressGesture` and `gesture(_:)` attach actions that run
/// when the driver performs the gesture on the view (`tap`, `longPress`, `drag`), found by the
/// text the view shows. Evidence: Apple's "Adding interactivity with gestures" — a gesture's
/// actions run as user events, outside any view update, like a button's action.
public protocol Gesture {
    associatedtype Value
}

public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }
}

public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
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
}


/// `gesture.onEnded { }` (SwiftUI's own type name).
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    let content: Content
    let action: (Content.Value) -> Void
}

/// `gesture.onChanged { }` (SwiftUI's own type name).
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    let content: Content
    let action: (Content.Value) -> Void
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

/// What a gesture does when performed, flattened from its `onChanged`/`onEnded` chain.
struct GestureHandlers {
    var kind: ScreenControl.GestureKind
    var ended: [(Any) -> Void] = []
    var changed: [(Any) -> Void] = []
}

protocol HandlerProviding {
    func handlers() -> GestureHandlers
}

extension TapGesture: HandlerProviding { func handlers() -> GestureHandlers { GestureHandlers(kind: .tap) } }
extension LongPressGesture: HandlerProviding { func handlers() -> GestureHandlers { GestureHandlers(kind: .longPress) } }
extension DragGesture: HandlerProviding { func handlers() -> GestureHandlers { GestureHandlers(kind: .drag) } }

extension _EndedGesture: HandlerProviding {
    func handlers() -> GestureHandlers {
        var result = (content as? HandlerProviding)?.handlers() ?? GestureHandlers(kind: .tap)
        let action = self.action
        result.ended.append { if let value = $0 as? Content.Value { action(value) } }
        return result
    }
}

extension _ChangedGesture: HandlerProviding {
    func handlers() -> GestureHandlers {
        var result = (content as? HandlerProviding)?.handlers() ?? GestureHandlers(kind: .drag)
        let action = self.action
        result.changed.append { if let value = $0 as? Content.Value { action(value) } }
        return result
    }
}

nonisolated public struct _GestureModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let handlers: GestureHandlers
    let isEnabled: Bool
    func makeBehavior() -> ModifierBehavior<Self> { GestureBehavior() }
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
        let handlers = modifier.handlers
        let gesture: ScreenControl.Gesture
        switch handlers.kind {
        case .tap:
            gesture = .tap { for action in handlers.ended { action(()) } }
        case .longPress:
            gesture = .longPress {
                for action in handlers.changed { action(true) }
                for action in handlers.ended { action(true) }
            }
        case .drag:
            gesture = .drag { value, isEnd in
                for action in isEnd ? handlers.ended : handlers.changed { action(value) }
            }
        }
        var control = ScreenControl(
            .gesture(gesture), label: ScreenBuilder.visibleLabel(texts: texts, symbols: []), layer: screen.layer, isEnabled: node.environment.isEnabled)
        control.texts = texts
        screen.controls.append(control)
    }
}

nonisolated extension View {
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(_GestureModifier(handlers: GestureHandlers(kind: .tap, ended: [{ _ in action() }]), isEnabled: true))
    }

    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        modifier(_GestureModifier(handlers: GestureHandlers(kind: .tap, ended: [{ _ in action(.zero) }]), isEnabled: true))
    }

    /// `onPressingChanged` runs with true then false around the action, as a completed press does.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        var handlers = GestureHandlers(kind: .longPress)
        if let onPressingChanged { handlers.changed.append { _ in onPressingChanged(true) } }
        handlers.ended.append { _ in action() }
        if let onPressingChanged { handlers.ended.append { _ in onPressingChanged(false) } }
        return modifier(_GestureModifier(handlers: handlers, isEnabled: true))
    }

    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(handlers: Self.handlers(of: gesture), isEnabled: mask.contains(.gesture)))
    }

    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(handlers: Self.handlers(of: gesture), isEnabled: mask.contains(.gesture)))
    }

    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(handlers: Self.handlers(of: gesture), isEnabled: mask.contains(.gesture)))
    }

    private static func handlers<G: Gesture>(of gesture: G) -> GestureHandlers {
        guard let provider = gesture as? HandlerProviding else {
            EngineContext.fatal("StateEngine does not model the gesture \(G.self)")
        }
        return provider.handlers()
    }
}

public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([]), gesture = GestureMask(rawValue: 1), subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

extension DragGesture.Value {
    /// The value a drag by `translation` from the view's origin reports at `fraction` of the way.
    static func at(_ fraction: Double, of translation: CGSize, time: Double) -> DragGesture.Value {
        let moved = CGSize(width: translation.width * fraction, height: translation.height * fraction)
        let start = CGPoint.zero
        let location = CGPoint(x: moved.width, y: moved.height)
        return DragGesture.Value(time: Date(timeIntervalSinceReferenceDate: time), location: location, startLocation: start,
                                 translation: moved, velocity: .zero, predictedEndLocation: location, predictedEndTranslation: moved)
    }
}
