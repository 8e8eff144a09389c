import StateEngine
import StateEngineSwiftData
import Testing

/// When a view that reads a `@Query` re-evaluates, and what it sees.
@Suite @MainActor struct QueryTests {
    struct ChoreList: View {
        @Environment(\.modelContext) private var context
        @Query(filter: #Predicate<Chore> { !$0.isDone }, sort: \Chore.title) private var open: [Chore]
        @Query(sort: \Chore.title, order: .reverse) private var all: [Chore]

        var body: some View {
            VStack {
                Text("open: " + open.map(\.title).joined(separator: ","))
                Text("all: " + all.map(\.title).joined(separator: ","))
                Text(context.hasChanges ? "unsaved" : "saved")
                Button("Add Dishes") { context.insert(Chore(title: "Dishes")) }
                Button("Add Laundry") { context.insert(Chore(title: "Laundry")) }
                Button("Finish Dishes") { all.first { $0.title == "Dishes" }?.isDone = true }
                Button("Tap Dishes") { all.first { $0.title == "Dishes" }?.taps += 1 }
                Button("Delete Laundry") { if let laundry = all.first(where: { $0.title == "Laundry" }) { context.delete(laundry) } }
                Button("Save") { try? context.save() }
                Button("Roll back") { context.rollback() }
            }
        }
    }

    /// Whether a text on the screen is exactly `text`.
    static func shows(_ driver: Driver, _ text: String) -> Bool {
        driver.screen.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "Text \"\(text)\"" }
    }

    static func app(inMemory: Bool = true) -> some View {
        ChoreList().modelContainer(for: Chore.self, inMemory: inMemory)
    }

    // Evidence: WWDC23 "Build an app with SwiftData" (a model inserted into the context appears in
    // the @Query's results with no save) and Apple docs, ModelContext.hasChanges.
    @Test func anInsertShowsInEveryQueryAtOnceAndStaysUnsavedUntilSave() throws {
        let d = Driver(Self.app())
        #expect(Self.shows(d, "all: "))
        try d.tap("Add Laundry")
        try d.tap("Add Dishes")
        #expect(Self.shows(d, "open: Dishes,Laundry"))
        #expect(Self.shows(d, "all: Laundry,Dishes"))
        #expect(Self.shows(d, "unsaved"))
        try d.tap("Save")
        #expect(Self.shows(d, "saved"))
    }

    // Evidence: Apple docs, Query ("manages those models so they remain in sync with the
    // underlying data"); Hacking with Swift, "How SwiftUI tracks changes in SwiftData objects"
    // (a view updates for the model properties it read, through Observation).
    @Test func aPropertyChangeOfAFetchedModelReevaluatesTheFilterThatReadIt() throws {
        let d = Driver(Self.app())
        try d.tap("Add Laundry")
        try d.tap("Add Dishes")
        let before = d.bodyCount(ChoreList.self)
        try d.tap("Finish Dishes")
        #expect(Self.shows(d, "open: Laundry"))
        #expect(d.bodyCount(ChoreList.self) == before + 1)
        // A @Transient property is neither stored nor observed.
        // Evidence: WWDC23 "Model your schema with SwiftData" (@Transient excludes a property from the schema).
        try d.tap("Tap Dishes")
        #expect(d.bodyCount(ChoreList.self) == before + 1)
    }

    // Evidence: Apple docs, ModelContext.delete(_:) and rollback() ("Discards any pending
    // inserts, changes, and deletions").
    @Test func rollbackDiscardsInsertsChangesAndDeletes() throws {
        let d = Driver(Self.app())
        try d.tap("Add Laundry")
        try d.tap("Save")
        try d.tap("Add Dishes")
        try d.tap("Delete Laundry")
        #expect(Self.shows(d, "all: Dishes"))
        try d.tap("Roll back")
        #expect(Self.shows(d, "all: Laundry"))
        #expect(Self.shows(d, "saved"))
    }

    // Evidence: Apple docs, ModelContainer and View.modelContainer(for:inMemory:...) (`inMemory`:
    // "Whether the container should store data only in memory"); docs/ENGINE-RULES.md
    // swiftdata-store and swiftdata-autosave.
    @Test func aRelaunchKeepsWhatTheStoreSavedAndAutosavesAsTheAppQuits() throws {
        let onDisk = Driver(Self.app(inMemory: false))
        try onDisk.tap("Add Laundry")
        try onDisk.tap("Save")
        try onDisk.tap("Add Dishes")
        onDisk.relaunch()
        // Autosave (on by default) saved Dishes as the app quit.
        #expect(Self.shows(onDisk, "all: Laundry,Dishes"))
        #expect(Self.shows(onDisk, "saved"))

        let inMemory = Driver(Self.app(inMemory: true))
        try inMemory.tap("Add Laundry")
        try inMemory.tap("Save")
        inMemory.relaunch()
        #expect(Self.shows(inMemory, "all: "))
    }

    struct NoContainer: View {
        @Query private var chores: [Chore]
        var body: some View { Text("\(chores.count) chores") }
    }

    // Evidence: Apple docs, ModelContext (Important: with no container attached, the environment's
    // context is bound to an in-memory, schemaless container and fetches return empty results).
    @Test func aQueryWithoutAContainerFindsNothing() throws {
        let d = Driver(NoContainer())
        #expect(Self.shows(d, "0 chores"))
    }
}

/// A query's `animation` is the transaction of the updates its results' changes cause.
@Suite @MainActor struct QueryAnimationTests {
    struct Badge: View {
        @Environment(\.modelContext) private var context
        @Query(animation: .easeInOut(duration: 0.5)) private var animated: [Chore]

        var body: some View {
            VStack {
                Text("\(animated.count)").opacity(animated.isEmpty ? 0 : 1)
                Button("Add") { context.insert(Chore(title: "Dishes")) }
            }
        }
    }

    struct PlainBadge: View {
        @Environment(\.modelContext) private var context
        @Query private var chores: [Chore]

        var body: some View {
            VStack {
                Text("\(chores.count)").opacity(chores.isEmpty ? 0 : 1)
                Button("Add") { context.insert(Chore(title: "Dishes")) }
            }
        }
    }

    // Evidence: Apple docs, Query.init(_:animation:) ("The animation to use for user interface
    // changes that result from changes to the fetched results").
    @Test func anInsertAnimatesTheViewsOfAQueryWithAnAnimationOnly() throws {
        let animated = Driver(Badge().modelContainer(for: Chore.self, inMemory: true))
        try animated.tap("Add")
        animated.advance(by: 0.5)
        #expect(animated.transcript.contains("Badge opacity 0 -> 1, 30 frames"))

        let plain = Driver(PlainBadge().modelContainer(for: Chore.self, inMemory: true))
        try plain.tap("Add")
        plain.advance(by: 0.5)
        #expect(!plain.transcript.contains("frames"))
    }
}
