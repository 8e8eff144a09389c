@_spi(Frameworks) import StateEngine

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
    public func modelContainer(_ container: ModelContainer) -> some View {
        modifier(ContainerContext(source: .given(container)))
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
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
        onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        modifier(ContainerContext(source: .made(MadeContainer(schema: Schema(modelTypes), inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup))))
    }
}

extension Scene {
    /// The window's content gets `container`'s main context.
    @MainActor public func modelContainer(_ container: ModelContainer) -> some Scene {
        FrameworkSupport.scene(self, modifier: ContainerContext(source: .given(container)))
    }

    /// A container made for the window's content; its main context goes to the environment.
    @MainActor public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
        onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    @MainActor public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
        onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene {
        FrameworkSupport.scene(self, modifier: ContainerContext(source: .made(MadeContainer(
            schema: Schema(modelTypes), inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup))))
    }
}

/// What `.modelContainer(for:)` makes.
private struct MadeContainer {
    let schema: Schema
    let inMemory: Bool
    let isAutosaveEnabled: Bool
    let onSetup: (Swift.Result<ModelContainer, any Error>) -> Void

    func make() -> ModelContainer? {
        do {
            let container = try ModelContainer(for: schema, configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
            onSetup(.success(container))
            return container
        } catch {
            onSetup(.failure(error))
            return nil
        }
    }
}

/// Puts a container's main context in the environment, reading it at each evaluation (a
/// relaunch gives a new one). A container `.modelContainer(for:)` makes lives with the view's
/// identity (`@StateObject`: made when the view first appears, again after a relaunch).
private struct ContainerContext: ViewModifier {
    enum Source {
        case given(ModelContainer)
        case made(MadeContainer)
    }

    let source: Source
    @StateObject private var made = Holder()

    final class Holder: ObservableObject {
        var container: ModelContainer?
    }

    func body(content: Content) -> some View {
        let container: ModelContainer?
        switch source {
        case .given(let given):
            container = given
        case .made(let recipe):
            if made.container == nil {
                made.container = recipe.make()
                made.container.map { $0.mainContext.autosaveEnabled = recipe.isAutosaveEnabled }
            }
            container = made.container
        }
        return content.environment(\.modelContext, container?.mainContext ?? ModelContext.placeholder)
    }
}
