/// Where a binding reads and writes its value.
class AnyLocationBase {
    /// Two bindings to the same place compare equal as view inputs.
    func isSameLocation(as other: AnyLocationBase) -> Bool { self === other }
}

class AnyLocation<Value>: AnyLocationBase {
    func get() -> Value { fatalError("abstract") }
    func set(_ value: Value) { fatalError("abstract") }
    /// A read during an update links the source (State marks itself read).
    func markRead() {}
    /// True for engine-owned state: a read during an update sees the current value, since no
    /// view installs a fresh snapshot of it (it reaches views through the environment).
    var readsLive: Bool { false }
}

/// A location made of user closures (`Binding(get:set:)`).
final class FunctionalLocation<Value>: AnyLocation<Value> {
    let getter: () -> Value
    let setter: (Value) -> Void
    init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.getter = get
        self.setter = set
    }
    override func get() -> Value { getter() }
    override func set(_ value: Value) { setter(value) }
}

/// A constant: writes go nowhere.
final class ConstantLocation<Value>: AnyLocation<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
    override func get() -> Value { value }
    override func set(_ value: Value) {}
}

/// A part of another location, reached by a key path (`$model.name`).
final class ProjectedLocation<Base, Value>: AnyLocation<Value> {
    let base: AnyLocation<Base>
    let keyPath: WritableKeyPath<Base, Value>
    init(base: AnyLocation<Base>, keyPath: WritableKeyPath<Base, Value>) {
        self.base = base
        self.keyPath = keyPath
    }
    override func get() -> Value { base.get()[keyPath: keyPath] }
    override func set(_ value: Value) {
        var whole = base.get()
        whole[keyPath: keyPath] = value
        base.set(whole)
    }
    override func markRead() { base.markRead() }
    override func isSameLocation(as other: AnyLocationBase) -> Bool {
        guard let other = other as? ProjectedLocation<Base, Value> else { return false }
        return other.keyPath == keyPath && base.isSameLocation(as: other.base)
    }
}

/// A property of an object reached by a key path (`$model.name` on an ObservableObject).
final class ObjectLocation<Root: AnyObject, Value>: AnyLocation<Value> {
    let object: Root
    let keyPath: ReferenceWritableKeyPath<Root, Value>
    init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.object = object
        self.keyPath = keyPath
    }
    override func get() -> Value { object[keyPath: keyPath] }
    override func set(_ value: Value) { object[keyPath: keyPath] = value }
    override func isSameLocation(as other: AnyLocationBase) -> Bool {
        guard let other = other as? ObjectLocation<Root, Value> else { return false }
        return other.object === object && other.keyPath == keyPath
    }
}

/// `Binding<T?>` seen as `Binding<T>` (SwiftUI's failable unwrapping initializer).
final class UnwrappedLocation<Value>: AnyLocation<Value> {
    let base: AnyLocation<Value?>
    var lastValue: Value
    init(base: AnyLocation<Value?>, value: Value) {
        self.base = base
        self.lastValue = value
    }
    override func get() -> Value {
        if let value = base.get() { lastValue = value }
        return lastValue
    }
    override func set(_ value: Value) { base.set(value) }
    override func markRead() { base.markRead() }
}

/// `Binding<T>` seen as `Binding<T?>`.
final class OptionalLocation<Value>: AnyLocation<Value?> {
    let base: AnyLocation<Value>
    init(base: AnyLocation<Value>) { self.base = base }
    override func get() -> Value? { base.get() }
    override func set(_ value: Value?) { if let value { base.set(value) } }
    override func markRead() { base.markRead() }
}
