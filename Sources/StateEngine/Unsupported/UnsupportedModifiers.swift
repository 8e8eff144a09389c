import Foundation

// View modifiers outside issue 8's families, with SwiftUI's signatures; each fails to compile
// with StateEngine's own message (issue 8, "Honest by construction").

// iOS 17 to 27 modifiers whose mechanism the engine does not have: App Intents, rotors,
// anchors, documents, user activities, drag-to-reorder, text formatting
// strategies, input kinds. Each fails to compile with StateEngine's message (issue 34).
nonisolated extension View {
    @available(*, unavailable, message: "StateEngine does not model `accessibilityAction(intent:)` (App Intents) (see Supported SwiftUI)")
    public func accessibilityAction<I>(_ actionKind: AccessibilityActionKind = .default, intent: I) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityAction(intent:)` (App Intents) (see Supported SwiftUI)")
    public func accessibilityAction<I, L: View>(intent: I, @ViewBuilder label: () -> L) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityAction(intent:)` (App Intents) (see Supported SwiftUI)")
    public func accessibilityAction<I>(named name: Text, intent: I) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityAction(intent:)` (App Intents) (see Supported SwiftUI)")
    public func accessibilityAction<I>(named nameKey: LocalizedStringKey, intent: I) -> EmptyView { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model anchor preferences yet (see Supported SwiftUI)")
    public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model anchor preferences yet (see Supported SwiftUI)")
    public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> EmptyView { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model `asyncImageURLSession`: AsyncImage loads with the engine's own loader (see Supported SwiftUI)")
    public func asyncImageURLSession(_ session: URLSession) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model rich text formatting (`attributedTextFormattingDefinition`) yet (see Supported SwiftUI)")
    public func attributedTextFormattingDefinition<D>(_ definition: D) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `contentToolbar` yet (see Supported SwiftUI)")
    public func contentToolbar<P, Content>(for placement: P, @ViewBuilder content: () -> Content) -> EmptyView { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model document-based apps (`documentBrowserContextMenu`) (see Supported SwiftUI)")
    public func documentBrowserContextMenu<M: View>(@ViewBuilder _ menu: @escaping ([URL]?) -> M) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model document-based apps (`documentLaunchTitle`) (see Supported SwiftUI)")
    public func documentLaunchTitle(_ title: Text) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model document-based apps (`documentLaunchSubtitle`) (see Supported SwiftUI)")
    public func documentLaunchSubtitle(_ subtitle: Text) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `navigationDocument` yet (see Supported SwiftUI)")
    public func navigationDocument<D>(_ document: D) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `navigationDocument` yet (see Supported SwiftUI)")
    public func navigationDocument<D, P>(_ document: D, preview: P) -> EmptyView { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model user activities (`onContinueUserActivity`) (see Supported SwiftUI)")
    public func onContinueUserActivity<A>(_ activityType: String, perform action: @escaping (A) -> Void) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model user activities (`userActivity`) (see Supported SwiftUI)")
    public func userActivity<A>(_ activityType: String, isActive: Bool = true, _ update: @escaping (A) -> Void) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model user activities (`userActivity`) (see Supported SwiftUI)")
    public func userActivity<P, A>(_ activityType: String, element: P?, _ update: @escaping (P, A) -> Void) -> EmptyView { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model NSItemProvider (`onDrag`, `onDrop(of:isTargeted:perform:)`, `itemProvider`): use draggable and dropDestination with Transferable (see Supported SwiftUI)")
    public func onDrag<P>(_ data: @escaping () -> P) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model NSItemProvider (`onDrag`, `onDrop(of:isTargeted:perform:)`, `itemProvider`): use draggable and dropDestination with Transferable (see Supported SwiftUI)")
    public func onDrag<P, V: View>(_ data: @escaping () -> P, @ViewBuilder preview: () -> V) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model NSItemProvider (`onDrag`, `onDrop(of:isTargeted:perform:)`, `itemProvider`): use draggable and dropDestination with Transferable (see Supported SwiftUI)")
    public func onDrop<P>(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([P]) -> Bool) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model NSItemProvider (`onDrag`, `onDrop(of:isTargeted:perform:)`, `itemProvider`): use draggable and dropDestination with Transferable (see Supported SwiftUI)")
    public func onDrop<P>(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([P], CGPoint) -> Bool) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model NSItemProvider (`onDrag`, `onDrop(of:isTargeted:perform:)`, `itemProvider`): use draggable and dropDestination with Transferable (see Supported SwiftUI)")
    public func itemProvider<P>(_ action: (() -> P?)?) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model this `draggable` form with an item and a container namespace yet: in a dragContainer, use draggable(containerItemID:) (see Supported SwiftUI)")
    public func draggable<ID: Hashable, V: View>(_ itemID: ID, containerNamespace: Namespace.ID? = nil, @ViewBuilder _ preview: () -> V) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model this `draggable` form with an item and a container namespace yet: in a dragContainer, use draggable(containerItemID:) (see Supported SwiftUI)")
    public func draggable<Item, ID: Hashable, V: View>(_ type: Item.Type, id: ID, containerNamespace: Namespace.ID? = nil, @ViewBuilder _ preview: () -> V) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model this `draggable` form with an item and a container namespace yet: in a dragContainer, use draggable(containerItemID:) (see Supported SwiftUI)")
    public func draggable<Item, ID: Hashable>(_ type: Item.Type, id: ID, item: @escaping () -> Item?, containerNamespace: Namespace.ID? = nil) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model this `draggable` form with an item and a container namespace yet: in a dragContainer, use draggable(containerItemID:) (see Supported SwiftUI)")
    public func draggable<Item>(_ type: Item.Type, item: @escaping () -> Item?, containerNamespace: Namespace.ID? = nil) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model drag-to-reorder (`reorderContainer`) yet (see Supported SwiftUI)")
    public func reorderContainer<Item, D>(for itemType: Item.Type = Item.self, isEnabled: Bool = true, move: @escaping (D) -> Void) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model drag-to-reorder (`reorderContainer`) yet (see Supported SwiftUI)")
    public func reorderContainer<Item, D>(for itemType: Item.Type = Item.self, in namespace: Namespace.ID, isEnabled: Bool = true, move: @escaping (D) -> Void) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model drag-to-reorder (`reorderContainer`) yet (see Supported SwiftUI)")
    public func reorderContainer<Item, ID: Hashable, D>(for itemType: Item.Type = Item.self, itemID: KeyPath<Item, ID>, isEnabled: Bool = true, move: @escaping (D) -> Void) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model drag-to-reorder (`reorderContainer`) yet (see Supported SwiftUI)")
    public func reorderContainer<Item, ID: Hashable, D>(for itemType: Item.Type = Item.self, itemID: KeyPath<Item, ID>, in namespace: Namespace.ID, isEnabled: Bool = true, move: @escaping (D) -> Void) -> EmptyView { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model iOS 27's `ignoresSafeArea(_:edges:alignment:)` yet (see Supported SwiftUI)")
    public func ignoresSafeArea<A>(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all, alignment: A) -> EmptyView { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model gesture input kinds (`inputKinds:`) yet (see Supported SwiftUI)")
    public func onTapGesture<K>(count: Int = 1, coordinateSpace: CoordinateSpace = .local, inputKinds: K, perform action: @escaping (CGPoint) -> Void) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model gesture input kinds (`inputKinds:`) yet (see Supported SwiftUI)")
    public func onLongPressGesture<K>(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, inputKinds: K, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model the swipe-actions presentation callback (`onPresentationChanged:`) yet (see Supported SwiftUI)")
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T,
        onPresentationChanged: @escaping (Bool) -> Void
    ) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `swipeActionsContainer` yet (see Supported SwiftUI)")
    public func swipeActionsContainer() -> EmptyView { fatalError() }
}
