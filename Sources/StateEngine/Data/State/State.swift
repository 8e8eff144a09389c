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
            // Evidence: OpenSwiftUI Sources/OpenSwiftUICore/Data/State/State.swift (audited
            // against SwiftUI 6.5.4): before installation the getter returns the initial value
            // silently; only `projectedValue` reports the runtime issue.
            guard let _location else { return _value }
            return _location.read(installed: _value)
        }
        nonmutating set {
            // Evidence: same source: a write before installation has no storage to reach and is
            // dropped without a runtime issue.
            guard let _location else { return }
            _location.set(newValue)
        }
    }

    public var projectedValue: Binding<Value> {
        // Evidence: same source: the one uninstalled access SwiftUI reports, with these words.
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
        let location = StoredLocation.installed(in: &slot, initial: _value, host: host, cause: .state(name))
        _location = location
        _value = location.updateValue
    }
}

extension State: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(self, children: ["_value": _value, "_location": _location as Any], displayStyle: .struct)
    }
}
