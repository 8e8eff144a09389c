/// Reads a value from the view's environment. A key path reading one value makes the view
/// depend on that value (the whole key path's result); `\.self` makes it depend on exactly
/// the keys its body reads.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(ObjectIdentifier, optional: Bool)
    }
    let source: Source
    var _value: Value?

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
    }

    public var wrappedValue: Value {
        if let _value { return _value }
        switch source {
        case .keyPath(let keyPath):
            // Evidence: OpenSwiftUI Sources/OpenSwiftUICore/Data/Environment/Environment.swift
            // (the runtime issue and the default value).
            EngineContext.warn("Accessing Environment<\(Value.self)>'s value outside of being installed on a View. This will always read the default value and will not update.")
            return EnvironmentValues()[keyPath: keyPath]
        case .object(_, let optional):
            if optional, let none = Optional<Any>.none as? Value { return none }
            // Evidence: OpenSwiftUI Environment+Observation.swift and Environment+Objects.swift:
            // `@Environment(Model.self)` reads through the environment-object key, whose
            // precondition names `environmentObject(_:)` even for an @Observable type.
            fatalError("No Observable object of type \(Value.self) found. A View.environmentObject(_:) for \(Value.self) may be missing as an ancestor of this view.")
        }
    }
}

extension Environment where Value: AnyObject & Observable {
    public init(_ objectType: Value.Type) {
        source = .object(ObjectIdentifier(objectType), optional: false)
    }
}

extension Environment {
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        source = .object(ObjectIdentifier(objectType), optional: true)
    }
}

extension Environment: InstallableProperty {
    mutating func install(host: DynamicPropertyHost, slot: inout AnyObject?, name: String) {
        let environment = host.environment
        switch source {
        case .keyPath(let keyPath):
            if keyPath == \EnvironmentValues.self {
                var tracked = environment
                tracked.tracker = host
                // The key path is `\.self`: read from the tracked copy, it is that copy.
                _value = tracked[keyPath: keyPath]
                host.trackedEnvironmentName = name
            } else {
                let value = environment[keyPath: keyPath]
                _value = value
                host.environmentDependencies.append(EnvironmentDependency(cause: .environment(name), hasChanged: { newEnvironment in
                    !ValueComparison.equal(newEnvironment[keyPath: keyPath], value)
                }))
            }
        case .object(let id, _):
            let object = environment.lookupObject(id)
            _value = object.flatMap { $0 as? Value }
            host.environmentDependencies.append(EnvironmentDependency(cause: .environment(name), hasChanged: { newEnvironment in
                let newObject = newEnvironment.lookupObject(id)
                return (newObject as AnyObject?) !== (object as AnyObject?)
            }))
        }
    }
}
