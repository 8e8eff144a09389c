import Transcript

/// The storage behind one `@State`, owned by the node of the view that declared it. It
/// remembers whether any update read it: only then does a change invalidate that view.
final class StoredLocation<Value>: AnyLocation<Value>, CustomReflectable {
    /// The latest written value: what actions and async work read.
    var value: Value
    /// Values of writes still waiting for their update, oldest first: the update of a
    /// transaction sees the value its last write left, not writes of later transactions.
    // Evidence: OpenSwiftUI Sources/OpenSwiftUICore/Data/State/StoredLocation.swift
    // (`savedValue`, `updateValue`, `BeginUpdate`), audited against SwiftUI 6.5.4.
    private var savedValues: [Value] = []
    var wasRead = false
    weak var host: DynamicPropertyHost?
    /// What a write is, for the readers it invalidates.
    let cause: BodyCause

    init(value: Value, host: DynamicPropertyHost, cause: BodyCause) {
        self.value = value
        self.host = host
        self.cause = cause
    }

    /// What the update in progress installs into the view.
    var updateValue: Value { savedValues.first ?? value }

    /// During an update a binding to this state reads what the update sees.
    override func get() -> Value {
        host?.graph.isUpdating == true ? updateValue : value
    }

    override func set(_ newValue: Value) {
        guard let host, host.isAlive else {
            value = newValue
            return
        }
        let graph = host.graph
        // Evidence: OpenSwiftUI StoredLocation.swift (`guard !isUpdating`): a write while
        // the graph updates (in a body) is reported with SwiftUI's words and dropped.
        if graph.isUpdating {
            graph.warn("Modifying state during view update, this will cause undefined behavior.")
            return
        }
        if ValueComparison.equal(value, newValue) { return }
        savedValues.append(value)
        value = newValue
        if graph.transactions.enqueue(self) { savedValues.removeLast() }
    }

    override func markRead() { wasRead = true }

    /// What a property wrapper's getter returns: during an update, the value its view was
    /// installed with (and the view now depends on this state); otherwise the latest value.
    func read(installed snapshot: Value) -> Value {
        if let graph = host?.graph, graph.isUpdating {
            wasRead = true
            return snapshot
        }
        return value
    }

    var customMirror: Mirror {
        Mirror(self, children: ["_value": value, "_wasRead": wasRead], displayStyle: .class)
    }
}

extension StoredLocation: PendingStateWrite {
    var waitingHost: DynamicPropertyHost? { host }

    func discardWaitingValues() { savedValues.removeAll() }

    func beginUpdate() {
        // `remove(at:)`, not `removeFirst()`: in this unspecialized generic class the latter goes
        // through RangeReplaceableCollection's generic path (metadata lookups): 6% of an update in engine-bench.
        if !savedValues.isEmpty { savedValues.remove(at: 0) }
        guard let host, host.isAlive else { return }
        if wasRead { host.graph.invalidate(host, cause: cause) }
    }
}

extension StoredLocation {
    /// The storage a `@State`-like wrapper keeps in the node's slot: the one already there for
    /// this identity, or a new one holding `initial` (the wrapper's initial value is read only
    /// then, as SwiftUI keeps the first value for the view's lifetime).
    static func installed(in slot: inout AnyObject?, initial: @autoclosure () -> Value, host: DynamicPropertyHost, cause: BodyCause) -> StoredLocation<Value> {
        if let existing = slot as? StoredLocation<Value> { return existing }
        let location = StoredLocation(value: initial(), host: host, cause: cause)
        slot = location
        return location
    }
}
