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
