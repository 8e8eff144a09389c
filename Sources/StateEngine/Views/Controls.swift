import Transcript

/// Text entry bound to a String; shown with its current text.
public struct TextField<Label: View>: View {
    public typealias Body = Never
    let title: String
    let text: Binding<String>
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        title = titleKey.resolved
        self.text = text
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
        self.text = text
    }
}

extension TextField: PrimitiveView {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        BoundControlNode(graph: graph, parent: parent, environment: environment, view: self, read: { $0.text.wrappedValue }) { view, value in
            ScreenNode(kind: "TextField", role: .field, label: view.title, detail: quoted(value))
        }
    }
}

/// A control that steps a number up or down (shown with its label).
public struct Stepper<Label: View>: View {
    public typealias Body = Never
    let title: String
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1) {
        title = titleKey.resolved
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        title = titleKey.resolved
    }
}

extension Stepper: PrimitiveView {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        BoundControlNode(graph: graph, parent: parent, environment: environment, view: self, read: { _ in "" }) { view, _ in
            ScreenNode(kind: "Stepper", role: .control, label: view.title)
        }
    }
}

/// A title and an icon.
public struct Label<Title: View, Icon: View>: View {
    public typealias Body = Never
    let title: String
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        title = titleKey.resolved
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.title = String(title)
    }
}

extension Label: PrimitiveView {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        BoundControlNode(graph: graph, parent: parent, environment: environment, view: self, read: { _ in "" }) { view, _ in
            ScreenNode(kind: "Label", role: .text, label: view.title)
        }
    }
}

/// A leaf control whose shown value is read during its update (so reading it links the source).
final class BoundControlNode<V: View>: Node {
    var view: V
    let read: (V) -> String
    let describe: (V, String) -> ScreenNode
    var shown = ""

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: V, read: @escaping (V) -> String, describe: @escaping (V, String) -> ScreenNode) {
        self.view = view
        self.read = read
        self.describe = describe
        super.init(graph: graph, parent: parent, environment: environment)
        shown = read(view)
    }

    override var viewType: ObjectIdentifier { ObjectIdentifier(V.self) }

    override func update(view newValue: Any, environment: EnvironmentValues) {
        view = newValue as! V
        self.environment = environment
        shown = read(view)
    }

    override func render(into screen: inout ScreenBuilder) {
        let node = describe(view, shown)
        screen.nodes.append(node)
        screen.texts.append(ScreenText.line(node))
    }
}

/// Xcode previews: accepted so article code compiles; nothing runs them.
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

/// A choice among tagged options; shown with its label and current selection.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let title: String
    let selection: Binding<SelectionValue>
    let content: Content
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        title = titleKey.resolved
        self.selection = selection
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.selection = selection
        self.content = content()
    }
}

extension Picker: PrimitiveView {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        BoundControlNode(graph: graph, parent: parent, environment: environment, view: self, read: { "\($0.selection.wrappedValue)" }) { view, value in
            ScreenNode(kind: "Picker", role: .control, label: view.title, detail: value)
        }
    }
}

/// A value on a continuous range; shown with its label and value.
public struct Slider<Label: View>: View {
    public typealias Body = Never
    let value: Binding<Double>
}

extension Slider where Label == EmptyView {
    public init(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double = 0) {
        self.value = value
    }
}

extension Slider: PrimitiveView {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        BoundControlNode(graph: graph, parent: parent, environment: environment, view: self, read: { "\($0.value.wrappedValue)" }) { _, value in
            ScreenNode(kind: "Slider", role: .control, detail: value)
        }
    }
}

extension Section {
    public init<Header: View>(header: Header, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.header = ScreenlessText.text(of: header)
    }
}

/// The string of a Text used as a label outside the graph (a Section header).
enum ScreenlessText {
    static func text<V: View>(of view: V) -> String? {
        (view as? Text)?.content
    }
}
