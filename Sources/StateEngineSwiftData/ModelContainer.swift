@_spi(Frameworks) import StateEngine

/// Where a container keeps its models. In memory it lives as long as the container; on disk
/// (the default) it is the app's store file, which outlives `relaunch()`.
// Chosen [swiftdata-store]: the on-disk store is kept in the driver (as `@AppStorage`'s
// defaults are), per configuration name: it holds the saved models with their saved values,
// and a relaunch's new container reads the same objects back restored to those values (an
// object kept across a relaunch cannot be told from one read back from a file: the views that
// held the old one are gone with it).
final class ModelStore {
    /// The saved models, in the order they were first saved.
    var models: [any PersistentModel] = []
    /// The main context that last used this store: at the next launch it autosaves first
    /// (the app saved as it quit).
    weak var lastContext: ModelContext?
}

/// How a container stores its models.
public struct ModelConfiguration: Hashable, Sendable {
    public let name: String
    public let isStoredInMemoryOnly: Bool

    public init(_ name: String? = nil, isStoredInMemoryOnly: Bool = false) {
        self.name = name ?? "default"
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
    }

    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false) {
        self.init(name, isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name && lhs.isStoredInMemoryOnly == rhs.isStoredInMemoryOnly }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// The models of a schema and where they are stored; its `mainContext` is what
/// `.modelContainer` puts in the environment.
// Evidence: Apple docs, ModelContainer ("manages an app's schema and model storage
// configuration") and mainContext ("A model context that's bound to the main actor").
public final class ModelContainer: @unchecked Sendable {
    public let schema: Schema
    public let configurations: [ModelConfiguration]
    let store: ModelStore
    private var context: ModelContext?

    public init(for schema: Schema, configurations: [ModelConfiguration] = []) throws {
        self.schema = schema
        let configuration = configurations.first ?? ModelConfiguration()
        self.configurations = [configuration]
        if configuration.isStoredInMemoryOnly {
            store = ModelStore()
        } else {
            store = FrameworkSupport.persistentStore("SwiftData store " + configuration.name) { ModelStore() }
        }
    }

    public convenience init(for schema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: schema, configurations: configurations)
    }

    public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    /// The context of this launch of the app. After a `relaunch()` the container (still held
    /// by the scenario's app value) gives a new one, as the relaunched process would make: read
    /// from the store that outlived the quit, or, in memory, empty.
    // The store outliving the quit: see ModelStore.
    @MainActor public var mainContext: ModelContext {
        if let context, context.launch == FrameworkSupport.launch { return context }
        if context != nil && configurations[0].isStoredInMemoryOnly {
            store.models.removeAll()
        }
        let made = ModelContext(container: self)
        context = made
        return made
    }

    /// Deletes every model in the store, saved or not.
    public func deleteAllData() {
        store.models.removeAll()
        context?.forgetAll()
    }
}
