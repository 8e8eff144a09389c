/// `allowsHitTesting(false)`: the content is drawn, and nothing in it receives a touch, so no
/// step can tap, type into, toggle or drag what it holds (touches go to what is behind).
/// Evidence: Apple docs, allowsHitTesting(_:): "Configures whether this view participates in
/// hit test operations"; a view that doesn't is passed through by touches.
nonisolated public struct _HitTestingModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let enabled: Bool
    func makeBehavior() -> ModifierBehavior<Self> { HitTestingBehavior() }
}

final class HitTestingBehavior: ModifierBehavior<_HitTestingModifier>, ScreenContributor {
    var enabled = true

    override func update(modifier: _HitTestingModifier) {
        enabled = modifier.enabled
    }

    func render(content: Node?, into screen: inout ScreenBuilder) {
        let tappableStart = screen.tappables.count
        let controlStart = screen.controls.count
        content?.render(into: &screen)
        guard !enabled else { return }
        screen.tappables.removeSubrange(tappableStart...)
        screen.controls.removeSubrange(controlStart...)
    }
}

nonisolated extension View {
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(_HitTestingModifier(enabled: enabled))
    }
}
