/// A value views pass up the tree; where several meet, `reduce` combines them.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// A preference key with its type erased, so nodes can collect any key.
struct AnyPreferenceKey {
    let id: ObjectIdentifier
    let defaultValue: () -> Any
    let reduce: (inout Any, Any) -> Void

    init<K: PreferenceKey>(_ key: K.Type) {
        id = ObjectIdentifier(key)
        defaultValue = { K.defaultValue }
        reduce = { value, next in
            // Only values written for this key reach its list; anything else is not folded in.
            guard var typed = value as? K.Value, let nextTyped = next as? K.Value else { return }
            K.reduce(value: &typed, nextValue: { nextTyped })
            value = typed
        }
    }
}

/// The contributions of a subtree to one key, in tree order. A subtree with dynamic content
/// (if/else, optional, ForEach, AnyView, explicit id) is marked: SwiftUI's containers give
/// such content the key's default value when nothing inside writes, and that default then
/// takes part in reduce like any other value (P20-P22).
struct PreferenceList {
    var values: [Any] = []
    var containsDynamic = false

    mutating func append(contentsOf other: [Any]) {
        values.append(contentsOf: other)
    }

    /// Folds the values with reduce; reduce runs only when there are two or more.
    func combined(_ key: AnyPreferenceKey) -> Any? {
        guard var value = values.first else { return nil }
        for next in values.dropFirst() { key.reduce(&value, next) }
        return value
    }

    /// What a container passes to its parent.
    func combinedAsContainer(_ key: AnyPreferenceKey) -> [Any] {
        if let value = combined(key) { return [value] }
        return containsDynamic ? [key.defaultValue()] : []
    }
}
