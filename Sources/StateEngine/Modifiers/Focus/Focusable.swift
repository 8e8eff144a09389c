import Foundation

// A view that can take focus without being a text field. It has focus when the focus binding
// around it (`focused(_:)` / `focused(_:equals:)`) says so; key presses then go to it.
// Evidence: Apple docs "focusable(_:interactions:)" (the view can receive focus; with
// interactions it says what focus is for) and WWDC23 "The SwiftUI cookbook for focus"
// (a custom focusable view bound with focused(_:) and driven by onKeyPress; defaultFocus
// chooses where focus starts).

/// How a focusable view uses focus.
public struct FocusInteractions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static var activate: FocusInteractions { FocusInteractions(rawValue: 1) }
    public static var edit: FocusInteractions { FocusInteractions(rawValue: 2) }
    public static var automatic: FocusInteractions { [.activate, .edit] }
}

nonisolated public struct _FocusableModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let isFocusable: Bool
    func makeBehavior() -> ModifierBehavior<Self> { FocusableBehavior() }
}

final class FocusableBehavior: ModifierBehavior<_FocusableModifier> {
    private(set) var isFocusable = true

    override func update(modifier: _FocusableModifier) { isFocusable = modifier.isFocusable }

    /// Whether the view has focus now: its focus binding says so.
    var isFocused: Bool {
        isFocusable && node.isAlive && FocusRegistry.focusHandle(in: node.environment)?.isFocused() == true
    }

    /// The `onKeyPress` handlers the view and its ancestors hold.
    var keyPressHandlers: [KeyPressHandler] { node.environment.keyPressHandlers }
}

/// A node that may hold a focusable view (the driver looks for the focused one).
protocol FocusTargetNode {
    var focusable: FocusableBehavior? { get }
}

extension ModifierNode: FocusTargetNode {
    var focusable: FocusableBehavior? { behavior as? FocusableBehavior }
}

/// The focusable view that has focus, topmost layer first.
func focusedView(in graph: ViewGraph) -> FocusableBehavior? {
    func find(_ node: Node) -> FocusableBehavior? {
        if let target = (node as? FocusTargetNode)?.focusable, target.isFocused { return target }
        for child in node.children { if let found = find(child) { return found } }
        return nil
    }
    for layer in graph.layers.reversed() { if let found = find(layer) { return found } }
    return graph.root.flatMap(find)
}

nonisolated public struct _DefaultFocusModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let apply: () -> Void
    func makeBehavior() -> ModifierBehavior<Self> { DefaultFocusBehavior() }
}

// Chosen [default-focus-on-appear]: when the view first appears, focus is given to the default
// value if the binding holds no focus yet (nil, or false); SwiftUI also applies it when focus
// later enters the region by keyboard navigation, which the driver does not do.
final class DefaultFocusBehavior: ModifierBehavior<_DefaultFocusModifier> {
    override func update(modifier: _DefaultFocusModifier) {
        guard isFirstUpdate else { return }
        graph.enqueuePostAction { modifier.apply() }
    }
}

nonisolated extension View {
    public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(_FocusableModifier(isFocusable: isFocusable))
    }

    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        modifier(_FocusableModifier(isFocusable: isFocusable))
    }

    public func defaultFocus<V: Hashable>(
        _ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic
    ) -> some View {
        modifier(_DefaultFocusModifier.giving(value, get: { binding.wrappedValue }, set: { binding.wrappedValue = $0 }))
    }
}

extension _DefaultFocusModifier {
    /// Gives `value` to a focus binding that holds no focus yet (nil, or false); shared by
    /// `defaultFocus` and `accessibilityDefaultFocus`.
    static func giving<V: Hashable>(_ value: V, get: @escaping () -> V, set: @escaping (V) -> Void) -> _DefaultFocusModifier {
        _DefaultFocusModifier(apply: {
            let current = get()
            let empty = (V.self as? NilFocusValue.Type)?.nilValue as? V
            if current == empty || (current as? Bool) == false { set(value) }
        })
    }
}
