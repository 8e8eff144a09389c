import Foundation

/// `attributedTextFormattingDefinition(_:)`: the formatting definition that attributed text
/// editors below apply to their text.
/// Evidence: Apple docs, AttributedTextFormattingDefinition ("applied to a view hierarchy using
/// the attributedTextFormattingDefinition(_:) view modifier and affects nested Text and
/// TextEditor views when initialized with AttributedString").
struct TextFormattingConstraints {
    /// Applies every value constraint to each run of a text.
    let constrain: (inout AttributedString) -> Void

    init<D: AttributedTextFormattingDefinition>(_ definition: D) {
        constrain = { definition.constrain(&$0) }
    }
}

struct TextFormattingConstraintsKey: EnvironmentKey { static var defaultValue: TextFormattingConstraints? { nil } }

extension EnvironmentValues {
    var textFormattingConstraints: TextFormattingConstraints? {
        get { self[TextFormattingConstraintsKey.self] }
        set { self[TextFormattingConstraintsKey.self] = newValue }
    }
}

// Chosen [nearest-formatting-definition]: an inner definition replaces an outer one for the views below it, as an environment value does; Apple's docs do not say whether nested definitions combine.
nonisolated extension View {
    public func attributedTextFormattingDefinition<D: AttributedTextFormattingDefinition>(_ definition: D) -> some View {
        environment(\.textFormattingConstraints, TextFormattingConstraints(definition))
    }

    /// A definition of a scope alone: it constrains no value.
    public func attributedTextFormattingDefinition<S: AttributeScope>(_ scope: S.Type) -> some View {
        environment(\.textFormattingConstraints, TextFormattingConstraints(AttributedTextFormatting.EmptyDefinition<S>()))
    }
}
