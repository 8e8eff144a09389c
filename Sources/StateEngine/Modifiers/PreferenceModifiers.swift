import Transcript

// Evidence: OpenSwiftUI Sources/OpenSwiftUICore/Data/Preference/PreferenceWritingModifier.swift (removes the key from the content's outputs, then writes).
/// `.preference(key:value:)`: the content's subtree contributes this value for the key
/// (replacing whatever the content itself contributes).
nonisolated public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let value: Key.Value
    func makeBehavior() -> ModifierBehavior<Self> { PreferenceWritingBehavior<Key>() }
}

final class PreferenceWritingBehavior<Key: PreferenceKey>: ModifierBehavior<_PreferenceWritingModifier<Key>>, PreferenceContributor {
    var value: Key.Value?

    override func update(modifier: _PreferenceWritingModifier<Key>) {
        let new = modifier.value
        if let value, ValueComparison.equal(value, new) { return }
        value = new
        node.markChanged()
    }

    func collectPreferences(content: Node?, key: AnyPreferenceKey, into list: inout PreferenceList) {
        if key.id == ObjectIdentifier(Key.self), let value {
            list.values.append(value)
        } else {
            node.collectChildPreferences(key, into: &list)
        }
    }
}

// Evidence: OpenSwiftUI Sources/OpenSwiftUICore/Data/Preference/PreferenceTransformModifier.swift; Apple docs transformPreference(_:_:).
/// `.transformPreference`: rewrites the value the content contributes.
nonisolated public struct _PreferenceTransformModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let transform: (inout Key.Value) -> Void
    func makeBehavior() -> ModifierBehavior<Self> { PreferenceTransformBehavior<Key>() }
}

final class PreferenceTransformBehavior<Key: PreferenceKey>: ModifierBehavior<_PreferenceTransformModifier<Key>>, PreferenceContributor {
    var transform: ((inout Key.Value) -> Void)?

    override func update(modifier: _PreferenceTransformModifier<Key>) {
        transform = modifier.transform
        node.markChanged()
    }

    func collectPreferences(content: Node?, key: AnyPreferenceKey, into list: inout PreferenceList) {
        guard key.id == ObjectIdentifier(Key.self), let transform else {
            node.collectChildPreferences(key, into: &list)
            return
        }
        var inner = PreferenceList()
        node.collectChildPreferences(key, into: &inner)
        var value = (inner.combined(key) as? Key.Value) ?? Key.defaultValue
        transform(&value)
        list.values.append(value)
    }
}

// Evidence: seed article 002_ff4734d1f8f6fdb2.txt (onPreferenceChange receives the subtree's combined value; P18-P22); Apple docs onPreferenceChange(_:perform:).
/// Reads the combined value of the content's subtree after each update in which that subtree
/// changed: `onPreferenceChange` calls its action when the value changed; the overlay and
/// background forms rebuild their extra view from it.
nonisolated public struct _PreferenceReadingModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    enum Mode {
        case action((Key.Value) -> Void)
        case overlay((Key.Value) -> any View)
        case background((Key.Value) -> any View)
    }
    let mode: Mode
    func makeBehavior() -> ModifierBehavior<Self> { PreferenceReadingBehavior<Key>() }
}

final class PreferenceReadingBehavior<Key: PreferenceKey>: ModifierBehavior<_PreferenceReadingModifier<Key>>, ScreenContributor, PreferenceContributor, SecondaryContentOwner, PreferenceReader {
    var mode: _PreferenceReadingModifier<Key>.Mode?
    var lastValue: Key.Value?
    var computedStamp = -1
    var extra: Node?
    var modeChanged = false

    override func update(modifier: _PreferenceReadingModifier<Key>) {
        mode = modifier.mode
        if isFirstUpdate {
            graph.preferenceReaders.register(self)
        }
        modeChanged = true
    }

    var secondaryNodes: [Node] { extra.map { [$0] } ?? [] }

    func render(content: Node?, into screen: inout ScreenBuilder) {
        if case .background = mode { extra?.render(into: &screen) }
        content?.render(into: &screen)
        if case .overlay = mode { extra?.render(into: &screen) }
    }

    func collectPreferences(content: Node?, key: AnyPreferenceKey, into list: inout PreferenceList) {
        content?.collectPreferences(key, into: &list)
    }

    var isReaderAlive: Bool { node.isAlive }

    func refreshPreference() {
        guard let mode else { return }
        let isViewMode: Bool
        if case .action = mode { isViewMode = false } else { isViewMode = true }
        let subtreeChanged = node.subtreeStamp > computedStamp
        guard subtreeChanged || (isViewMode && modeChanged) else { return }
        let key = AnyPreferenceKey(Key.self)
        var value = lastValue ?? Key.defaultValue
        if subtreeChanged || lastValue == nil {
            computedStamp = node.subtreeStamp
            var inner = PreferenceList()
            if let content = node.children.first { content.collectPreferences(key, into: &inner) }
            value = (inner.combined(key) as? Key.Value) ?? Key.defaultValue
        }
        let previous = lastValue
        lastValue = value
        switch mode {
        case .action(let action):
            let changed = previous.map { !ValueComparison.equal($0, value) } ?? true
            if changed {
                let name = node.ownerName
                graph.enqueuePostAction { [graph] in
                    graph.emit(.happening(.preferenceChanged(key: TypeNames.name(of: Key.self), view: name)))
                    action(value)
                }
            }
        case .overlay(let build), .background(let build):
            let changed = previous.map { !ValueComparison.equal($0, value) } ?? true
            if changed || modeChanged {
                extra = reconcileAny(extra, with: build(value), environment: node.environment, parent: node, graph: graph)
            }
        }
        modeChanged = false
    }
}

nonisolated extension View {
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier<K>(value: value))
    }

    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(_PreferenceTransformModifier<K>(transform: callback))
    }

    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        modifier(_PreferenceReadingModifier<K>(mode: .action(action)))
    }

    /// The iOS 13 form, without `alignment:` (centred, as the iOS 15 form's default).
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceReadingModifier<K>(mode: .overlay({ transform($0) })))
    }

    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceReadingModifier<K>(mode: .background({ transform($0) })))
    }

    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceReadingModifier<K>(mode: .overlay({ transform($0) })))
    }

    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceReadingModifier<K>(mode: .background({ transform($0) })))
    }
}
