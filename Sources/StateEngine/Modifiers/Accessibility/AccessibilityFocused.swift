import Transcript

/// `accessibilityFocused`: the view is an accessibility element whose VoiceOver focus is the
/// binding's value. The screen marks the focused element `accessibility-focused`; the driver's
/// `accessibilityFocus("Label")` moves VoiceOver's cursor there, writing the bindings of the
/// element it leaves and of the one it lands on; code writing the binding moves the cursor.
/// Evidence: Apple docs accessibilityFocused(_:) ("Modifies this view by binding its
/// accessibility element's focus state to the given boolean state value"),
/// accessibilityFocused(_:equals:) ("... to the given state value").
nonisolated extension View {
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        let location = condition.focus.location
        return modifier(_AccessibilityFocusedModifier(handle: FocusHandle(
            isFocused: { location.get() }, focus: { location.set(true) }, blur: { location.set(false) })))
    }

    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View {
        let location = binding.focus.location
        return modifier(_AccessibilityFocusedModifier(handle: FocusHandle(isFocused: { location.get() == value }, focus: { location.set(value) }, blur: {
            if location.get() == value, let none = (Value.self as? NilFocusValue.Type)?.nilValue as? Value { location.set(none) }
        })))
    }
}

nonisolated public struct _AccessibilityFocusedModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let handle: FocusHandle
    func makeBehavior() -> ModifierBehavior<Self> { AccessibilityFocusedBehavior() }
}

final class AccessibilityFocusedBehavior: ModifierBehavior<_AccessibilityFocusedModifier>, ScreenContributor {
    var handle: FocusHandle?
    override func update(modifier: _AccessibilityFocusedModifier) { handle = modifier.handle }

    func render(content: Node?, into screen: inout ScreenBuilder) {
        let nodeStart = screen.nodes.count
        let textStart = screen.texts.count
        let labelStart = screen.accessibilityLabels.count
        let symbolStart = screen.symbols.count
        let controlStart = screen.controls.count
        let tappableStart = screen.tappables.count
        content?.render(into: &screen)
        guard let handle else { return }
        if handle.isFocused(), nodeStart < screen.nodes.count {
            let detail = screen.nodes[nodeStart].detail
            screen.nodes[nodeStart].detail = (detail.map { $0 + " " } ?? "") + "accessibility-focused"
        }
        // The element an accessibility modifier inside already made takes the focus binding.
        if let last = screen.controls.indices.last, last >= controlStart,
           case .accessibility(var inner) = screen.controls[last].action {
            inner.focus = inner.focus ?? handle
            screen.controls[last].action = .accessibility(inner)
            return
        }
        var texts = Array(screen.texts[textStart...])
        let labels = Array(screen.accessibilityLabels[labelStart...])
        // A button or toggle inside keeps its label's texts to itself; VoiceOver names the
        // element by that label.
        if texts.isEmpty && labels.isEmpty, let tappable = screen.tappables[tappableStart...].first {
            texts = tappable.texts.isEmpty ? [tappable.label] : tappable.texts
        }
        let label = labels.last ?? ScreenBuilder.visibleLabel(texts: texts, symbols: Array(screen.symbols[symbolStart...]))
        var actions = ScreenControl.AccessibilityActions()
        actions.focus = handle
        var control = ScreenControl(.accessibility(actions), label: label, layer: screen.layer, isEnabled: node.environment.isEnabled)
        control.texts = texts + labels
        screen.controls.append(control)
    }
}

/// `accessibilityDefaultFocus`: where VoiceOver's cursor starts in a region. When the region
/// first appears (the engine's VoiceOver is always on), the binding is given `value` unless it
/// already holds a focus (nil or false means none), so the element bound to that value is the
/// one marked `accessibility-focused` and a later `accessibilityFocus` step moves on from it.
// Evidence: Apple docs accessibilityDefaultFocus(_:_:) ("Accessibility default focus is
// evaluated when a scene appears and an accessibility technology like VoiceOver focuses on its
// content"; "The value to set the binding to during evaluation"). The re-evaluation the same
// page describes after a layout change that loses the focused element is not modelled: the
// driver removes no focused element without a step that sets focus itself.
nonisolated extension View {
    public func accessibilityDefaultFocus<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, _ value: Value) -> some View {
        modifier(_DefaultFocusModifier.giving(value, get: { binding.wrappedValue }, set: { binding.wrappedValue = $0 }))
    }
}
