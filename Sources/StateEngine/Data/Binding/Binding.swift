import Transcript

/// A read-write reference to a value stored elsewhere. Like SwiftUI's, it carries a snapshot
/// of the value (refreshed when installed in a view) and a location; reading it during an
/// update counts as reading the source.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    var _value: Value
    let location: AnyLocation<Value>
    public var transaction = Transaction()
    /// Set once a view installs this binding: records whether that view's body read it.
    var installation: BindingInstallation<Value>?

    init(value: Value, location: AnyLocation<Value>) {
        self._value = value
        self.location = location
    }

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        let location = FunctionalLocation(get: get, set: set)
        self.init(value: get(), location: location)
    }

    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        let location = FunctionalLocation(get: get, set: { set($0, TransactionQueue.currentTransaction) })
        self.init(value: get(), location: location)
    }

    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(value: value, location: ConstantLocation(value))
    }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    public var wrappedValue: Value {
        get {
            if EngineContext.isUpdating(location) {
                location.markRead()
                installation?.wasRead = true
                return location.readsLive ? location.get() : _value
            }
            return location.get()
        }
        nonmutating set {
            if transaction.isEmpty {
                location.set(newValue)
            } else {
                withTransaction(transaction) { location.set(newValue) }
            }
        }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(value: _value[keyPath: keyPath], location: ProjectedLocation(base: location, keyPath: keyPath))
    }

    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        return copy
    }

    /// A binding whose writes carry this animation (their own transaction, see Transaction.swift).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }
}

extension Binding {
    /// Unwraps a binding to an optional; nil when the value is nil.
    public init?(_ base: Binding<Value?>) {
        guard let value = base._value ?? base.location.get() else { return nil }
        self.init(value: value, location: UnwrappedLocation(base: base.location, value: value))
    }

    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(value: base._value, location: OptionalLocation(base: base.location))
    }
}

extension Binding: DynamicProperty {}

extension Binding: InstallableProperty {
    mutating func install(host: DynamicPropertyHost, slot: inout AnyObject?, name: String) {
        _value = location.get()
        let installation = slot as? BindingInstallation<Value> ?? BindingInstallation()
        slot = installation
        if installation.changed(to: _value) { host.currentCauses.append(.binding(name)) }
        self.installation = installation
    }
}

/// What a view remembers of a `@Binding` between its bodies: the value it saw and whether the
/// body read it. `_printChanges` names the binding when a value the body read has changed.
// Evidence: OpenSwiftUI Sources/OpenSwiftUICore/Data/Binding/Binding.swift (the binding's
// property box reports a change only when the value changed and the location was read).
final class BindingInstallation<Value> {
    var lastValue: Value?
    var wasRead = false

    func changed(to value: Value) -> Bool {
        defer {
            lastValue = value
            wasRead = false
        }
        guard let lastValue else { return false }
        return wasRead && !ValueComparison.equal(lastValue, value)
    }
}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: CustomStringConvertible {
    public var description: String { "Binding<\(Value.self)>(value: \(location.get()))" }
}
