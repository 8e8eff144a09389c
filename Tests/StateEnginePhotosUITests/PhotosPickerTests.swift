import StateEngine
import StateEnginePhotosUI
import Testing

/// A photos picker's selection, written by the driver's step, and what a picked item loads.
@Suite @MainActor struct PhotosPickerTests {
    struct Profile: View {
        @State private var item: PhotosPickerItem?
        @State private var avatar: Image?
        @State private var bytes = 0

        var body: some View {
            VStack {
                PhotosPicker("Choose avatar", selection: $item, matching: .images)
                if let avatar { avatar }
                Text("\(bytes) bytes")
            }
            // The capture list keeps the read of `item` off the main actor, which the test holds
            // (Tests/StateEngineTests/Support/README.md).
            .task(id: item) { [item] in
                avatar = try? await item?.loadTransferable(type: Image.self)
                bytes = (try? await item?.loadTransferable(type: Data.self))?.count ?? 0
            }
        }
    }

    // Evidence: Apple docs, PhotosPicker.init(_:selection:matching:preferredItemEncoding:) and
    // PhotosPickerItem.loadTransferable(type:); WWDC22 "What's new in the Photos picker".
    @Test func pickingAPhotoSetsTheSelectionAndTheItemLoadsAsDataOrImage() throws {
        let d = Driver(Profile())
        #expect(d.screen.contains("PhotosPicker \"Choose avatar\""))
        try d.pickPhotos(["IMG_0042"], in: "Choose avatar")
        d.advance(by: 1)
        #expect(d.screen.contains("Image \"IMG_0042\""))
        #expect(d.screen.contains("Text \"14 bytes\""), "the data is the bytes of \"photo IMG_0042\"")
        #expect(throws: Driver.Failure.self) { try d.pickPhotos(["A", "B"], in: "Choose avatar") }
    }

    struct Album: View {
        @State private var items: [PhotosPickerItem] = []

        var body: some View {
            VStack {
                PhotosPicker(selection: $items, maxSelectionCount: 3) {
                    Label("Add photos", systemImage: "photo.on.rectangle")
                }
                Text("\(items.count) photos: \(items.compactMap(\.itemIdentifier).joined(separator: ", "))")
            }
        }
    }

    @Test func aMultipleSelectionTakesUpToItsMaximumInOrder() throws {
        let d = Driver(Album())
        try d.pickPhotos(["IMG_2", "IMG_1"])
        #expect(d.screen.contains("Text \"2 photos: IMG_2, IMG_1\""))
        #expect(throws: Driver.Failure.self) { try d.pickPhotos(["a", "b", "c", "d"], in: "Add photos") }
        #expect(d.screen.contains("Text \"2 photos: IMG_2, IMG_1\""))
    }
}
