// iOS 26's `task` forms: `name:` labels the task for debugging and Instruments, `file:`/`line:`
// record where it was started, and `executorPreference:` picks the executor it starts on. None
// changes when the task starts, restarts or is cancelled, which is `task(priority:_:)`'s and
// `task(id:priority:_:)`'s rule here. The engine runs every task on its task thread (rule
// tasks-off-main-actor, Runtime/Task.swift), so an executor preference has nothing to pick.
// Evidence: Apple docs, task(name:priority:file:line:_:) ("name: a human-readable name for the task").
nonisolated extension View {
    public func task(
        name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
        _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        task(priority: priority, action)
    }

    public func task<T: Equatable>(
        id value: T, name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
        _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        task(id: value, priority: priority, action)
    }

    public func task(
        name: String? = nil, executorPreference taskExecutor: (any TaskExecutor)? = nil, priority: TaskPriority = .userInitiated,
        file: String = #fileID, line: Int = #line, action: @escaping @Sendable () async -> Void
    ) -> some View {
        task(priority: priority, action)
    }

    public func task<T: Equatable>(
        id value: T, name: String? = nil, executorPreference taskExecutor: (any TaskExecutor)? = nil,
        priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
        _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        task(id: value, priority: priority, action)
    }
}
