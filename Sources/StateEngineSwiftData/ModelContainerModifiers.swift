import StateEngine

extension EnvironmentValues {
    /// The context `.modelContainer` puts here: its container's main context.
    // Evidence: Apple docs, EnvironmentValues.modelContext and View.modelContainer(_:)
    // ("sets the model container and associated model context in this view's environment").
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

private struct ModelContextKey: EnvironmentKey {
    static var defaultValue: ModelContext { ModelContext.placeholder }
}

extension View {
    /// Puts `container`'s main context in this view's environment.
    @MainActor public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// Puts `context` in this view's environment.
    public func modelContext(_ context: ModelContext) -> some View {
        environment(\.modelContext, context)
    }

    /// Makes a container for `modelType` once for this view's identity and puts its main
    /// context in the environment; `inMemory` keeps it off the store that outlives a relaunch.
    // Evidence: Apple docs, View.modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:).
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
        onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        modifier(ContainerMaker(schema: Schema([modelType]), inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup))
    }

    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
        onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        modifier(ContainerMaker(schema: Schema(modelTypes), inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup))
    }
}

extension Scene {
    /// The window's content gets `container`'s main context.
    @MainActor public func modelContainer(_ container: ModelContainer) -> some Scene {
        environment(\.modelContext, container.mainContext)
    }

    /// A container made for this launch of the app; its main context goes to the window's content.
    @MainActor public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
        onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup)
    }

    @MainActor public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
        onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene {
        let context = ContainerMaker.make(Schema(modelTypes), inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup)
        return environment(\.modelContext, context)
    }
}

/// `.modelContainer(for:)` on a view: the container lives with the view's identity.
private struct ContainerMaker: ViewModifier {
    let schema: Schema
    let inMemory: Bool
    let isAutosaveEnabled: Bool
    let onSetup: (Swift.Result<ModelContainer, any Error>) -> Void
    @State private var made = Made()

    final class Made {
        var context: ModelContext?
    }

    func body(content: Content) -> some View {
        if made.context == nil {
            made.context = Self.make(schema, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup)
        }
        return content.environment(\.modelContext, made.context!)
    }

    @MainActor static func make(
        _ schema: Schema, inMemory: Bool, isAutosaveEnabled: Bool, onSetup: (Swift.Result<ModelContainer, any Error>) -> Void
    ) -> ModelContext {
        do {
            let container = try ModelContainer(for: schema, configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
            container.mainContext.autosaveEnabled = isAutosaveEnabled
            onSetup(.success(container))
            return container.mainContext
        } catch {
            onSetup(.failure(error))
            return ModelContext.placeholder
        }
    }
}
