/// A value kept in the app's defaults under a key (in the engine: a store per driver, empty at
/// launch). Every view holding the key is invalidated when the stored value changes.
// Evidence: Apple docs, AppStorage ("invalidates a view on a change in UserDefaults").
// Chosen [defaults-per-driver]: every launch starts with empty defaults, so runs do not
// depend on each other or on the machine.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    var stored: StoredDefault<Value>

    public init(wrappedValue: Value, _ key: String) {
        stored = StoredDefault(key: key, defaultValue: wrappedValue)
    }

    public var wrappedValue: Value {
        get { stored.value }
        nonmutating set { stored.value = newValue }
    }

    public var projectedValue: Binding<Value> { stored.binding }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String) {
        stored = StoredDefault(key: key, defaultValue: nil)
    }
}

/// A value under a key in a `DefaultsStore`, or its default while the key holds none: what
/// `@AppStorage` and `@SceneStorage` share (they differ in which store they install).
struct StoredDefault<Value> {
    let key: String
    let defaultValue: Value
    var store: DefaultsStore?

    var value: Value {
        get { (store?.values[key] as? Value) ?? defaultValue }
        nonmutating set { store?.set(newValue, for: key) }
    }

    var binding: Binding<Value> {
        let key = self.key, store = self.store, fallback = defaultValue
        return Binding(get: { (store?.values[key] as? Value) ?? fallback }, set: { store?.set($0, for: key) })
    }

    mutating func install(_ store: DefaultsStore, host: DynamicPropertyHost, name: String) {
        store.observe(key, host: host, name: name)
        self.store = store
    }
}

/// The defaults of one driver.
final class DefaultsStore {
    var values: [String: Any] = [:]
    private var observers: [String: [WeakHost]] = [:]

    struct WeakHost {
        weak var host: DynamicPropertyHost?
        let name: String
    }

    func set(_ value: Any, for key: String) {
        if let old = values[key], ValueComparison.anyEqual(old, value) { return }
        values[key] = value
        observers[key]?.removeAll { $0.host == nil || $0.host?.isAlive == false }
        for observer in observers[key] ?? [] {
            if let host = observer.host { host.graph.invalidate(host, cause: .storage(observer.name)) }
        }
    }

    func observe(_ key: String, host: DynamicPropertyHost, name: String) {
        if observers[key]?.contains(where: { $0.host === host }) == true { return }
        observers[key, default: []].append(WeakHost(host: host, name: name))
    }
}

extension AppStorage: InstallableProperty {
    mutating func install(host: DynamicPropertyHost, slot: inout AnyObject?, name: String) {
        stored.install(host.graph.defaults, host: host, name: name)
    }
}
