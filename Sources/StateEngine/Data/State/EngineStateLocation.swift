import Transcript

/// State the engine itself owns on the user's behalf (edit mode, a TabView's or
/// NavigationStack's own selection when no binding is given): like `@State`, a body that
/// reads it during an update depends on it, and a write invalidates exactly those readers.
// Chosen [engine-owned-state-live]: SwiftUI keeps this state in its own views; reading its
// current value during an update is what a view below them sees on iOS.
final class EngineStateLocation<Value>: AnyLocation<Value> {
    private var value: Value
    private var readers: [(host: WeakHostReference, cause: BodyCause)] = []
    let name: String
    /// Primitive nodes that show this value and must refresh when it changes.
    var onChange: [() -> Void] = []

    init(_ value: Value, name: String) {
        self.value = value
        self.name = name
    }

    override func get() -> Value { value }
    override var readsLive: Bool { true }

    override func set(_ newValue: Value) {
        if ValueComparison.equal(value, newValue) { return }
        value = newValue
        readers.removeAll { $0.host.host?.isAlive != true }
        for reader in readers {
            if let host = reader.host.host { host.graph.invalidate(host, cause: reader.cause) }
        }
        for action in onChange { action() }
    }

    override func markRead() {
        guard let host = EngineContext.current?.graph.currentHost else { return }
        if readers.contains(where: { $0.host.host === host }) { return }
        readers.append((WeakHostReference(host: host), .systemState(name)))
    }

    var binding: Binding<Value> { Binding(value: value, location: self) }
}

struct WeakHostReference {
    weak var host: DynamicPropertyHost?
}
