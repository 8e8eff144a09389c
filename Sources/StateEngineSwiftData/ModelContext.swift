@_spi(Frameworks) import StateEngine

/// The models a container's main context manages: what `insert`, `delete`, `save` and
/// `rollback` change and what `fetch` and every `@Query` read.
// Evidence: Apple docs, ModelContext ("tracks all objects you create, modify, and delete ...
// until you call save()"; insert, delete, save, rollback, hasChanges, autosaveEnabled).
public final class ModelContext {
    public let container: ModelContainer
    /// Saves pending changes when the app leaves (see ModelStore). On by default for a
    /// container's main context.
    // Evidence: Apple docs, ModelContext.autosaveEnabled ("automatically save any pending
    // changes when certain events occur"). Chosen [swiftdata-autosave]: the event StateEngine
    // models is the app quitting (`relaunch()`); between steps nothing saves on its own, so
    // `hasChanges` stays true until `save()` or the quit.
    public var autosaveEnabled = true
    /// No container put this context in the environment (the environment's default).
    let isPlaceholder: Bool
    /// The launch of the app this context belongs to (`FrameworkSupport.launch`).
    let launch = FrameworkSupport.launch

    /// Registered models (saved or inserted), in the order they joined the context.
    private var models: [any PersistentModel] = []
    private var inserted: Set<ObjectIdentifier> = []
    private var deleted: [any PersistentModel] = []
    private var queries: [WeakQuery] = []

    private struct WeakQuery {
        weak var token: QueryToken?
    }

    init(container: ModelContainer, isPlaceholder: Bool = false) {
        self.container = container
        self.isPlaceholder = isPlaceholder
        let store = container.store
        if let previous = store.lastContext, previous !== self, previous.autosaveEnabled, previous.hasChanges {
            try? previous.save()
        }
        store.lastContext = self
        for model in store.models {
            let state = model.__statedocsModel
            if let saved = state.saved { __StateDocsModelProperty.restore(schema(of: model), of: model, to: saved) }
            state.context = self
            state.isDeleted = false
        }
        models = store.models
    }

    /// Pending inserts, deletes, or changed values of registered models.
    public var hasChanges: Bool {
        !inserted.isEmpty || !deleted.isEmpty || models.contains { $0.__statedocsModel.saved != nil && $0.hasChanges }
    }

    public var insertedModelsArray: [any PersistentModel] { models.filter { inserted.contains(ObjectIdentifier($0)) } }
    public var deletedModelsArray: [any PersistentModel] { deleted }
    public var changedModelsArray: [any PersistentModel] {
        models.filter { $0.__statedocsModel.saved != nil && $0.hasChanges }
    }

    /// Registers `model` (and the models it refers to) for the next save; fetches and queries
    /// return it at once.
    // Evidence: Apple docs, ModelContext.insert(_:) ("Registers the specified model with the
    // context so it can include the model in the next save operation") and "Build an app with
    // SwiftData" (WWDC23: a new card inserted in the context shows in the @Query's grid).
    public func insert<T: PersistentModel>(_ model: T) {
        checkContainer(T.self)
        register(model)
        changed()
    }

    private func register(_ model: any PersistentModel) {
        let state = model.__statedocsModel
        if state.context === self && !state.isDeleted { return }
        if let index = deleted.firstIndex(where: { $0 === model }) {
            deleted.remove(at: index)
        } else {
            inserted.insert(ObjectIdentifier(model))
        }
        state.context = self
        state.isDeleted = false
        models.append(model)
        // Related models join with it.
        // Evidence: Apple docs, ModelContext (overview: with relationships in the schema, insert
        // only the root model of a graph; the context inserts the rest).
        for property in schema(of: model) where property.deleteRule != nil {
            for related in property.references(property.read(model)) { register(related) }
        }
    }

    /// Marks `model` deleted: fetches and queries stop returning it at once; the store forgets
    /// it on the next save. Its cascade relationships' models are deleted with it, and models
    /// that refer to it drop the reference.
    // Evidence: Apple docs, ModelContext.delete(_:) and Schema.Relationship.DeleteRule.
    // Chosen [swiftdata-nullify]: references to a deleted model are dropped at the delete (a
    // to-one optional becomes nil, an array loses it), not at the next save.
    public func delete<T: PersistentModel>(_ model: T) {
        checkContainer(T.self)
        remove(model)
        changed()
    }

