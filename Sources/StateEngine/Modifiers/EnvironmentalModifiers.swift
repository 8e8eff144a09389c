/// `EmptyModifier` changes nothing (`.modifier(condition ? someModifier : EmptyModifier())` is
/// not possible, but `EmptyModifier.identity` stands in where a modifier is required), and an
/// `EnvironmentalModifier` chooses the modifier to apply from the environment it is applied in,
/// so it is resolved again when an environment value it read changes. Evidence: Apple docs,
/// EmptyModifier ("An empty, or identity, modifier, used during development to switch
/// modifiers at compile time"), EnvironmentalModifier ("A modifier that must resolve to a
/// concrete modifier in an environment before use"; resolve(in:)).
public struct EmptyModifier: ViewModifier {
    public static let identity = EmptyModifier()
    public init() {}
    public func body(content: Content) -> some View { content }
}

@MainActor @preconcurrency
public protocol EnvironmentalModifier: ViewModifier {
    associatedtype ResolvedModifier: ViewModifier
    func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
    public func body(content: Content) -> _ResolvedEnvironmentalModifier<Self> {
        _ResolvedEnvironmentalModifier(modifier: self, content: content)
    }
}

/// The content with the modifier an `EnvironmentalModifier` resolves to; reading the whole
/// environment, it depends on the keys `resolve(in:)` reads.
public struct _ResolvedEnvironmentalModifier<Modifier: EnvironmentalModifier>: View, EngineProvidedView {
    let modifier: Modifier
    let content: Modifier.Content
    @Environment(\.self) var environment
    public var body: some View { content.modifier(modifier.resolve(in: environment)) }
}
