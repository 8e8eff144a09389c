import Foundation

// Focus beyond `@FocusState`, `focused(_:)`, `focusable`, `defaultFocus` and `onKeyPress`
// (Modifiers/Focus): search focus and focused values. Each fails to compile with StateEngine's
// message (issue 34); see UnsupportedViews.swift for the convention.

nonisolated extension View {
    @available(*, unavailable, message: "StateEngine does not model `searchFocused` yet (see Supported SwiftUI)")
    public func searchFocused(_ condition: FocusState<Bool>.Binding) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `searchFocused` yet (see Supported SwiftUI)")
    public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `focusedValue` yet (see Supported SwiftUI)")
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `focusedValue` yet (see Supported SwiftUI)")
    public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `focusedSceneValue` yet (see Supported SwiftUI)")
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `focusedSceneValue` yet (see Supported SwiftUI)")
    public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `focusedObject` yet (see Supported SwiftUI)")
    public func focusedObject<T: ObservableObject>(_ object: T?) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `focusedSceneObject` yet (see Supported SwiftUI)")
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> EmptyView { fatalError() }

}




@available(*, unavailable, message: "StateEngine does not model `FocusedValues` yet (see Supported SwiftUI)")
public struct FocusedValues {
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { fatalError() }
        set {}
    }
}

@available(*, unavailable, message: "StateEngine does not model `FocusedValueKey` yet (see Supported SwiftUI)")
public protocol FocusedValueKey {
    associatedtype Value
}

@available(*, unavailable, message: "StateEngine does not model `FocusedValue` yet (see Supported SwiftUI)")
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {}
    public var wrappedValue: Value? { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `FocusedBinding` yet (see Supported SwiftUI)")
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}
    public var wrappedValue: Value? { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value?> { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `FocusedObject` yet (see Supported SwiftUI)")
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}
    public var wrappedValue: ObjectType? { fatalError() }
}

