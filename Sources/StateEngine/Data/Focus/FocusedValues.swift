import Foundation

// Focused values: data a view publishes while focus is inside it, read anywhere with
// `@FocusedValue` (menus, toolbars, other panes act on "the focused document").
// Evidence: Apple docs "FocusedValues" ("a collection of state exported by the focused scene
// and the view hierarchy that contains focus"), "focusedValue(_:_:)" ("the value ... when the
// view or one of its descendants has focus"), "focusedSceneValue(_:_:)" ("visible regardless of
// where focus is located in the active scene"); WWDC23 "The SwiftUI cookbook for focus"
// (a recipe list publishes its selected recipe with focusedValue; a command reads it with
// @FocusedValue and is disabled when it is nil).

/// A key for a value in `FocusedValues`.
public protocol FocusedValueKey {
    associatedtype Value
}

/// The values the focused view and its ancestors publish, and those the scene publishes.
public struct FocusedValues {
    var values: [ObjectIdentifier: Any] = [:]

    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// An observable or observed object published by type (`focusedValue(_:)`, `focusedObject(_:)`).
    subscript<T: AnyObject>(object type: T.Type) -> T? {
        get { values[ObjectIdentifier(type)] as? T }
        set { values[ObjectIdentifier(type)] = newValue }
    }
}

/// Whether a published value reaches readers when focus is inside its view, or whenever its
/// scene is active.
enum FocusedValueScope {
    case focus
    case scene
}

nonisolated public struct _FocusedValueModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let scope: FocusedValueScope
    let write: (inout FocusedValues) -> Void
    func makeBehavior() -> ModifierBehavior<Self> { FocusedValueBehavior() }
}

final class FocusedValueBehavior: ModifierBehavior<_FocusedValueModifier> {
    var scope = FocusedValueScope.focus
    var write: ((inout FocusedValues) -> Void)?
    override func update(modifier: _FocusedValueModifier) {
        scope = modifier.scope
        write = modifier.write
    }
}

/// A node that may hold a `focusedValue` modifier.
protocol FocusedValuePublisherNode {
    var focusedValuePublisher: FocusedValueBehavior? { get }
}

extension ModifierNode: FocusedValuePublisherNode {
    var focusedValuePublisher: FocusedValueBehavior? { behavior as? FocusedValueBehavior }
}

extension FocusedValues {
    /// What `@FocusedValue` reads in `graph` now: the scene's values in tree order, then those
    /// on the path to the focused view from outermost to innermost, so the nearest wins.
    // Chosen [focused-value-precedence]: a value published for the focus path overrides a scene
    // value for the same key, and an inner view's overrides an outer one's.
    static func current(in graph: ViewGraph) -> FocusedValues {
        var result = FocusedValues()
        var roots: [Node] = graph.root.map { [$0] } ?? []
        roots += graph.layers
        func publishers(_ node: Node) -> [FocusedValueBehavior] {
            let own = (node as? FocusedValuePublisherNode)?.focusedValuePublisher
            return (own.map { [$0] } ?? []) + node.children.flatMap(publishers)
        }
        for root in roots {
            for publisher in publishers(root) where publisher.scope == .scene { publisher.write?(&result) }
        }
        // The path to the deepest node that has focus (its focus binding says so, or it is the
        // unbound field last typed into), topmost layer first.
        func focusPath(_ node: Node, _ chain: [FocusedValueBehavior]) -> [FocusedValueBehavior]? {
            var chain = chain
            if let own = (node as? FocusedValuePublisherNode)?.focusedValuePublisher { chain.append(own) }
            for child in node.children { if let found = focusPath(child, chain) { return found } }
            let hasFocus = node === graph.unboundFocus || FocusRegistry.focusHandle(in: node.environment)?.isFocused() == true
            return hasFocus ? chain : nil
        }
        for root in roots.reversed() {
            if let path = focusPath(root, []) {
                for publisher in path where publisher.scope == .focus { publisher.write?(&result) }
                break
            }
        }
        return result
    }
}

/// Keeps a reader of focused values current: after each update pass it reads again and, when
/// what it shows changed (focus moved, or the publisher published another value), invalidates
/// the view that read it.
final class FocusedValueWatcher: PreferenceReader {
    weak var host: DynamicPropertyHost?
    let name: String
    var read: (FocusedValues) -> Any?
    var shown: Any?
    var subscription: ObjectSubscription?

    init(host: DynamicPropertyHost, name: String, read: @escaping (FocusedValues) -> Any?) {
        self.host = host
        self.name = name
        self.read = read
        host.graph.preferenceReaders.register(self)
    }

    var isReaderAlive: Bool { host?.isAlive == true }

