/// Values a view carries for the container it is in, as SwiftUI's `_ViewTraitKey` does:
/// `.tag` gives a picker's option, a list's row or a tab its value, and `tabItem` gives a tab
/// its title. A modifier that sets one is a `ViewTraitWriter`; a container reads the traits of
/// each child, from the view value (`ViewTraits.of`, a tab view describing tabs it has not
/// built) or from the built node (`AnyModifierNode.traits`), and never looks for a particular
/// modifier or behaviour.
protocol ViewTraitKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

struct ViewTraits {
    private var values: [ObjectIdentifier: Any] = [:]

    subscript<Key: ViewTraitKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)].flatMap { $0 as? Key.Value } ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The traits the modifiers around `view` write. Where two write the same trait, the
    /// outermost wins (Chosen [outermost-trait]: the tab view and the lists always read the
    /// first tag met from the outside in).
    static func of(_ view: Any) -> ViewTraits {
        var writers: [ViewTraitWriter] = []
        var current = view
        while let modified = current as? ModifiedContentAccess {
            if let writer = modified.anyModifier as? ViewTraitWriter { writers.append(writer) }
            current = modified.anyContent
        }
        var traits = ViewTraits()
        for writer in writers.reversed() { writer.writeTraits(into: &traits) }
        return traits
    }
}

/// A modifier that sets traits of the view it modifies.
protocol ViewTraitWriter {
    func writeTraits(into traits: inout ViewTraits)
}

/// `.tag(_:)`: the value a picker, a list with a selection or a tab view selects this child by.
enum TagTrait: ViewTraitKey {
    static var defaultValue: AnyHashable? { nil }
}

/// `tabItem`: the title of the tab this child is.
enum TabItemTitleTrait: ViewTraitKey {
    static var defaultValue: String? { nil }
}
