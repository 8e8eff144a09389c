/// A value owned by the view's node. Each body evaluation sees the value installed just
/// before it (a snapshot); actions and async work see the live value.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    var _value: Value
    var _location: StoredLocation<Value>?

    public init(wrappedValue value: Value) {
        _value = value
        _location = nil
    }

    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    public var wrappedValue: Value {
        get {
            guard let _location else {
                EngineContext.warn("Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update.")
                return _value
            }
            if let graph = _location.host?.graph, graph.isUpdating {
                _location.wasRead = true
                return _value
            }
            return _location.value
        }
        nonmutating set {
            guard let _location else {
                EngineContext.warn("Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update.")
                return
            }
            _location.set(newValue)
        }
    }

    public var projectedValue: Binding<Value> {
        guard let _location else {
            EngineContext.warn("Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update.")
            return .constant(_value)
        }
        return Binding(value: _value, location: _location)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

extension State: InstallableProperty {
    mutating func install(host: DynamicPropertyHost, slot: inout AnyObject?, name: String) {
        let location = StoredLocation.installed(in: &slot, initial: _value, host: host, name: name)
        _location = location
        _value = location.value
    }
}

extension State: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(self, children: ["_value": _value, "_location": _location as Any], displayStyle: .struct)
    }
}
