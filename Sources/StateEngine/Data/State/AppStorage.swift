import Foundation

/// A value kept in the app's defaults under a key (in the engine: a store per driver, empty at
/// launch). Every view holding the key is invalidated when the stored value changes.
// Evidence: Apple docs, AppStorage ("invalidates a view on a change in UserDefaults").
// Chosen [defaults-per-driver]: every launch starts with empty defaults, so runs do not
// depend on each other or on the machine.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    var stored: StoredDefault<Value>
    /// How an ObservableObject holding this property announces a change of it.
    let enclosingObject = EnclosingObjectPublisher()

    public init(wrappedValue: Value, _ key: String) {
        stored = StoredDefault(key: key, defaultValue: wrappedValue, unmountedStore: Self.driverDefaults)
    }

    public var wrappedValue: Value {
        get { stored.value }
        nonmutating set { stored.value = newValue }
    }

    public var projectedValue: Binding<Value> { stored.binding }

    // Evidence: the app's defaults are one store, wherever the property lives: outside a view
    // (in a model object) the property reads and writes the same defaults (Apple docs,
    // AppStorage: "reflects a value from UserDefaults").
    static func driverDefaults() -> DefaultsStore? { EngineContext.current?.graph.defaults }

    // Evidence: FB7868667 "The @AppStorage property wrapper should work in an ObservableObject"
    // (feedback-assistant/reports#129: fixed in iOS 14.5), the macOS 11.3 beta 2 release notes
    // quoted in sindresorhus/Defaults#48 ("AppStorage property wrappers now work as expected
    // when contained inside an ObservableObject"), and nonstrict-hq/CloudStorage#3 (it calls the
    // object's objectWillChange before the value changes, as @Published does: on every set).
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance instance: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, AppStorage<Value>>
    ) -> Value {
        get { instance[keyPath: storageKeyPath].wrappedValue }
        set {
            let storage = instance[keyPath: storageKeyPath]
            storage.enclosingObject.willChange(instance)
            storage.wrappedValue = newValue
        }
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String) {
        stored = StoredDefault(key: key, defaultValue: nil, unmountedStore: Self.driverDefaults)
    }
}

extension AppStorage: EnclosedObjectPublishing {}

/// A value under a key in a `DefaultsStore`, or its default while the key holds none: what
/// `@AppStorage` and `@SceneStorage` share (they differ in which store they install).
struct StoredDefault<Value> {
    let key: String
    let defaultValue: Value
    var store: DefaultsStore?
    /// The store used before (or without) a view installing one.
    var unmountedStore: () -> DefaultsStore? = { nil }

    private var currentStore: DefaultsStore? { store ?? unmountedStore() }

    var value: Value {
        get { currentStore?.read(key, as: Value.self) ?? defaultValue }
        nonmutating set { currentStore?.write(newValue, for: key) }
    }

    var binding: Binding<Value> {
        let key = self.key, store = self.currentStore, fallback = defaultValue
        return Binding(get: { store?.read(key, as: Value.self) ?? fallback }, set: { store?.write($0, for: key) })
    }

    mutating func install(_ store: DefaultsStore, host: DynamicPropertyHost, name: String) {
        store.observe(key, host: host, name: name)
        self.store = store
    }
}

/// The defaults of one driver: property list values (`PropertyListValue`) by key, over the
/// values registered with `register(defaults:)`.
final class DefaultsStore {
    private(set) var values: [String: Any] = [:]
    private var registered: [String: Any] = [:]
    private var observers: [String: [WeakHost]] = [:]

    struct WeakHost {
        weak var host: DynamicPropertyHost?
        let name: String
    }

    /// The value under `key`, or the registered one.
    func value(for key: String) -> Any? { values[key] ?? registered[key] }

    /// Every value, registered ones included (`dictionaryRepresentation()`).
    var dictionary: [String: Any] { registered.merging(values) { $1 } }

    /// `key`'s value as a property wrapper of `Value` reads it (`PropertyListValue.read`).
    func read<Value>(_ key: String, as type: Value.Type) -> Value? {
        PropertyListValue.read(value(for: key), as: type)
    }

    /// What a property wrapper writes: a raw value for a raw-representable value; none removes the key.
    func write(_ value: Any, for key: String) {
        if let stored = PropertyListValue.storing(value) { set(stored, for: key) } else { remove(key) }
    }

    func set(_ value: Any, for key: String) {
        if let old = values[key], ValueComparison.anyEqual(old, value) { return }
        values[key] = value
        notify(key)
    }

    func remove(_ key: String) {
        guard values.removeValue(forKey: key) != nil else { return }
        notify(key)
    }

    /// Registered values are read where the key has none; registering changes what a reader
    /// sees only for such keys.
    func register(_ defaults: [String: Any]) {
        let shown = defaults.keys.filter { values[$0] == nil }
        registered.merge(defaults) { $1 }
        for key in shown { notify(key) }
    }

    /// The app quit: what it registered is gone (the registration domain is not persisted),
    /// what it stored stays.
    // Evidence: Apple docs, UserDefaults.register(defaults:) ("The contents of the registration
    // domain are not written to disk; you need to call this method each time your application starts").
    func forgetRegistered() { registered = [:] }

    /// Invalidates every living view holding `key`.
    // Evidence: Apple docs, AppStorage ("invalidates a view on a change in value in that user default").
    private func notify(_ key: String) {
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
        stored.install(host.graph.defaultsStore(for: host.environment[DefaultAppStorageKey.self]), host: host, name: name)
    }
}

/// The defaults `defaultAppStorage(_:)` gives the views below it (nil: the standard defaults).
struct DefaultAppStorageKey: EnvironmentKey { static var defaultValue: UserDefaults? { nil } }

extension ViewGraph {
    /// The engine's store for `suite`: the driver's own defaults for the standard ones, and one
    /// store per other `UserDefaults` object, empty at launch like the driver's
    /// (`defaults-per-driver`).
    func defaultsStore(for suite: UserDefaults?) -> DefaultsStore {
        guard let suite, suite !== UserDefaults.standard, suite !== StandardDefaults.shared else { return defaults }
        if let found = suiteDefaults.first(where: { $0.suite === suite }) { return found.store }
        let store = DefaultsStore()
        suiteDefaults.append((suite, store))
        return store
    }
}

nonisolated extension View {
    /// Evidence: Apple docs, defaultAppStorage(_:) ("The default store used by AppStorage
    /// contained within the view and its view content"; unspecified, it is UserDefaults.standard).
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        environment(\.defaultAppStorageStore, store)
    }
}

extension EnvironmentValues {
    var defaultAppStorageStore: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}
