import Foundation

// Keyboard input and focus beyond `@FocusState` and `focused(_:)` (iOS 17, 18): key presses,
// focusable views, default focus, focused values. Each fails to compile with StateEngine's
// message (issue 34); see UnsupportedViews.swift for the convention.

nonisolated extension View {
    @available(*, unavailable, message: "StateEngine does not model `focusable` yet (see Supported SwiftUI)")
    public func focusable(_ isFocusable: Bool = true) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `focusable` yet (see Supported SwiftUI)")
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `defaultFocus` yet (see Supported SwiftUI)")
    public func defaultFocus<V: Hashable>(
        _ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic
    ) -> EmptyView { fatalError() }
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

    @available(*, unavailable, message: "StateEngine does not model `onKeyPress` yet (see Supported SwiftUI)")
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `onKeyPress` yet (see Supported SwiftUI)")
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `onKeyPress` yet (see Supported SwiftUI)")
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `onKeyPress` yet (see Supported SwiftUI)")
    public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `onKeyPress` yet (see Supported SwiftUI)")
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> EmptyView { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `FocusInteractions` yet (see Supported SwiftUI)")
public struct FocusInteractions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static var activate: FocusInteractions { fatalError() }
    public static var edit: FocusInteractions { fatalError() }
    public static var automatic: FocusInteractions { fatalError() }
}


@available(*, unavailable, message: "StateEngine does not model `KeyPress` yet (see Supported SwiftUI)")
public struct KeyPress: Sendable {
    public var phase: Phases { fatalError() }
    public var key: KeyEquivalent { fatalError() }
    public var characters: String { fatalError() }
    public var modifiers: EventModifiers { fatalError() }

    public enum Result: Sendable { case handled, ignored }

    public struct Phases: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static var down: Phases { fatalError() }
        public static var `repeat`: Phases { fatalError() }
        public static var up: Phases { fatalError() }
        public static var all: Phases { fatalError() }
    }
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

