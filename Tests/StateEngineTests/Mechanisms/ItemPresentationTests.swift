import StateEngine
import Testing

/// `.sheet(item:)` and `.fullScreenCover(item:)`: shown while the item is non-nil, with a new
/// identity (fresh storage) whenever the item's id changes.
@Suite @MainActor struct ItemPresentationTests {
    struct Fruit: Identifiable { let id: String }

    struct Detail: View {
        let fruit: Fruit
        @State private var taps = 0
        var body: some View {
            VStack {
                Text("\(fruit.id) taps \(taps)")
                Button("Tap") { taps += 1 }
            }
        }
    }

    struct Picker: View {
        let cover: Bool
        @State private var selected: Fruit?
        var body: some View {
            let buttons = VStack {
                Button("Apple") { selected = Fruit(id: "apple") }
                Button("Pear") { selected = Fruit(id: "pear") }
            }
            if cover {
                buttons.fullScreenCover(item: $selected) { fruit in
                    VStack { Detail(fruit: fruit); Button("Next") { selected = Fruit(id: "pear") } }
                }
            } else {
                buttons.sheet(item: $selected) { fruit in
                    VStack { Detail(fruit: fruit); Button("Next") { selected = Fruit(id: "pear") } }
                }
            }
        }
    }

    // Evidence: Apple docs, sheet(item:onDismiss:content:) (a new item replaces the sheet with a new one).
    @Test(arguments: [false, true])
    func presentsWhileTheItemIsSetAndResetsStorageWhenItsIdChanges(cover: Bool) throws {
        let d = Driver(Picker(cover: cover))
        #expect(!d.screen.contains("taps"))
        try d.tap("Apple")
        #expect(d.screen.contains(cover ? "fullScreenCover" : "sheet"))
        try d.tap("Tap")
        #expect(d.screen.contains("Text \"apple taps 1\""))
        try d.tap("Next")
        #expect(d.screen.contains("Text \"pear taps 0\""))
        try d.dismiss()
        #expect(!d.screen.contains("taps"))
    }
}
