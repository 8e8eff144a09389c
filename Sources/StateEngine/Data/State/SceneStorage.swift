/// A value the system saves with the scene and restores when the app relaunches (the
/// driver's `relaunch()`), per key; `@State` is not restored. Evidence: Apple's SceneStorage
/// docs ("SwiftUI restores the value when the scene is recreated").
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
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

extension SceneStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String) {
        stored = StoredDefault(key: key, defaultValue: nil)
    }
}

extension SceneStorage: InstallableProperty {
    mutating func install(host: DynamicPropertyHost, slot: inout AnyObject?, name: String) {
        stored.install(host.graph.sceneStorage, host: host, name: name)
    }
}
