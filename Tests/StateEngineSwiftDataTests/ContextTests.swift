import StateEngine
import StateEngineSwiftData
import Testing

/// What a model context does to its models: fetches, delete rules, uniqueness.
@Suite @MainActor struct ContextTests {
    static func context() throws -> ModelContext {
        try ModelContainer(for: Chore.self, Tag.self, Folder.self, Note.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)).mainContext
    }

    // Evidence: Apple docs, FetchDescriptor (predicate, sortBy, fetchLimit, fetchOffset,
    // includePendingChanges) and ModelContext.fetchCount(_:).
    @Test func aFetchDescriptorFiltersSortsAndWindows() throws {
        let context = try Self.context()
        for title in ["b", "d", "a", "c"] { context.insert(Chore(title: title)) }
        try context.save()
        context.insert(Chore(title: "e"))
        var descriptor = FetchDescriptor<Chore>(predicate: #Predicate { $0.title != "c" }, sortBy: [SortDescriptor(\.title)])
        #expect(try context.fetch(descriptor).map(\.title) == ["a", "b", "d", "e"])
        descriptor.fetchOffset = 1
        descriptor.fetchLimit = 2
        #expect(try context.fetch(descriptor).map(\.title) == ["b", "d"])
        var saved = FetchDescriptor<Chore>()
        saved.includePendingChanges = false
        #expect(try context.fetchCount(saved) == 4)
        #expect(try context.fetchCount(FetchDescriptor<Chore>()) == 5)
    }

    // Evidence: Apple docs, Schema.Relationship.DeleteRule (cascade deletes the related models;
    // nullify removes the reference to the deleted model); docs/ENGINE-RULES.md swiftdata-nullify.
    @Test func deletingAModelCascadesAndNullifiesReferencesToIt() throws {
        let context = try Self.context()
        let work = Folder(name: "Work"), home = Folder(name: "Home")
        let memo = Note(text: "memo"), list = Note(text: "list")
        work.notes = [memo, list]
        home.pinned = memo
        // Inserting the root of a graph inserts the models it refers to.
        // Evidence: Apple docs, ModelContext (overview: insert the root model; the context inserts the rest).
        context.insert(work)
        context.insert(home)
        #expect(try context.fetchCount(FetchDescriptor<Note>()) == 2)
        context.delete(list)
        #expect(work.notes.map(\.text) == ["memo"])
        context.delete(work)
        #expect(try context.fetchCount(FetchDescriptor<Note>()) == 0)
        #expect(home.pinned == nil)
        #expect(memo.isDeleted)
    }

    // Evidence: WWDC23 "Model your schema with SwiftData" (a unique attribute turns the insert of
    // an existing value into an update, an upsert); docs/ENGINE-RULES.md swiftdata-upsert.
    @Test func aUniqueValueInsertedAgainUpdatesTheExistingModelAtSave() throws {
        let context = try Self.context()
        let first = Tag(name: "swift", uses: 1)
        context.insert(first)
        try context.save()
        context.insert(Tag(name: "swift", uses: 5))
        #expect(try context.fetchCount(FetchDescriptor<Tag>()) == 2)
        try context.save()
        let tags = try context.fetch(FetchDescriptor<Tag>())
        #expect(tags.count == 1)
        #expect(tags.first === first && first.uses == 5)
    }

    // Evidence: Apple docs, ModelContext.rollback() and PersistentModel.hasChanges.
    @Test func rollbackRestoresSavedValuesOfChangedModels() throws {
        let context = try Self.context()
        let chore = Chore(title: "Dishes")
        context.insert(chore)
        try context.save()
        chore.title = "Laundry"
        #expect(context.hasChanges && chore.hasChanges)
        #expect(context.changedModelsArray.count == 1)
        context.rollback()
        #expect(chore.title == "Dishes")
        #expect(!context.hasChanges)
    }
}
