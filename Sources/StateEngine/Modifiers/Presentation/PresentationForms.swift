import Transcript

// The other forms of SwiftUI's presentations, on the same mechanism as sheet and alert
// (a separate tree, built when presentation begins, with the presenter's environment).
nonisolated extension View {
    /// A popover: in a compact width (the iPhone) it shows as a sheet unless its content asks
    /// `presentationCompactAdaptation(.popover)` (CompactAdaptation.swift). Evidence: Apple docs
    /// presentationCompactAdaptation(horizontal:vertical:) ("a popover presentation over a
    /// horizontally-compact view uses a sheet appearance by default").
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(_PresentationModifier(kind: .popover, state: { (isPresented.location.get(), nil) }, dismiss: { isPresented.wrappedValue = false }, content: { content() }, onDismiss: nil))
    }

    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        modifier(_PresentationModifier.itemPresentation(.popover, item: item, onDismiss: nil, content: content))
    }

    /// `presenting:` — shown while `isPresented` is true and the data is non-nil; the actions
    /// and message are built from the data. Evidence: Apple's alert(_:isPresented:presenting:
    /// actions:message:) docs.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alertModifier(titleKey.resolved, isPresented: isPresented, actions: data.map(actions), message: data.map(message), presenting: data != nil)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alertModifier(String(title), isPresented: isPresented, actions: data.map(actions), message: data.map(message), presenting: data != nil)
    }

    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        alertModifier(titleKey.resolved, isPresented: isPresented, actions: data.map(actions), message: EmptyView?.none, presenting: data != nil)
    }

    public func alert(_ title: Text, isPresented: Binding<Bool>) -> some View {
        alertModifier(title.content, isPresented: isPresented, actions: EmptyView(), message: EmptyView?.none)
    }

    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alertModifier(title.content, isPresented: isPresented, actions: actions(), message: EmptyView?.none)
    }

    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alertModifier(title.content, isPresented: isPresented, actions: actions(), message: message())
    }

    /// An error alert: the title is the error's localized description.
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View {
        let title = error?.errorDescription ?? ""
        return alertModifier(title, isPresented: isPresented, actions: actions(), message: EmptyView?.none, presenting: error != nil)
    }

    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M) -> some View {
        let title = error?.errorDescription ?? ""
        return alertModifier(title, isPresented: isPresented, actions: error.map(actions), message: error.map(message), presenting: error != nil)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        alertModifier(String(title), isPresented: isPresented, actions: actions(), message: EmptyView?.none, kind: .confirmationDialog(String(title)))
    }

    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alertModifier(titleKey.resolved, isPresented: isPresented, actions: data.map(actions), message: data.map(message), kind: .confirmationDialog(titleKey.resolved), presenting: data != nil)
    }

    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        alertModifier(titleKey.resolved, isPresented: isPresented, actions: data.map(actions), message: EmptyView?.none, kind: .confirmationDialog(titleKey.resolved), presenting: data != nil)
    }

    /// Prevents the user's swipe-down (the driver's `dismiss()`); code can still dismiss.
    /// Evidence: Apple's interactiveDismissDisabled(_:) docs.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(_InteractiveDismissModifier(isDisabled: isDisabled))
    }
}

public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

public struct Anchor<Value> {
    public struct Source: Sendable {
        public static var bounds: Source { Source() }
    }
}

nonisolated public struct _InteractiveDismissModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let isDisabled: Bool
    func makeBehavior() -> ModifierBehavior<Self> { InteractiveDismissBehavior() }
}

final class InteractiveDismissBehavior: ModifierBehavior<_InteractiveDismissModifier> {
    var isDisabled = false
    override func update(modifier: _InteractiveDismissModifier) { isDisabled = modifier.isDisabled }

    /// Whether a presented tree forbids interactive dismissal (its outermost setting wins).
    static func isDisabled(in node: Node?) -> Bool {
        guard let node else { return false }
        if let modifier = node as? AnyModifierNode, let behavior = modifier.anyBehavior as? InteractiveDismissBehavior {
            return behavior.isDisabled
        }
        if node is PresentationRootNode { return false }
        return node.children.contains { isDisabled(in: $0) }
    }
}

