@_spi(Frameworks) import StateEngine
import Transcript

/// A button that opens the system's photo picker. The picker itself runs outside the app; the
/// driver's `pickPhotos(_:in:)` step stands for the user opening it, picking the named photos
/// and confirming: the selection binding receives them, in the order given.
// Evidence: Apple docs, PhotosPicker (init(selection:matching:preferredItemEncoding:label:),
// init(selection:maxSelectionCount:selectionBehavior:matching:preferredItemEncoding:label:),
// init(_:selection:matching:preferredItemEncoding:)); WWDC22 "What's new in the Photos picker"
// (the picker runs out of process; the app gets the picked items through its binding).
public struct PhotosPicker<Label: View>: View {
    let label: Label
    let maxCount: Int?
    let select: ([PhotosPickerItem]) -> Void

    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label) {
        self.label = label()
        maxCount = 1
        select = { items in selection.wrappedValue = items.first }
    }

    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default,
                matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                @ViewBuilder label: () -> Label) {
        self.label = label()
        maxCount = maxSelectionCount
        select = { items in selection.wrappedValue = items }
    }

    static var kind: PlatformControlKind { photosPickerKind }

    public var body: some View {
        let select = self.select
        return label.modifier(PlatformChooser(name: "PhotosPicker", kind: photosPickerKind, options: nil, maxCount: maxCount) { identifiers in
            select(identifiers.map(PhotosPickerItem.init(itemIdentifier:)))
        })
    }
}

extension PhotosPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior, matching: filter,
                  preferredItemEncoding: preferredItemEncoding) { Text(titleKey) }
    }
}

let photosPickerKind = PlatformControlKind("photos picker")

extension Driver {
    /// `pickPhotos(_:in:)` on this driver.
    public func pickPhotos(_ identifiers: [String], in label: String? = nil) throws {
        try choosePlatform(identifiers, kind: photosPickerKind, label: label, title: Self.pickTitle(identifiers, label))
    }

    static func pickTitle(_ identifiers: [String], _ label: String?) -> String {
        "pickPhotos " + identifiers.map(ScreenText.quote).joined(separator: ", ") + (label.map { " in " + ScreenText.quote($0) } ?? "")
    }
}

/// Opens the photos picker labelled `label` (the only one on screen when nil), picks the
/// photos with these identifiers, in this order, and confirms; an empty list cancels nothing
/// and picks nothing (the selection becomes empty).
public func pickPhotos(_ identifiers: [String], in label: String? = nil) {
    FrameworkSupport.choose(identifiers, kind: photosPickerKind, label: label, step: Driver.pickTitle(identifiers, label))
}
