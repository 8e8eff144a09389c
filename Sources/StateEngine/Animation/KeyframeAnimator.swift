import Foundation

/// Plays keyframes on the virtual clock: its content sees the timeline's value at each frame
/// (60 per virtual second), repeating for as long as it lives, or once per change of its
/// trigger.
// Evidence: Apple docs, KeyframeAnimator ("repeating: whether the keyframes are currently
// repeating"; with a trigger, "the keyframes animate each time the trigger changes") and the
// keyframeAnimator(initialValue:...) modifiers; the value is the KeyframeTimeline's.
// Chosen [keyframe-trigger-holds-end]: after a triggered run the content keeps the timeline's
// final value until the next trigger (its tracks hold their last keyframes).
nonisolated public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View, EngineProvidedView where KeyframePath.Value == Value {
    let initialValue: Value
    let repeating: Bool
    let trigger: AnyEquatableBox?
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath
    private var player = KeyframePlayer()

    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.repeating = repeating
        trigger = nil
        self.content = content
        self.keyframes = keyframes
    }

    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        repeating = false
        self.trigger = AnyEquatableBox(trigger)
        self.content = content
        self.keyframes = keyframes
    }

    public var body: some View {
        let keyframes = self.keyframes
        let value = player.value(initial: initialValue, repeating: repeating, trigger: trigger) { current in
            KeyframeTimeline(initialValue: current) { keyframes(current) }
        }
        return content(value)
    }
}

nonisolated extension View {
    public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(self)
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) }, keyframes: keyframes)
    }

    public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(self)
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) }, keyframes: keyframes)
    }
}

/// The dynamic property that plays a keyframe animator's timeline.
struct KeyframePlayer: DynamicProperty, InstallableProperty {
    private var slot: KeyframePlayerSlot?

    mutating func install(host: DynamicPropertyHost, slot: inout AnyObject?, name: String) {
        let owned = slot as? KeyframePlayerSlot ?? KeyframePlayerSlot(host: host)
        slot = owned
        self.slot = owned
    }

    func value<Value>(initial: Value, repeating: Bool, trigger: AnyEquatableBox?, timeline: (Value) -> KeyframeTimeline<Value>) -> Value {
        slot?.value(initial: initial, repeating: repeating, trigger: trigger, timeline: timeline) ?? initial
    }
}

final class KeyframePlayerSlot: AnyAnimatedValue, TeardownSlot {
    weak var host: DynamicPropertyHost?
    let subject: String
    private var started = false
    private var trigger: AnyEquatableBox?
    /// The timeline playing, when it started, and whether it loops.
    private var playing: (start: Double, duration: Double, loops: Bool, describe: (Double) -> String)?
    private var current: Any?

    init(host: DynamicPropertyHost) {
        self.host = host
        subject = "\(host.parent.map { $0.ownerName } ?? "root") keyframes"
    }

    var isAnimating: Bool { playing != nil }

    func value<Value>(initial: Value, repeating: Bool, trigger newTrigger: AnyEquatableBox?, timeline make: (Value) -> KeyframeTimeline<Value>) -> Value {
        let graph = host?.graph
        let now = graph?.animator.now ?? 0
        var shown = current as? Value ?? initial
        if !started {
            started = true
            trigger = newTrigger
            if newTrigger == nil && repeating { start(make(initial), at: now, loops: true) }
        } else if let old = trigger, let new = newTrigger, !old.isEqual(to: new) {
            trigger = new
            start(make(shown), at: now, loops: false)
        }
        if let timeline = timeline as? KeyframeTimeline<Value> {
            // A finished run shows its end.
            var elapsed = playing.map { now - $0.start } ?? timeline.duration
            if let playing, playing.loops { elapsed = elapsed.truncatingRemainder(dividingBy: playing.duration) }
            shown = timeline.value(time: elapsed)
        }
        current = shown
        return shown
    }

    private var timeline: Any?

    private func start<Value>(_ timeline: KeyframeTimeline<Value>, at now: Double, loops: Bool) {
        self.timeline = timeline
        playing = (now, timeline.duration, loops && timeline.duration > 0, { time in
            AnimatableDescription.describe(timeline.value(time: time))
        })
        host?.graph.animator.drive(self)
    }

    func retire(at time: Double, notify: (AnimationCompletionGroup, AnimationCompletionGroup.Event) -> Void) -> Bool {
        guard let playing else { return false }
        if !playing.loops && time - playing.start >= playing.duration - 1e-9 {
            self.playing = nil
            return false
        }
        return true
    }

    func removeAll(notify: (AnimationCompletionGroup, AnimationCompletionGroup.Event) -> Void) { playing = nil }

    func describe(at time: Double) -> String {
        guard let playing else { return current.map { AnimatableDescription.describe($0) } ?? "" }
        var elapsed = time - playing.start
        if playing.loops { elapsed = elapsed.truncatingRemainder(dividingBy: playing.duration) }
        return playing.describe(elapsed)
    }

    func teardown() {
        if playing != nil { host?.graph.animator.remove(self) }
        playing = nil
    }
}
