/// Opacity keeps the content's identity (unlike `if`); fully transparent content is not shown.
public struct _OpacityModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let opacity: Double
    func makeBehavior() -> ModifierBehavior { OpacityBehavior() }
}

final class OpacityBehavior: ModifierBehavior {
    var opacity = 1.0
    override func update(modifier: Any) { opacity = (modifier as! _OpacityModifier).opacity }
    override func render(content: Node?, into screen: inout ScreenBuilder) {
        if opacity > 0 { super.render(content: content, into: &screen) }
    }
}

extension View {
    public func opacity(_ opacity: Double) -> some View {
        modifier(_OpacityModifier(opacity: opacity))
    }
}
