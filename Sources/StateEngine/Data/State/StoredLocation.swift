/// The storage behind one `@State`, owned by the node of the view that declared it. It
/// remembers whether any update read it: only then does a change invalidate that view.
final class StoredLocation<Value>: AnyLocation<Value>, CustomReflectable {
    var value: Value
    var wasRead = false
    weak var host: DynamicPropertyHost?
    let name: String

    init(value: Value, host: DynamicPropertyHost, name: String) {
        self.value = value
        self.host = host
        self.name = name
    }

    override func get() -> Value { value }

    override func set(_ newValue: Value) {
        guard let host, host.isAlive else {
            value = newValue
            return
        }
        let graph = host.graph
        if graph.isUpdating {
            graph.warn("Modifying state during view update, this will cause undefined behavior.")
        }
        if ValueComparison.equal(value, newValue) { return }
        value = newValue
        if wasRead { graph.invalidate(host, cause: name) }
    }

    override func markRead() { wasRead = true }

    var customMirror: Mirror {
        Mirror(self, children: ["_value": value, "_wasRead": wasRead], displayStyle: .class)
    }
}

extension StoredLocation {
    /// The storage a `@State`-like wrapper keeps in the node's slot: the one already there for
    /// this identity, or a new one holding `initial` (the wrapper's initial value is read only
    /// then, as SwiftUI keeps the first value for the view's lifetime).
    static func installed(in slot: inout AnyObject?, initial: @autoclosure () -> Value, host: DynamicPropertyHost, name: String) -> StoredLocation<Value> {
        if let existing = slot as? StoredLocation<Value> { return existing }
        let location = StoredLocation(value: initial(), host: host, name: name)
        slot = location
        return location
    }
}