    func refreshPreference() {
        guard let host else { return }
        let now = read(FocusedValues.current(in: host.graph))
        let same: Bool
        switch (now, shown) {
        case (nil, nil): same = true
        case (let now?, let shown?): same = ValueComparison.anyEqual(now, shown)
        default: same = false
        }
        if !same { host.invalidate(cause: .environment(name)) }
    }

    /// Reads the value for the body being evaluated, and remembers it as shown.
    func value(in host: DynamicPropertyHost) -> Any? {
        shown = read(FocusedValues.current(in: host.graph))
        return shown
    }

    static func installed(in slot: inout AnyObject?, host: DynamicPropertyHost, name: String, read: @escaping (FocusedValues) -> Any?) -> FocusedValueWatcher {
        if let watcher = slot as? FocusedValueWatcher {
            watcher.read = read
            return watcher
        }
        let watcher = FocusedValueWatcher(host: host, name: name, read: read)
        slot = watcher
        return watcher
    }
}

/// `@FocusedValue(\.key)`: the focused values' value for a key, nil when nothing in focus
/// publishes one. `@FocusedValue(Model.self)` reads an `@Observable` object published with
/// `focusedValue(_:)`.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    let read: (FocusedValues) -> Value?
    var _value: Value?

    public init(_ keyPath: KeyPath<FocusedValues, Value?>) { read = { $0[keyPath: keyPath] } }
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable { read = { $0[object: objectType] } }

    public var wrappedValue: Value? { _value }
}

extension FocusedValue: InstallableProperty {
    mutating func install(host: DynamicPropertyHost, slot: inout AnyObject?, name: String) {
        let read = self.read
        let watcher = FocusedValueWatcher.installed(in: &slot, host: host, name: name, read: { read($0) as Any? })
        _value = watcher.value(in: host) as? Value
    }
}

/// `@FocusedBinding(\.key)`: a binding published as a focused value, read and written through.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    let read: (FocusedValues) -> Binding<Value>?
    var _binding: Binding<Value>?
    var _value: Value?

    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) { read = { $0[keyPath: keyPath] } }

    public var wrappedValue: Value? {
        get { _value }
        nonmutating set { if let newValue { _binding?.wrappedValue = newValue } }
    }

    public var projectedValue: Binding<Value?> {
        let binding = _binding
        let value = _value
        return Binding(get: { binding?.wrappedValue ?? value }, set: { if let new = $0 { binding?.wrappedValue = new } })
    }
}

extension FocusedBinding: InstallableProperty {
    mutating func install(host: DynamicPropertyHost, slot: inout AnyObject?, name: String) {
        let read = self.read
        // What the reader shows is the bound value, so a write through the binding updates it too.
        let watcher = FocusedValueWatcher.installed(in: &slot, host: host, name: name, read: { read($0)?.location.get() as Any? })
        _binding = read(FocusedValues.current(in: host.graph))
        _value = watcher.value(in: host) as? Value
    }
}

/// `@FocusedObject`: an ObservableObject published with `focusedObject(_:)`; the view also
/// updates when the object announces a change.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    var _object: ObjectType?

    public init() {}

    public var wrappedValue: ObjectType? { _object }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper? { _object.map { ObservedObject<ObjectType>.Wrapper(root: $0) } }
}

extension FocusedObject: InstallableProperty {
    mutating func install(host: DynamicPropertyHost, slot: inout AnyObject?, name: String) {
        let watcher = FocusedValueWatcher.installed(in: &slot, host: host, name: name, read: { $0[object: ObjectType.self] })
        _object = watcher.value(in: host) as? ObjectType
        if let _object {
            let subscription = watcher.subscription ?? ObjectSubscription()
            watcher.subscription = subscription
            subscription.observe(_object, host: host, name: name)
        } else {
            watcher.subscription?.teardown()
            watcher.subscription = nil
        }
    }
}

nonisolated extension View {
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        modifier(_FocusedValueModifier(scope: .focus, write: { $0[keyPath: keyPath] = value }))
    }

    /// Evidence: Apple docs "focusedValue(_:)" (iOS 17): an `@Observable` object read with `@FocusedValue(Type.self)`; nil publishes nothing.
    public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(_FocusedValueModifier(scope: .focus, write: { if let object { $0[object: T.self] = object } }))
    }

    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View {
        modifier(_FocusedValueModifier(scope: .scene, write: { $0[keyPath: keyPath] = value }))
    }

    public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(_FocusedValueModifier(scope: .scene, write: { if let object { $0[object: T.self] = object } }))
    }

    /// Evidence: Apple docs "focusedObject(_:)": read with `@FocusedObject` while focus is inside the view.
    public func focusedObject<T: ObservableObject>(_ object: T?) -> some View {
        modifier(_FocusedValueModifier(scope: .focus, write: { if let object { $0[object: T.self] = object } }))
    }

    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View {
        modifier(_FocusedValueModifier(scope: .scene, write: { if let object { $0[object: T.self] = object } }))
    }
}
