// Evidence: seed article 000_679aabd783122932.txt (overlay/background content is built and evaluated with the body; P04).
/// overlay / background: the extra view is built and evaluated together with the body.
nonisolated public struct _SecondaryContentModifier<Secondary: View>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let secondary: Secondary
    let isOverlay: Bool
    /// Where the layout pass puts the extra view (nil: it takes no part in layout).
    var placement: SecondaryPlacement? = nil
    func makeBehavior() -> ModifierBehavior<Self> { SecondaryContentBehavior<Secondary>() }
}

final class SecondaryContentBehavior<Secondary: View>: ModifierBehavior<_SecondaryContentModifier<Secondary>>, ScreenContributor, SecondaryContentOwner {
    var isOverlay = true
    var placement: SecondaryPlacement?
    var secondary: Secondary?
    var extra: Node?

    override func update(modifier: _SecondaryContentModifier<Secondary>) {
        isOverlay = modifier.isOverlay
        placement = modifier.placement
        secondary = modifier.secondary
        if !isFirstUpdate { node.invalidateLayout() }
    }

    override func didUpdateContent() {
        guard let secondary else { return }
        extra = reconcile(extra, with: secondary, environment: node.environment, parent: node, graph: graph)
    }

    var secondaryNodes: [Node] { extra.map { [$0] } ?? [] }

    func render(content: Node?, into screen: inout ScreenBuilder) {
        if !isOverlay { extra?.render(into: &screen) }
        content?.render(into: &screen)
        if isOverlay { extra?.render(into: &screen) }
    }
}

nonisolated extension View {
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_SecondaryContentModifier(secondary: content(), isOverlay: true, placement: .overlay(alignment)))
    }

    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(_SecondaryContentModifier(secondary: overlay, isOverlay: true, placement: .overlay(alignment)))
    }

    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_SecondaryContentModifier(secondary: content(), isOverlay: false, placement: .overlay(alignment)))
    }

    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(_SecondaryContentModifier(secondary: background, isOverlay: false, placement: .overlay(alignment)))
    }

    public func background<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_InertModifier())
    }
}
