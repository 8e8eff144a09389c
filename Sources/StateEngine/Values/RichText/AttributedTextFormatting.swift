import Foundation

/// Formatting definitions (iOS 26): an attribute scope and value constraints that an attributed
/// `TextEditor` applies to its text. Each constraint runs on the attributes of one run at a time,
/// in the order the definition lists them, so a later one reads what earlier ones produced.
/// Evidence: Apple docs, AttributedTextFormattingDefinition ("consists of an attribute scope and
/// a number of value constraints ... affects nested Text and TextEditor views"),
/// AttributedTextFormattingDefinition.constrain(_:) ("applying all AttributedTextValueConstraints
/// that are part of this definition to each run of the string"), AttributedTextValueConstraint
/// .constrain(_:) ("a value that has been constrained by all AttributedTextValueConstraint listed
/// ... above the constraint reading the attribute"), AttributedTextFormatting.ValueConstraint ("if a
/// text has any other underline style, it is corrected to the default value").
public protocol AttributedTextFormattingDefinition<Scope> {
    associatedtype Scope: AttributeScope
    associatedtype Body: AttributedTextFormattingDefinition<Scope>
    @AttributedTextFormatting.DefinitionBuilder<Scope> var body: Body { get }
    /// StateEngine: hidden (applies the definition's constraints to the attributes of one run)
    func _constrainRun(_ container: inout AttributeContainer)
}

extension AttributedTextFormattingDefinition {
    public func _constrainRun(_ container: inout AttributeContainer) { body._constrainRun(&container) }

    public func constrain(_ container: inout AttributeContainer) { _constrainRun(&container) }

    public func constrain(_ string: inout AttributedString) {
        // Offsets, not indices: each write makes the old indices stale.
        var edits: [(Range<Int>, AttributeContainer)] = []
        for run in string.runs {
            var container = run.attributes
            _constrainRun(&container)
            guard container != run.attributes else { continue }
            let start = string.characters.distance(from: string.startIndex, to: run.range.lowerBound)
            edits.append((start..<start + string.characters.distance(from: run.range.lowerBound, to: run.range.upperBound), container))
        }
        for (range, container) in edits {
            let lower = string.characters.index(string.startIndex, offsetBy: range.lowerBound)
            let upper = string.characters.index(string.startIndex, offsetBy: range.upperBound)
            string[lower..<upper].setAttributes(container)
        }
    }
}

/// A constraint on the value of one attribute; `constrain(_:)` may read any attribute of its
/// scope and write only its own.
public protocol AttributedTextValueConstraint: Hashable, Sendable, AttributedTextFormattingDefinition {
    associatedtype AttributeKey: AttributedStringKey where AttributeKey.Value: Sendable
    func constrain(_ container: inout AttributedTextFormatting.AttributeContainerProxy<Scope, AttributeKey>)
}

extension AttributedTextValueConstraint {
    public typealias Attributes = AttributedTextFormatting.AttributeContainerProxy<Scope, AttributeKey>
    public var body: Self { self }
    public func _constrainRun(_ container: inout AttributeContainer) {
        var proxy = Attributes(container: container)
        constrain(&proxy)
        container = proxy.container
    }
}

public enum AttributedTextFormatting {
    /// The attributes of one run as a constraint sees them.
    @dynamicMemberLookup
    public struct AttributeContainerProxy<Scope: AttributeScope, AttributeKey: AttributedStringKey> where AttributeKey.Value: Sendable {
        var container: AttributeContainer

        public subscript<K: AttributedStringKey>(dynamicMember keyPath: KeyPath<Scope, K>) -> K.Value? where K.Value: Sendable {
            container[K.self]
        }

        public subscript(dynamicMember keyPath: KeyPath<Scope, AttributeKey>) -> AttributeKey.Value? {
            get { container[AttributeKey.self] }
            set { container[AttributeKey.self] = newValue }
        }
    }

    /// Keeps one attribute within a set of values; any other value becomes `default`.
    public struct ValueConstraint<Scope: AttributeScope, AttributeKey: AttributedStringKey>: AttributedTextValueConstraint where AttributeKey.Value: Sendable {
        let values: Set<AttributeKey.Value?>
        let fallback: AttributeKey.Value?

        public init(for key: KeyPath<Scope, AttributeKey>, values: Set<AttributeKey.Value?>, default: AttributeKey.Value?) {
            self.values = values
            fallback = `default`
        }

