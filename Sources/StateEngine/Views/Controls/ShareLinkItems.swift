/// Sharing `Transferable` items: a share link names each item by a `SharePreview` (the title the
/// share sheet shows above its destinations); tapping the link presents the system's share sheet,
/// which the engine records with the previews' titles, as it records a shared string or URL.
/// Evidence: Apple docs, ShareLink ("Use a share link when you want to share Transferable
/// items"; init(item:subject:message:preview:label:) "preview: A representation of the item to
/// render in a preview"), SharePreview ("A representation of a type to display in a share
/// preview", init(_:image:icon:)).
public struct SharePreview<Image, Icon> {
    let title: String
}

extension SharePreview where Image: Transferable, Icon: Transferable {
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { title = titleKey.resolved }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { self.title = String(title) }
}

extension SharePreview where Image == Never, Icon == Never {
    public init(_ titleKey: LocalizedStringKey) { title = titleKey.resolved }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.title = String(title) }
}

extension SharePreview where Image: Transferable, Icon == Never {
    public init(_ titleKey: LocalizedStringKey, image: Image) { title = titleKey.resolved }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) { self.title = String(title) }
}

extension SharePreview where Image == Never, Icon: Transferable {
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { title = titleKey.resolved }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.title = String(title) }
}

extension ShareLink {
    public init<I: Transferable, PI, PC>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PI, PC>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), item: preview.title)
    }

    public init<Items: RandomAccessCollection, PI, PC>(items: Items, subject: Text? = nil, message: Text? = nil, preview: (Items.Element) -> SharePreview<PI, PC>, @ViewBuilder label: () -> Label)
    where Items.Element: Transferable {
        self.init(label: label(), item: items.map { preview($0).title }.joined(separator: ", "))
    }
}

extension ShareLink where Label == Text {
    public init<I: Transferable, PI, PC>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PI, PC>) {
        self.init(label: Text(titleKey), item: preview.title)
    }

    public init<Items: RandomAccessCollection, PI, PC>(_ titleKey: LocalizedStringKey, items: Items, subject: Text? = nil, message: Text? = nil, preview: (Items.Element) -> SharePreview<PI, PC>)
    where Items.Element: Transferable {
        self.init(label: Text(titleKey), item: items.map { preview($0).title }.joined(separator: ", "))
    }
}

extension ShareLink where Label == EmptyView {
    public init<I: Transferable, PI, PC>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PI, PC>) {
        self.init(label: EmptyView(), item: preview.title)
    }
}
