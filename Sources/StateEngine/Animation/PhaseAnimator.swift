import Foundation

/// Moves its content through `phases` on the virtual clock: each move to a phase is a state
/// change animated with `animation(phase)`, and the next move follows when that animation is
/// logically complete. Without a trigger it cycles for as long as it lives; with one, each
/// change of the trigger runs through the phases once and back to the first.
// Evidence: Apple docs, PhaseAnimator ("when the animation completes, moves on to the next
// phase"; without a trigger "cycles through the phases continuously"; with one, "runs through
// all phases ... then returns to the first phase") and WWDC23 "Wind your way through advanced
// animations in SwiftUI" (the animation closure picks the animation used to reach each phase).
// Chosen [phase-advance-time]: the next phase begins after the animation's logical duration
// (one frame when the animation is nil), whether or not anything animated, so an animator
// whose content animates nothing still steps through time instead of looping in one update.
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View, EngineProvidedView {
    let phases: [Phase]
    let trigger: AnyEquatableBox?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    @State private var index = 0
    private var runner = PhaseRunner()

    public init<Phases: Sequence>(
        _ phases: Phases, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) where Phases.Element == Phase {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    public init<Phases: Sequence>(
        _ phases: Phases, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) where Phases.Element == Phase {
        self.phases = Array(phases)
        self.trigger = AnyEquatableBox(trigger)
        self.content = content
        self.animation = animation
    }

    public var body: some View {
        let phases = self.phases, animation = self.animation, binding = $index
        if !phases.isEmpty {
            runner.update(trigger: trigger, count: phases.count) { next in
                let phase = phases[next]
                let moving = animation(phase)
                withAnimation(moving) { binding.wrappedValue = next }
                return moving.map { max($0.logicalDuration, 1 / Animator.framesPerSecond) } ?? 1 / Animator.framesPerSecond
            }
        }
        return Group {
            if !phases.isEmpty { content(phases[min(index, phases.count - 1)]) }
        }
    }
}

nonisolated extension View {
    public func phaseAnimator<Phase: Equatable, V: View>(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(self)
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }

    public func phaseAnimator<Phase: Equatable, V: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }
}

/// The view a `phaseAnimator` or `keyframeAnimator` modifier (or a custom `Transition`) was
/// applied to, as its content closure receives it.
nonisolated public struct PlaceholderContentView<Value>: View, EngineProvidedView {
    let storage: any View
    /// In `.animation(_:body:)`: the view keeps the transaction from outside the scope.
    let endsTransactionScope: Bool

    init<V: View>(_ view: V, endsTransactionScope: Bool = false) {
        storage = view
        self.endsTransactionScope = endsTransactionScope
    }

    public var body: some View {
        AnyView(endsTransactionScope ? AnyView(AnyView(storage).modifier(_TransactionModifier.scopeEnd)) : AnyView(storage))
    }
}

/// Where a phase animator is in its cycle, and its one pending step on the virtual clock.
struct PhaseRunner: DynamicProperty, InstallableProperty {
    private var slot: PhaseRunnerSlot?

    mutating func install(host: DynamicPropertyHost, slot: inout AnyObject?, name: String) {
        let owned = slot as? PhaseRunnerSlot ?? PhaseRunnerSlot()
        slot = owned
        self.slot = owned
    }

    /// `move(next)` moves to phase `next` and returns how long until the following move.
    func update(trigger: AnyEquatableBox?, count: Int, move: @escaping (Int) -> Double) {
        slot?.update(trigger: trigger, count: count, move: move)
    }
}

final class PhaseRunnerSlot: TeardownSlot {
    private var started = false
    private var trigger: AnyEquatableBox?
    private var generation = 0
    private var isTornDown = false

    func update(trigger newTrigger: AnyEquatableBox?, count: Int, move: @escaping (Int) -> Double) {
        guard count > 1 else { return }
        if !started {
            started = true
            trigger = newTrigger
            if newTrigger == nil { step(to: 1, count: count, cycles: true, move: move, after: 0) }
            return
        }
        if let old = trigger, let new = newTrigger, !old.isEqual(to: new) {
            trigger = new
            step(to: 1, count: count, cycles: false, move: move, after: 0)
        }
    }

    private func step(to next: Int, count: Int, cycles: Bool, move: @escaping (Int) -> Double, after delay: Double) {
        generation += 1
        let current = generation
        VirtualScheduling.schedule(after: delay) { [weak self] in
            guard let self, !self.isTornDown, self.generation == current else { return }
            let wait = move(next)
            // With a trigger, the run ends once it is back at the first phase.
            if !cycles && next == 0 { return }
            self.step(to: (next + 1) % count, count: count, cycles: cycles, move: move, after: wait)
        }
    }

    func teardown() { isTornDown = true }
}
