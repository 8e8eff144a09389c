import StateEngine
import Testing

/// What a ForEach's content closure reads of an @Observable object updates the view that wrote
/// the ForEach, as a read in its body would.
@Suite @MainActor struct ForEachObservationTests {
    @Observable final class Item: Identifiable {
        let name: String
        var isDone = false
        init(name: String) { self.name = name }
    }

    struct Checklist: View {
        @State private var items = [Item(name: "Milk"), Item(name: "Eggs")]
        let lazy: Bool

        var body: some View {
            if lazy {
                List { rows }
            } else {
                VStack { rows }
            }
        }

        var rows: some View {
            ForEach(items) { item in
                Button(item.isDone ? "Done \(item.name)" : "Open \(item.name)") { item.isDone.toggle() }
            }
        }
    }

    // Evidence: WWDC23 "Discover Observation in SwiftUI" (a view updates when a property it read
    // while being built changes; the rows a ForEach builds are part of that view).
    @Test(arguments: [false, true])
    func aRowReadInAForEachClosureUpdatesWhenThePropertyChanges(lazy: Bool) throws {
        let d = Driver(Checklist(lazy: lazy))
        try d.tap("Open Milk")
        #expect(d.screen.contains("Done Milk"))
        #expect(d.screen.contains("Open Eggs"))
        #expect(d.bodyCount(Checklist.self) == 2)
        // And again for the next change: each update tracks what the rows read afresh.
        let before = d.bodyCount(Checklist.self)
        try d.tap("Done Milk")
        #expect(d.bodyCount(Checklist.self) == before + 1)
    }
}
