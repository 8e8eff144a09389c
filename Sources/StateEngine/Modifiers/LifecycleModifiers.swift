import Transcript

// Evidence: OpenSwiftUI Tests/OpenSwiftUICompatibilityTests/Modifier/ViewModifier/AppearanceActionModifierCompatibilityTests.swift; nesting order observed in https://android.benigumo.com/20240328/onappear-onchange-task
/// onAppear / onDisappear: run after the update in which the content's identity appeared or
/// went away, deepest first (a child's before its parent's; of two modifiers on one view, the
/// inner one first), as SwiftUI runs them.
nonisolated public struct _AppearanceModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let appear: (() -> Void)?
    let disappear: (() -> Void)?
    func makeBehavior() -> ModifierBehavior<Self> { AppearanceBehavior() }
}

final class AppearanceBehavior: ModifierBehavior<_AppearanceModifier> {
    var modifier: _AppearanceModifier?
    /// False while its living view is off screen: leaving the graph then is no second disappearance.
    private var isOnScreen = true

    override func update(modifier: _AppearanceModifier) {
        self.modifier = modifier
    }

    override func didUpdateContent() {
        if isFirstUpdate, self.modifier?.appear != nil {
            let name = node.ownerName
            graph.enqueuePostAction { [weak self] in
                guard let self, let action = self.modifier?.appear else { return }
                self.graph.emit(.appear(name))
                action()
            }
        }
    }

    /// Its view left the screen but lives on (Graph/Visibility.swift).
    func subtreeHidden() {
        guard isOnScreen else { return }
        isOnScreen = false
        guard modifier?.disappear != nil else { return }
        let name = node.ownerName
        graph.enqueuePostAction { [weak self] in
            guard let self, let action = self.modifier?.disappear else { return }
            self.graph.emit(.disappear(name))
            action()
        }
    }

    /// Its living view came back on screen.
    func subtreeShown() {
        guard !isOnScreen else { return }
        isOnScreen = true
        guard modifier?.appear != nil else { return }
        let name = node.ownerName
        graph.enqueuePostAction { [weak self] in
            guard let self, let action = self.modifier?.appear else { return }
            self.graph.emit(.appear(name))
            action()
        }
    }

    override func teardown() {
        guard isOnScreen, let action = modifier?.disappear else { return }
        let name = node.ownerName
        let graph = self.graph
        graph.removals.enqueueDisappear(into: graph) {
            graph.emit(.disappear(name))
            action()
        }
    }
}

nonisolated extension View {
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceModifier(appear: action, disappear: nil))
    }

    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceModifier(appear: nil, disappear: action))
    }
}

// Evidence: OpenSwiftUI Tests/OpenSwiftUICompatibilityTests/Modifier/ViewModifier/ValueActionModifierCompatibilityTests.swift (old/new values, initial).
/// onChange: the value is captured when the body runs; when a later body produces a different
/// value, the action runs after that update with the old and new values.
nonisolated public struct _ValueActionModifier<Value>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void
    func makeBehavior() -> ModifierBehavior<Self> { ValueActionBehavior<Value>() }
}

final class ValueActionBehavior<Value>: ModifierBehavior<_ValueActionModifier<Value>> {
    var value: Value?
    var modifier: _ValueActionModifier<Value>?

    override func update(modifier: _ValueActionModifier<Value>) {
        self.modifier = modifier
    }

    /// Queued after the content updated, so actions run deepest first like onAppear.
    override func didUpdateContent() {
        guard let modifier else { return }
        let name = node.ownerName
        let graph = self.graph
        if let old = value {
            if !ValueComparison.equal(old, modifier.value) {
                let new = modifier.value
                graph.enqueuePostAction {
                    graph.emit(.happening(.valueChanged(view: name, from: "\(old)", to: "\(new)")))
                    modifier.action(old, new)
                }
            }
        } else if modifier.initial {
            let new = modifier.value
            graph.enqueuePostAction {
                graph.emit(.happening(.valueChanged(view: name, from: nil, to: "\(new)")))
                modifier.action(new, new)
            }
        }
        value = modifier.value
    }
}

nonisolated extension View {
    /// The iOS 14 form: the action receives the new value.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: false, action: { _, new in action(new) }))
    }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial, action: action))
    }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial, action: { _, _ in action() }))
    }

    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        modifier(_ReceiveModifier(publisher: publisher, action: action))
    }
}

// Evidence: Apple docs onReceive(_:perform:) (https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:)): the action runs per emitted value.
/// onReceive: subscribes while the content's identity lives; the latest action handles values.
nonisolated public struct _ReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
    public typealias Body = Never
    let publisher: P
    let action: (P.Output) -> Void
    func makeBehavior() -> ModifierBehavior<Self> { ReceiveBehavior<P>() }
}

final class ReceiveBehavior<P: Publisher>: ModifierBehavior<_ReceiveModifier<P>> where P.Failure == Never {
    var action: ((P.Output) -> Void)?
    var cancellable: AnyCancellable?

    override func update(modifier: _ReceiveModifier<P>) {
                action = modifier.action
        if cancellable == nil {
            let graph = self.graph
            cancellable = modifier.publisher.sink { [weak self] value in
                guard let action = self?.action else { return }
                graph.outsideUpdate { action(value) }
            }
        }
    }

    override func teardown() { cancellable?.cancel() }
}