    /// Deletes every model of `model`'s type that `predicate` accepts.
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for found in try fetch(FetchDescriptor<T>(predicate: predicate)) { remove(found) }
        changed()
    }

    private func remove(_ model: any PersistentModel) {
        guard let index = models.firstIndex(where: { $0 === model }) else { return }
        models.remove(at: index)
        let state = model.__statedocsModel
        state.isDeleted = true
        if inserted.remove(ObjectIdentifier(model)) != nil {
            state.context = nil
        } else {
            deleted.append(model)
        }
        for property in schema(of: model) where property.deleteRule == .cascade {
            for related in property.references(property.read(model)) { remove(related) }
        }
        for other in models {
            for property in schema(of: other) where property.deleteRule != nil {
                guard let write = property.write else { continue }
                let value = property.read(other)
                guard property.references(value).contains(where: { $0 === model }), let without = property.removing(value, model) else { continue }
                write(other, without)
            }
        }
    }

    /// Writes pending changes to the store. A model inserted with the value of an
    /// `@Attribute(.unique)` property that another model already has updates that model instead
    /// (an upsert) and leaves the context.
    // Evidence: WWDC23 "Model your schema with SwiftData" (a unique attribute's value that
    // already exists makes the insert an update of the existing model, an "upsert"); Hacking with
    // Swift, "How to make unique attributes in a SwiftData model" (the existing object takes the
    // new object's other values). Chosen [swiftdata-upsert]: the upsert happens at save, so
    // between insert and save a query shows both models.
    public func save() throws {
        guard !isPlaceholder else { return }
        // Models added to a registered model's relationship since its insert join now.
        // Evidence: Apple docs, ModelContext (overview; the context handles a graph of new and
        // existing models alike).
        for model in models {
            for property in schema(of: model) where property.deleteRule != nil {
                for related in property.references(property.read(model)) where related.__statedocsModel.context !== self {
                    register(related)
                }
            }
        }
        for model in models where inserted.contains(ObjectIdentifier(model)) {
            let schema = schema(of: model)
            let existing = models.first { other in
                other !== model && type(of: other) == type(of: model) && isBefore(other, model)
                    && schema.contains { property in property.collides.map { $0(property.read(other), property.read(model)) } ?? false }
            }
            guard let existing else { continue }
            for property in schema where property.collides == nil { property.write?(existing, property.read(model)) }
            models.removeAll { $0 === model }
            inserted.remove(ObjectIdentifier(model))
            model.__statedocsModel.context = nil
        }
        for model in models { model.__statedocsModel.saved = __StateDocsModelProperty.snapshot(schema(of: model), of: model) }
        for model in deleted { model.__statedocsModel.context = nil }
        inserted.removeAll()
        deleted.removeAll()
        container.store.models = models
        changed()
    }

    private func isBefore(_ a: any PersistentModel, _ b: any PersistentModel) -> Bool {
        (models.firstIndex { $0 === a } ?? 0) < (models.firstIndex { $0 === b } ?? 0)
    }

    /// Discards pending changes: inserted models leave, deleted ones return, changed values
    /// go back to what the store holds.
    // Evidence: Apple docs, ModelContext.rollback() ("Discards any pending inserts, changes, and deletions").
    public func rollback() {
        for model in models where inserted.contains(ObjectIdentifier(model)) {
            model.__statedocsModel.context = nil
            model.__statedocsModel.isDeleted = false
        }
        models.removeAll { inserted.contains(ObjectIdentifier($0)) }
        for model in deleted { model.__statedocsModel.isDeleted = false }
        models += deleted
        models.sort { $0.persistentModelID < $1.persistentModelID }
        inserted.removeAll()
        deleted.removeAll()
        for model in models {
            if let saved = model.__statedocsModel.saved { __StateDocsModelProperty.restore(schema(of: model), of: model, to: saved) }
        }
        changed()
    }

    /// Runs `block`, then saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// The registered models of `T` the descriptor selects, in its order (by default, the
    /// order they joined the context), pending inserts included unless it says otherwise.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        var found = models.compactMap { $0 as? T }
        if !descriptor.includePendingChanges {
            found = found.filter { $0.__statedocsModel.saved != nil }
        }
        if let predicate = descriptor.predicate {
            found = try found.filter { try predicate.evaluate($0) }
        }
        if !descriptor.sortBy.isEmpty {
            found.sort(using: descriptor.sortBy)
        }
        if let offset = descriptor.fetchOffset { found = Array(found.dropFirst(max(0, offset))) }
        if let limit = descriptor.fetchLimit { found = Array(found.prefix(max(0, limit))) }
        return found
    }

    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
        guard let found = models.first(where: { $0.persistentModelID == persistentModelID }) else {
            FrameworkSupport.fatal("SwiftData: no model with \(persistentModelID) in this context")
        }
        return found
    }

    public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
        models.first { $0.persistentModelID == persistentModelID } as? T
    }

    func forgetAll() {
        for model in models + deleted { model.__statedocsModel.context = nil }
        models.removeAll()
        inserted.removeAll()
        deleted.removeAll()
        changed()
    }

    // MARK: Queries

    func register(_ token: QueryToken) {
        queries.removeAll { $0.token == nil }
        if !queries.contains(where: { $0.token === token }) { queries.append(WeakQuery(token: token)) }
    }

    /// Every living query reads the context again.
    private func changed() {
        queries.removeAll { $0.token == nil }
        for query in queries { query.token?.contextChanged() }
    }

    private func schema(of model: any PersistentModel) -> [__StateDocsModelProperty] {
        type(of: model).__statedocsSchema
    }

    /// Changing the environment's context when no `.modelContainer` set one is an error (a
    /// fetch through it finds nothing).
    // Evidence: Apple docs, ModelContext (overview, Important: without a container the
    // environment's context is bound to an in-memory, schemaless container; inserting into it
    // is an error and fetches return empty results).
    private func checkContainer(_ type: Any.Type) {
        guard isPlaceholder else { return }
        FrameworkSupport.fatal("SwiftData: no ModelContainer holds \(type): add .modelContainer(for: \(type).self) above the views that insert or delete it")
    }

    /// The environment's context before any `.modelContainer`: one for the process (it never
    /// holds a model). `nonisolated(unsafe)`: it has no state to share.
    nonisolated(unsafe) static let placeholder = ModelContext(container:
        (try? ModelContainer(for: Schema([]), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)]))!, isPlaceholder: true)
}
