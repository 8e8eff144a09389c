/// A value the system saves with the scene and restores when the app relaunches (the
/// driver's `relaunch()`), per key; `@State` is not restored. Evidence: Apple's SceneStorage
/// docs ("SwiftUI restores the value when the scene is recreated").
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    var store: DefaultsStore?

    public init(wrappedValue: Value, _ key: String) {
        self.key = key
        self.defaultValue = wrappedValue
    }

    public var wrappedValue: Value {
        get { (store?.values[key] as? Value) ?? defaultValue }
        nonmutating set { store?.set(newValue, for: key) }
    }

    public var projectedValue: Binding<Value> {
        let key = self.key, store = self.store, fallback = defaultValue
        return Binding(get: { (store?.values[key] as? Value) ?? fallback }, set: { store?.set($0, for: key) })
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String) {
        self.key = key
        self.defaultValue = nil
    }
}

extension SceneStorage: InstallableProperty {
    mutating func install(host: DynamicPropertyHost, slot: inout AnyObject?, name: String) {
        let store = host.graph.sceneStorage
        store.observe(key, host: host, name: name)
        self.store = store
    }
}
