/// Nodes whose update in place never changes layout by itself: structure with no size of its
/// own (its parent lays out its children), and custom views and modifiers, whose bodies decide
/// what changes below them. When their children change identity, they call `markChanged`
/// (StructuralNodes.swift, ForEach.swift, AnyView.swift), which is what their parent's layout
/// reads of them; a child updated in place answers `keepsLayout` itself.
extension TupleNode {
    func keepsLayout(updatingTo view: TupleView<T>, environment: EnvironmentValues) -> Bool { true }
}

extension ConditionalNode {
    func keepsLayout(updatingTo view: _ConditionalContent<TrueContent, FalseContent>, environment: EnvironmentValues) -> Bool { true }
}

extension OptionalNode {
    func keepsLayout(updatingTo view: Wrapped?, environment: EnvironmentValues) -> Bool { true }
}

extension ForEachNode {
    func keepsLayout(updatingTo view: ForEach<Data, ID, Content>, environment: EnvironmentValues) -> Bool { true }
}

extension AnyViewNode {
    func keepsLayout(updatingTo view: AnyView, environment: EnvironmentValues) -> Bool { true }
}

extension IDViewNode {
    func keepsLayout(updatingTo view: _IDView<Content, ID>, environment: EnvironmentValues) -> Bool { true }
}

extension EquatableViewNode {
    func keepsLayout(updatingTo view: EquatableView<Content>, environment: EnvironmentValues) -> Bool { true }
}

extension ChainNode {
    func keepsLayout(updatingTo view: ModifiedContent<C, ModifiedContent<M1, M2>>, environment: EnvironmentValues) -> Bool { true }
}

extension ModifierContentNode {
    func keepsLayout(updatingTo view: _ViewModifier_Content<Modifier>, environment: EnvironmentValues) -> Bool { true }
}

extension CustomModifierNode {
    func keepsLayout(updatingTo view: ModifiedContent<Content, Modifier>, environment: EnvironmentValues) -> Bool { true }
}

extension CustomViewNode {
    func keepsLayout(updatingTo view: V, environment: EnvironmentValues) -> Bool { true }
}

extension ModifierNode {
    /// A modifier that neither sizes nor places its content (`LayoutBehaving`) has no layout of
    /// its own; one that does invalidates (its behaviour also does when its value changes).
    func keepsLayout(updatingTo view: ModifiedContent<Content, Modifier>, environment: EnvironmentValues) -> Bool {
        isLayoutTransparent
    }
}

extension ContainerNode {
    /// A container's own layout is its `containerLayout` (alignment, spacing, scrolling axes)
    /// in its environment; its content answers for itself. A lazy container re-measures.
    func keepsLayout(updatingTo view: V, environment: EnvironmentValues) -> Bool {
        guard environment.isIdentical(to: self.environment), self.view.lazyLayout == nil, view.lazyLayout == nil else { return false }
        return self.view.containerLayout.hasSameRules(as: view.containerLayout)
    }
}

extension ContainerLayout {
    func hasSameRules(as other: ContainerLayout) -> Bool {
        switch (self, other) {
        case (.transparent, .transparent), (.fill, .fill): return true
        case (.scroll(let a), .scroll(let b)): return a == b
        case (.stack(let a), .stack(let b)): return ValueComparison.anyEqual(a.base, b.base)
        default: return false
        }
    }
}

extension ButtonNode {
    /// A button is as large as its label (`opaque-views-stack-content`): its action and role
    /// change no size, and its label answers for itself.
    func keepsLayout(updatingTo view: Button<Label>, environment: EnvironmentValues) -> Bool { true }
}
