/// `.task`: starts when the content appears, is cancelled when it disappears; with an id,
/// a changed id cancels the running task and starts a new one.
nonisolated public struct _TaskModifier<ID: Equatable>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let id: ID
    let action: @Sendable () async -> Void
    func makeBehavior() -> ModifierBehavior<Self> { TaskBehavior<ID>() }
}

final class TaskBehavior<ID: Equatable>: ModifierBehavior<_TaskModifier<ID>> {
    var id: ID?
    var running: Task<Void, Never>?

    var modifier: _TaskModifier<ID>?

    override func update(modifier: _TaskModifier<ID>) {
        self.modifier = modifier
    }

    override func didUpdateContent() {
        guard let modifier else { return }
        let changed = id.map { !ValueComparison.equal($0, modifier.id) } ?? true
        id = modifier.id
        guard changed else { return }
        let action = modifier.action
        graph.enqueueTaskStart { [weak self] in
            guard let self, self.node.isAlive else { return }
            self.running?.cancel()
            self.running = Task { await action() }
        }
    }

    override func teardown() {
        running?.cancel()
    }
}

/// SwiftUI's action inherits the view's main actor (`@_inheritActorContext`); the engine's
/// runs on its task thread, for the reason `Task` gives (rule tasks-off-main-actor, Runtime/Task.swift).
nonisolated extension View {
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_TaskModifier(id: 0, action: action))
    }

    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_TaskModifier(id: value, action: action))
    }
}