        public func constrain(_ container: inout Attributes) {
            if !values.contains(container.container[AttributeKey.self]) { container.container[AttributeKey.self] = fallback }
        }

        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.values == rhs.values && lhs.fallback == rhs.fallback }
        public func hash(into hasher: inout Hasher) { hasher.combine(values) }
    }

    /// No constraints: every attribute of the scope keeps its value.
    public struct EmptyDefinition<Scope: AttributeScope>: AttributedTextFormattingDefinition {
        public init() {}
        public var body: Self { self }
        public func _constrainRun(_ container: inout AttributeContainer) {}
    }

    /// Several definitions, applied in order.
    public struct TupleDefinition<Scope: AttributeScope, First: AttributedTextFormattingDefinition, each Rest: AttributedTextFormattingDefinition>: AttributedTextFormattingDefinition
    where First.Scope == Scope {
        let first: First
        let rest: (repeat each Rest)
        public var body: Self { self }
        public func _constrainRun(_ container: inout AttributeContainer) {
            first._constrainRun(&container)
            repeat (each rest)._constrainRun(&container)
        }
    }

    public struct AnyDefinition<Scope: AttributeScope>: AttributedTextFormattingDefinition {
        let constrainRun: (inout AttributeContainer) -> Void
        public init<D: AttributedTextFormattingDefinition>(_ definition: D) where D.Scope == Scope {
            constrainRun = definition._constrainRun
        }
        public var body: Self { self }
        public func _constrainRun(_ container: inout AttributeContainer) { constrainRun(&container) }
    }

    /// One of two definitions, as an `if` in a definition's body chose.
    /// StateEngine: hidden (what the builder makes of an `if`; SwiftUI's is `_ConditionalContent`)
    public struct _Either<First: AttributedTextFormattingDefinition, Second: AttributedTextFormattingDefinition>: AttributedTextFormattingDefinition
    where First.Scope == Second.Scope {
        public typealias Scope = First.Scope
        enum Branch { case first(First), second(Second) }
        let branch: Branch
        public var body: Self { self }
        public func _constrainRun(_ container: inout AttributeContainer) {
            switch branch {
            case .first(let definition): definition._constrainRun(&container)
            case .second(let definition): definition._constrainRun(&container)
            }
        }
    }

    /// A definition an `if` without `else` may leave out.
    /// StateEngine: hidden (what the builder makes of an `if` without `else`)
    public struct _Optional<Wrapped: AttributedTextFormattingDefinition>: AttributedTextFormattingDefinition {
        public typealias Scope = Wrapped.Scope
        let wrapped: Wrapped?
        public var body: Self { self }
        public func _constrainRun(_ container: inout AttributeContainer) { wrapped?._constrainRun(&container) }
    }

    @resultBuilder
    public struct DefinitionBuilder<Scope: AttributeScope> {
        public static func buildExpression<D: AttributedTextFormattingDefinition>(_ definition: D) -> D where D.Scope == Scope { definition }
        public static func buildBlock() -> EmptyDefinition<Scope> { EmptyDefinition() }
        public static func buildBlock<D: AttributedTextFormattingDefinition>(_ definition: D) -> D { definition }
        public static func buildBlock<F: AttributedTextFormattingDefinition, each D: AttributedTextFormattingDefinition>(_ first: F, _ rest: repeat each D) -> TupleDefinition<F.Scope, F, repeat each D> {
            TupleDefinition(first: first, rest: (repeat each rest))
        }
        public static func buildEither<T: AttributedTextFormattingDefinition, F: AttributedTextFormattingDefinition>(first: T) -> _Either<T, F> { _Either(branch: .first(first)) }
        public static func buildEither<T: AttributedTextFormattingDefinition, F: AttributedTextFormattingDefinition>(second: F) -> _Either<T, F> { _Either(branch: .second(second)) }
        public static func buildOptional<D: AttributedTextFormattingDefinition>(_ definition: D?) -> _Optional<D> { _Optional(wrapped: definition) }
    }
}

extension AttributedTextFormatting.AttributeContainerProxy where Scope == AttributeScopes.SwiftUIAttributes {
    /// Foundation's attributes, which SwiftUI's scope includes (`link`, `languageIdentifier`, ...).
    public subscript<K: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.FoundationAttributes, K>) -> K.Value? where K.Value: Sendable {
        container[K.self]
    }
}

extension AttributedTextFormattingDefinition {
    public typealias ValueConstraint = AttributedTextFormatting.ValueConstraint
}
