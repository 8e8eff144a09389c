/// An ObservableObject owned by the view's identity: the autoclosure runs once, when the
/// identity first installs it; later view values' closures are ignored.
// Evidence: seed article "Be Careful When You Initialize a State Object" (the thunk is an
// escaping autoclosure run once per identity); Apple docs, StateObject.init(wrappedValue:).
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let thunk: () -> ObjectType
    var _object: ObjectType?

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        self.thunk = thunk
    }

    public var wrappedValue: ObjectType {
        if let _object { return _object }
        EngineContext.warn("Accessing StateObject's object without being installed on a View. This will create a new instance each time.")
        return thunk()
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(root: wrappedValue)
    }
}

final class StateObjectSlot<ObjectType: ObservableObject>: TeardownSlot {
    let object: ObjectType
    let subscription = ObjectSubscription()
    init(object: ObjectType) { self.object = object }
    func teardown() { subscription.teardown() }
}

extension StateObject: InstallableProperty {
    mutating func install(host: DynamicPropertyHost, slot: inout AnyObject?, name: String) {
        let storage: StateObjectSlot<ObjectType>
        if let existing = slot as? StateObjectSlot<ObjectType> {
            storage = existing
        } else {
            storage = StateObjectSlot(object: thunk())
            storage.subscription.observe(storage.object, host: host, name: name)
            slot = storage
        }
        _object = storage.object
    }
}

/// An ObservableObject the view does not own: whoever creates the view value supplies it.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.wrappedValue = initialValue
    }

    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }

    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(value: root[keyPath: keyPath], location: ObjectLocation(object: root, keyPath: keyPath))
        }
    }
}

extension ObservedObject: InstallableProperty {
    mutating func install(host: DynamicPropertyHost, slot: inout AnyObject?, name: String) {
        let subscription = (slot as? ObjectSubscription) ?? ObjectSubscription()
        slot = subscription
        subscription.observe(wrappedValue, host: host, name: name)
    }
}

/// An ObservableObject supplied by an ancestor's `.environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    var _object: ObjectType?

    public init() {}

    public var wrappedValue: ObjectType {
        guard let _object else {
            let name = TypeNames.name(of: ObjectType.self)
            let message = "No ObservableObject of type \(name) found. A View.environmentObject(_:) for \(name) may be missing as an ancestor of this view."
            EngineContext.fatal(message)
        }
        return _object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(root: wrappedValue)
    }
}

extension EnvironmentObject: InstallableProperty {
    mutating func install(host: DynamicPropertyHost, slot: inout AnyObject?, name: String) {
        let id = ObjectIdentifier(ObjectType.self)
        _object = host.environment.lookupObject(id) as? ObjectType
        let current = _object
        host.environmentDependencies.append(EnvironmentDependency(cause: .environment(name), hasChanged: { environment in
            (environment.lookupObject(id) as AnyObject?) !== current
        }))
        let subscription = (slot as? ObjectSubscription) ?? ObjectSubscription()
        slot = subscription
        if let current { subscription.observe(current, host: host, name: name) }
    }
}
