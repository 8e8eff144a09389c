import Transcript

/// A key for a value in the environment.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Values flowing down the view tree. Storage is an immutable chain of overrides, so an
/// unchanged environment is recognised by identity, and each key is looked up on its own.
public struct EnvironmentValues: CustomStringConvertible {
    final class Entry {
        let key: ObjectIdentifier
        let value: Any
        let next: Entry?
        /// The key's type, to name it (`ColorSchemeKey` reads as `colorScheme`).
        let keyType: Any.Type?
        init(key: ObjectIdentifier, value: Any, next: Entry?, keyType: Any.Type? = nil) {
            self.key = key
            self.value = value
            self.next = next
            self.keyType = keyType
        }
    }

    var head: Entry?
    /// Set on the copy `@Environment(\.self)` hands out: reads through it are recorded per key.
    weak var tracker: DynamicPropertyHost?
    /// The viewport of the lazy container whose row slots are being built (LazyRows.swift); a
    /// field, not a key, because `reconcile` reads it for every view.
    var lazyViewport: LazyViewport?

    public init() {}

    func isIdentical(to other: EnvironmentValues) -> Bool { head === other.head && lazyViewport === other.lazyViewport }

    func lookup<K: EnvironmentKey>(_ key: K.Type) -> K.Value {
        let id = ObjectIdentifier(key)
        var entry = head
        while let current = entry {
            if current.key == id, let value = current.value as? K.Value { return value }
            entry = current.next
        }
        return K.defaultValue
    }

    func lookupObject(_ id: ObjectIdentifier) -> Any? {
        var entry = head
        while let current = entry {
            if current.key == id { return current.value }
            entry = current.next
        }
        return nil
    }

    mutating func storeObject(_ id: ObjectIdentifier, _ value: Any) {
        head = Entry(key: id, value: value, next: head)
    }

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let value = lookup(key)
            if let tracker, tracker.graph.isUpdating {
                tracker.recordEnvironmentRead(key, value: value)
            }
            return value
        }
        set {
            head = Entry(key: ObjectIdentifier(key), value: newValue, next: head, keyType: key)
        }
    }

    public var description: String { "EnvironmentValues" }

    /// A readable name for the value a key path writes, found by writing through it:
    /// `\.colorScheme` writes `ColorSchemeKey`, named `colorScheme`.
    static func name<T>(of keyPath: WritableKeyPath<EnvironmentValues, T>, value: T) -> String {
        var probe = EnvironmentValues()
        probe[keyPath: keyPath] = value
        guard let keyType = probe.head?.keyType else { return "environment" }
        var name = TypeNames.name(of: keyType)
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        if name.hasSuffix("Key") && name.count > 3 { name.removeLast(3) }
        guard let first = name.first else { return "environment" }
        return first.lowercased() + name.dropFirst()
    }
}

/// Something a view read from the environment; asked again when the environment changes.
struct EnvironmentDependency {
    let cause: BodyCause
    let hasChanged: (EnvironmentValues) -> Bool
}

extension DynamicPropertyHost {
    func recordEnvironmentRead<K: EnvironmentKey>(_ key: K.Type, value: K.Value) {
        let id = ObjectIdentifier(key)
        let name = trackedEnvironmentName ?? "@environment"
        environmentDependencies.append(EnvironmentDependency(cause: .environment(name), hasChanged: { environment in
            _ = id
            return !ValueComparison.equal(environment.lookup(key), value)
        }))
    }
}
