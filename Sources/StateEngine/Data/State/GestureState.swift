/// `@GestureState`: a value a gesture sets while it runs and that goes back to its initial
/// value when the gesture ends. Storage lives in the declaring view's node like `@State`, so
/// the views that read it re-evaluate when a drag moves and again when it ends; only a
/// gesture's `updating(_:body:)` writes it (its `wrappedValue` has no setter, as in SwiftUI).
/// Evidence: Apple's GestureState docs ("updates a property while the user performs a
/// gesture and resets the property back to its initial state when the gesture ends").
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    var _value: Value
    let initial: Value
    var _location: StoredLocation<Value>?
    let resetTransaction: (Value, inout Transaction) -> Void

    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, reset: { _, _ in })
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue, reset: { _, transaction in transaction = resetTransaction })
    }

    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        _value = wrappedValue
        initial = wrappedValue
        resetTransaction = reset
    }

    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    public var wrappedValue: Value {
        guard let _location else { return _value }
        return _location.read(installed: _value)
    }

    public var projectedValue: GestureState<Value> { self }

    /// Sets the value the way a gesture change does: from the current value, in the
    /// transaction the `updating` body chose.
    func update(_ body: (inout Value, inout Transaction) -> Void) {
        guard let _location else { return }
        var value = _location.value
        var transaction = Transaction()
        body(&value, &transaction)
        withTransaction(transaction) { _location.set(value) }
    }

    /// Back to the initial value, in the reset transaction.
    func reset() {
        guard let _location else { return }
        var transaction = Transaction()
        resetTransaction(_location.value, &transaction)
        withTransaction(transaction) { _location.set(initial) }
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }
}

extension GestureState: InstallableProperty {
    mutating func install(host: DynamicPropertyHost, slot: inout AnyObject?, name: String) {
        let location = StoredLocation.installed(in: &slot, initial: initial, host: host, cause: .state(name))
        _location = location
        _value = location.updateValue
    }
}
