/// The completions one transaction registered (`withAnimation(_:completionCriteria:_:completion:)`,
/// `Transaction.addAnimationCompletion`) and the animation runs its update started: each
/// criterion's completions run when every run reached it, and at once when the update
/// started none.
// Evidence: Apple docs, AnimationCompletionCriteria (logicallyComplete: "the animation has
// logically completed, but may still be in its long tail"; removed: "the animation has been
// removed") and Transaction.addAnimationCompletion(criteria:_:) ("if no animations are in
// the transaction, the completion is called immediately"); OpenSwiftUI
// Tests/OpenSwiftUICompatibilityTests/Animation/Animation/AnimationCompletionCompatibilityTests.swift.
final class AnimationCompletionGroup {
    enum Event { case logicallyComplete, removed }

    private var logical: [() -> Void]
    private var removal: [() -> Void]
    private var pendingLogical = 0
    private var pendingRemoval = 0
    /// True once its update is over: no more runs can join.
    private(set) var isClosed = false

    init(_ completions: [Transaction.Completion]) {
        logical = completions.filter { !$0.criteria.waitsForRemoval }.map(\.action)
        removal = completions.filter { $0.criteria.waitsForRemoval }.map(\.action)
    }

    func add(runCount: Int) {
        pendingLogical += runCount
        pendingRemoval += runCount
    }

    /// Called when the group's update is over; returns the completions due now (none ran).
    func close() -> [() -> Void] {
        isClosed = true
        return due()
    }

    func record(_ event: Event) -> [() -> Void] {
        switch event {
        case .logicallyComplete: pendingLogical -= 1
        case .removed: pendingRemoval -= 1
        }
        return isClosed ? due() : []
    }

    private func due() -> [() -> Void] {
        var actions: [() -> Void] = []
        if pendingLogical <= 0 { actions += logical; logical = [] }
        if pendingRemoval <= 0 { actions += removal; removal = [] }
        return actions
    }
}
