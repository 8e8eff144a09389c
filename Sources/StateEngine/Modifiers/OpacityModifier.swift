// Evidence: WWDC21 "Demystify SwiftUI" (prefer an inert modifier such as opacity to a branch: identity and state are kept).
/// Opacity keeps the content's identity (unlike `if`); fully transparent content is not shown.
nonisolated public struct _OpacityModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let opacity: Double
    func makeBehavior() -> ModifierBehavior<Self> { OpacityBehavior() }
}

final class OpacityBehavior: ModifierBehavior<_OpacityModifier>, ScreenContributor {
    var opacity = 1.0
    override func update(modifier: _OpacityModifier) { opacity = modifier.opacity }
    func render(content: Node?, into screen: inout ScreenBuilder) {
        if opacity > 0 { node.renderChildren(into: &screen) }
    }
}

nonisolated extension View {
    public func opacity(_ opacity: Double) -> some View {
        modifier(_OpacityModifier(opacity: opacity))
    }
}
