// Evidence: WWDC21 "Demystify SwiftUI" (prefer an inert modifier such as opacity to a branch: identity and state are kept).
/// Opacity keeps the content's identity (unlike `if`); fully transparent content is not shown.
/// Opacity is animatable: under an animated transaction the screen shows the content until
/// the presented opacity reaches 0 (Apple docs, View.opacity(_:); the animator's frames).
nonisolated public struct _OpacityModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let opacity: Double
    func makeBehavior() -> ModifierBehavior<Self> { OpacityBehavior() }
}

final class OpacityBehavior: ModifierBehavior<_OpacityModifier>, ScreenContributor {
    private var value: AnimatedValue<Double>?

    override func update(modifier: _OpacityModifier) {
        guard let value else {
            value = AnimatedValue(modifier.opacity, subject: "\(node.ownerName) opacity", host: nil)
            return
        }
        graph.animator.set(value, to: modifier.opacity, at: node)
    }

    var opacity: Double { value.map { $0.presented(at: graph.animator.now) } ?? 1 }

    override func teardown() {
        guard let value else { return }
        graph.removals.afterRemoval { [graph] in graph.animator.remove(value) }
    }

    func render(content: Node?, into screen: inout ScreenBuilder) {
        screen.withEffect(.identity, alpha: opacity) { node.renderChildren(into: &$0) }
    }
}

nonisolated extension View {
    public func opacity(_ opacity: Double) -> some View {
        modifier(_OpacityModifier(opacity: opacity))
    }
}
