/// Engine state (a driver, a graph node) that code on the engine's task thread reaches.
///
/// `@unchecked Sendable`, safe by a handoff rather than a lock on the value: the driver's
/// thread runs the graph, and while any engine task runs it is blocked in
/// `TaskBox.waitUntilIdle`, waiting on the task's `condition` and polling
/// `EngineExecutor.quiescence` under the executor's `condition`. So the two threads never use
/// the value at the same time, and those two locks order the writes of one before the reads
/// of the other. A value reached from any other thread is outside the engine's model.
struct HandedOver<Value: AnyObject>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// The weak form, for callbacks that must not keep a node alive.
struct WeaklyHandedOver<Value: AnyObject>: @unchecked Sendable {
    weak var value: Value?
    init(_ value: Value) { self.value = value }
}