// MARK: URLs

/// `@Environment(\.openURL)`: by default the system opens the URL (the transcript records
/// it and the app is unaffected); `.environment(\.openURL, OpenURLAction { ... })` handles it
/// in the app. Evidence: Apple's OpenURLAction docs (handled / systemAction / discarded).
public struct OpenURLAction {
    public struct Result: Sendable {
        enum Kind { case handled, discarded, systemAction(URL?) }
        let kind: Kind
        public static let handled = Result(kind: .handled)
        public static let discarded = Result(kind: .discarded)
        public static let systemAction = Result(kind: .systemAction(nil))
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
    }

    let handler: (URL) -> Result

    public init(handler: @escaping (URL) -> Result) { self.handler = handler }

    public func callAsFunction(_ url: URL) {
        switch handler(url).kind {
        case .handled, .discarded: break
        case .systemAction(let other): Self.system(other ?? url)
        }
    }

    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        callAsFunction(url)
        completion(true)
    }

    static func system(_ url: URL) {
        EngineContext.current?.record(.happening(.opensURL(url.absoluteString)))
    }

    static var systemDefault: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

struct OpenURLKey: EnvironmentKey { static var defaultValue: OpenURLAction { .systemDefault } }

extension EnvironmentValues {
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

/// `onOpenURL`: runs when the app is asked to open a URL (the driver's `open(url:)`), in every
/// view that registered it while alive. Evidence: Apple's onOpenURL(perform:) docs.
nonisolated public struct _OpenURLHandlerModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let action: (URL) -> Void
    func makeBehavior() -> ModifierBehavior<Self> { OpenURLHandlerBehavior() }
}

final class OpenURLHandlerBehavior: ModifierBehavior<_OpenURLHandlerModifier> {
    var action: ((URL) -> Void)?
    override func update(modifier: _OpenURLHandlerModifier) {
        action = modifier.action
        if isFirstUpdate { graph.urlHandlers.append(URLHandlerRegistration(behavior: self)) }
    }
}

struct URLHandlerRegistration {
    weak var behavior: OpenURLHandlerBehavior?
}

nonisolated extension View {
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        modifier(_OpenURLHandlerModifier(action: action))
    }
}

/// A button that opens a URL through the environment's `openURL`.
nonisolated public struct Link<Label: View>: View, ControlView {
    public typealias Body = Never
    let label: Label
    let destination: URL

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
    }

    var controlLabel: Label { label }

    func render(_ control: ControlRendering, into screen: inout ScreenBuilder) {
        screen.node("Link", role: .button, label: control.label, detail: destination.absoluteString)
        screen.texts.append(control.label)
        let openURL = control.environment.openURL, url = destination
        screen.tappables.append(.init(kind: .button, label: control.label, layer: screen.layer, isEnabled: control.isEnabled, perform: { openURL(url) }))
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

/// The share sheet belongs to the system: tapping records what would be shared.
nonisolated public struct ShareLink<Label: View>: View, ControlView {
    public typealias Body = Never
    let label: Label
    let item: String

    var controlLabel: Label { label }

    func render(_ control: ControlRendering, into screen: inout ScreenBuilder) {
        let title = control.label.isEmpty ? "Share" : control.label
        screen.node("ShareLink", role: .button, label: title)
        screen.texts.append(title)
        let item = self.item
        screen.tappables.append(.init(kind: .button, label: title, layer: screen.layer, isEnabled: control.isEnabled, perform: {
            EngineContext.current?.record(.happening(.shareSheet("\(item)")))
        }))
    }
}

extension ShareLink where Label == EmptyView {
    public init(item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(label: EmptyView(), item: item.absoluteString)
    }

    @_disfavoredOverload
    public init(item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(label: EmptyView(), item: item)
    }
}

extension ShareLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(label: Text(titleKey), item: item.absoluteString)
    }

    @_disfavoredOverload
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(label: Text(titleKey), item: item)
    }
}

extension ShareLink {
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(label: label(), item: item.absoluteString)
    }
}
