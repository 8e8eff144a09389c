// The mechanism every custom style runs on; CustomStyles.swift says what a user sees of it.

/// A built-in style (`.switch`, `.automatic`, `.bordered`, ...): its body belongs to the
/// platform, so setting it restores the view's built-in look, which the text screen draws the
/// same way whichever built-in style it is. Each style protocol gives it an empty body. A marker,
/// not a common parent of the style protocols: SwiftUI lets one type conform to several of them.
public protocol _BuiltInStyle {}

/// A custom style set in the environment, with the one it hides.
final class CustomStyle<Configuration> {
    let make: (Configuration) -> AnyView
    /// The style in effect where this one was set: what the style's own body sees.
    let outer: CustomStyle<Configuration>?
    init(make: @escaping (Configuration) -> AnyView, outer: CustomStyle<Configuration>?) {
        self.make = make
        self.outer = outer
    }
}

/// The custom style in effect for one kind of view: each style protocol has a configuration
/// type of its own, so the configuration names the kind.
struct CustomStyleKey<Configuration>: EnvironmentKey { static var defaultValue: CustomStyle<Configuration>? { nil } }

/// A style's body for a control, and the environment it is built in (the outer style in effect).
struct StyledBody {
    let view: AnyView
    let environment: EnvironmentValues
}

extension EnvironmentValues {
    /// The body the custom style in effect for `Configuration` draws for `configuration`, if one is set.
    func styledBody<Configuration>(_ configuration: @autoclosure () -> Configuration) -> StyledBody? {
        guard let style = self[CustomStyleKey<Configuration>.self] else { return nil }
        var inner = self
        inner[CustomStyleKey<Configuration>.self] = style.outer
        return StyledBody(view: style.make(configuration()), environment: inner)
    }
}

/// Sets `style`, whose body `makeBody` draws, for the views below (what each `xStyle(_:)`
/// modifier does): a built-in style clears the custom one.
func setStyle<Style, Configuration, Body: View>(
    _ style: Style, _ makeBody: @escaping @MainActor (Style, Configuration) -> Body
) -> _EnvironmentWritingModifier {
    let isBuiltIn = style is any _BuiltInStyle
    return _EnvironmentWritingModifier(transform: { environment in
        let key = CustomStyleKey<Configuration>.self
        environment[key] = isBuiltIn ? nil : CustomStyle(make: erasedBody(of: style, makeBody), outer: environment[key])
    }, comparable: style)
}

/// The style's `makeBody(configuration:)`, erased; run as the main actor's, as the engine is.
func erasedBody<Style, Configuration, Body: View>(
    of style: Style, _ makeBody: @escaping @MainActor (Style, Configuration) -> Body
) -> (Configuration) -> AnyView {
    { configuration in runAsMainActor(style, configuration) { AnyView(makeBody($0, $1)) } }
}

/// A configuration's part (a toggle's label, a label's icon): the control's own view, shown
/// where the style's body places it. Primitive: its `Body` is `Never`.
nonisolated protocol ErasedPart: View, PrimitiveView where Body == Never {
    var part: AnyView { get }
}

nonisolated extension ErasedPart {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        ErasedPartNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

final class ErasedPartNode<V: ErasedPart>: Node, ViewNode {
    var child: Node?
    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: V) {
        super.init(graph: graph, parent: parent, environment: environment)
        child = reconcile(nil, with: view.part, environment: environment, parent: self, graph: graph)
    }
    override var children: [Node] { child.map { [$0] } ?? [] }
    func update(view: V, environment: EnvironmentValues) {
        self.environment = environment
        child = reconcile(child, with: view.part, environment: environment, parent: self, graph: graph)
    }
}
