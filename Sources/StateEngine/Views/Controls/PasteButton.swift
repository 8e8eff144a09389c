/// A system button that pastes: it reads the pasteboard's items as the declared `Transferable`
/// type and hands them to its closure. It is enabled only while some item on the pasteboard is
/// offered in a format the type imports, and the closure receives the items that load (at least
/// one); the screen shows `PasteButton "Paste"`, and `tap("Paste")` presses it.
/// Evidence: Apple docs, PasteButton ("A system button that reads items from the pasteboard and
/// delivers it to a closure ... When the user taps or clicks the button, your closure receives
/// the pasteboard items in the specified type"; "A paste button automatically validates and
/// invalidates based on changes to the pasteboard on iOS"), init(payloadType:onPaste:) ("The
/// handler to call on trigger of the button with at least one item of the specified
/// Transferable type from the pasteboard").
nonisolated public struct PasteButton: View, ControlView {
    public typealias Body = Never
    /// The content types the payload type imports.
    let accepted: [UTType]
    /// Loads what the pasteboard offers and calls the closure when something loads.
    let paste: ([TransferOffer]) -> Void

    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {
        accepted = T.transferFormats.filter { $0.importer != nil }.map(\.contentType)
        paste = { offers in
            let items = offers.compactMap { $0.load(T.self) }
            if !items.isEmpty { onPaste(items) }
        }
    }

    var controlLabel: EmptyView { EmptyView() }

    func render(_ control: ControlRendering, into screen: inout ScreenBuilder) {
        let offers = EngineContext.current?.pasteboard ?? []
        let accepted = self.accepted
        let canPaste = offers.contains { $0.conforms(toAny: accepted) }
        screen.node("PasteButton", role: .button, label: "Paste", detail: canPaste ? nil : "disabled")
        screen.texts.append("Paste")
        let paste = self.paste
        screen.tappables.append(.init(kind: .button, label: "Paste", layer: screen.layer, isEnabled: control.isEnabled && canPaste, perform: {
            paste(EngineContext.current?.pasteboard ?? [])
        }))
    }
}
