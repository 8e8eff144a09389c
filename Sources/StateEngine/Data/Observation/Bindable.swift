/// Bindings to the properties of an @Observable object.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable>: DynamicProperty {
    public var wrappedValue: Value

    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding(value: wrappedValue[keyPath: keyPath], location: ObjectLocation(object: wrappedValue, keyPath: keyPath))
    }
}
