import Foundation

/// One persisted property of a model class, as ModelExpansion lists them: how to read it, write
/// it back (a rollback, a relaunch), compare it, and the models it refers to.
public struct __StateDocsModelProperty: @unchecked Sendable {
    public let name: String
    let read: (AnyObject) -> Any
    /// nil for a `let`: never written after `init`.
    let write: ((AnyObject, Any) -> Void)?
    /// Set for `@Attribute(.unique)`: two values collide.
    let collides: ((Any, Any) -> Bool)?
    /// What happens to the models this property refers to when its model is deleted; nil when
    /// the property holds no model.
    let deleteRule: Schema.Relationship.DeleteRule?
    /// The models a value of the property refers to.
    let references: (Any) -> [any PersistentModel]
    /// The value without `model` (nil for a to-one reference to it, the array without it);
    /// nil when the property cannot drop it.
    let removing: (Any, AnyObject) -> Any?

    /// A `var`.
    public init<Root: AnyObject, Value>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.init(name, keyPath, writable: true, collides: nil, deleteRule: nil)
    }

    /// A `let`.
    public init<Root: AnyObject, Value>(_ name: String, _ keyPath: KeyPath<Root, Value>) {
        self.init(name, keyPath, writable: false, collides: nil, deleteRule: nil)
    }

    /// `@Attribute(.unique)`.
    public static func unique<Root: AnyObject, Value: Equatable>(_ name: String, _ keyPath: KeyPath<Root, Value>) -> __StateDocsModelProperty {
        __StateDocsModelProperty(name, keyPath, writable: keyPath is ReferenceWritableKeyPath<Root, Value>, collides: { ($0 as? Value) == ($1 as? Value) }, deleteRule: nil)
    }

    /// `@Relationship(deleteRule:)`.
    public static func relationship<Root: AnyObject, Value>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>, deleteRule: Schema.Relationship.DeleteRule
    ) -> __StateDocsModelProperty {
        __StateDocsModelProperty(name, keyPath, writable: true, collides: nil, deleteRule: deleteRule)
    }

    private init<Root: AnyObject, Value>(
        _ name: String, _ keyPath: KeyPath<Root, Value>, writable: Bool, collides: ((Any, Any) -> Bool)?, deleteRule: Schema.Relationship.DeleteRule?
    ) {
        self.name = name
        read = { ($0 as! Root)[keyPath: keyPath] }
        if writable, let writableKeyPath = keyPath as? ReferenceWritableKeyPath<Root, Value> {
            write = { ($0 as! Root)[keyPath: writableKeyPath] = $1 as! Value }
        } else {
            write = nil
        }
        self.collides = collides
        let holdsModels = Value.self is any ModelReferences.Type || Value.self is any PersistentModel.Type
        // Every property that holds models is a relationship, nullified by default.
        // Evidence: WWDC23 "Model your schema with SwiftData" (relationships are discovered from
        // the properties; with no annotation the delete rule nils out the reference).
        self.deleteRule = deleteRule ?? (holdsModels ? .nullify : nil)
        references = { value in
            if let model = value as? any PersistentModel { return [model] }
            return (value as? any ModelReferences)?.referencedModels ?? []
        }
        removing = { value, model in
            guard let held = value as? any ModelReferences else { return nil }
            return held.removing(model)
        }
    }

    /// The persisted values of `model`, in schema order.
    static func snapshot(_ schema: [__StateDocsModelProperty], of model: AnyObject) -> [Any] {
        schema.map { $0.read(model) }
    }

    static func restore(_ schema: [__StateDocsModelProperty], of model: AnyObject, to values: [Any]) {
        for (property, value) in zip(schema, values) { property.write?(model, value) }
    }

    static func valuesMatch(_ schema: [__StateDocsModelProperty], of model: AnyObject, _ values: [Any]) -> Bool {
        zip(schema, values).allSatisfy { property, value in same(property.read(model), value) }
    }

    /// Equal values (by `==` where the type has one, else by their description).
    static func same(_ a: Any, _ b: Any) -> Bool {
        if let equatable = a as? any Equatable { return equal(equatable, b) }
        return String(reflecting: a) == String(reflecting: b)
    }

    private static func equal<T: Equatable>(_ a: T, _ b: Any) -> Bool {
        guard let b = b as? T else { return false }
        return a == b
    }
}

/// A property type that holds models: a model, an optional one, an array of them.
protocol ModelReferences {
    var referencedModels: [any PersistentModel] { get }
    /// Self without `model`; nil when it cannot drop it (a to-one reference that is not optional).
    func removing(_ model: AnyObject) -> Any?
}

extension Optional: ModelReferences where Wrapped: PersistentModel {
    var referencedModels: [any PersistentModel] { map { [$0] } ?? [] }
    func removing(_ model: AnyObject) -> Any? { self.map { $0 === model } == true ? Self.none as Any : self as Any }
}

extension Array: ModelReferences where Element: PersistentModel {
    var referencedModels: [any PersistentModel] { self }
    func removing(_ model: AnyObject) -> Any? { filter { $0 !== model } }
}
