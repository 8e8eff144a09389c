/// An app's declaration (`struct MyApp: App { var body: some Scene { WindowGroup { ... } } }`)
/// compiles in a scenario; `launch(MyApp())` runs the content of its first window. Scenes are
/// declarations, not views: the engine models one window. Evidence: Apple's App and
/// WindowGroup docs.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// Scenes the engine knows: their window content, if any. Main-actor code like `Scene`: an
/// app is read once, when the program's main thread launches it.
@MainActor protocol PrimitiveScene: Scene where Body == Never {
    var windowContent: (any View)? { get }
}

extension Scene where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive scene") }
}

public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    var windowContent: (any View)? { content }
}

/// iOS 26's Assistive Access scene: the app's root view while Assistive Access is on. The
/// engine's iPhone does not run Assistive Access (`accessibilityAssistiveAccessEnabled` is
/// false, as on a default device), so this scene is declared and never the one launched: an
/// app with a `WindowGroup` beside it runs the window group's content.
// Evidence: Apple docs AssistiveAccess ("A scene that presents an interface appropriate for
// Assistive Access on iOS and iPadOS") and init(content:) ("When Assistive Access is enabled,
// the given view is used as the root view of the app").
public struct AssistiveAccess<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    var windowContent: (any View)? { nil }
}

public struct _TupleScene<T>: Scene, PrimitiveScene {
    public typealias Body = Never
    let scenes: [any Scene]
    var windowContent: (any View)? { scenes.lazy.compactMap { SceneContent.window(of: $0) }.first }
}

@MainActor @resultBuilder
public enum SceneBuilder {
    public static func buildExpression<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> _TupleScene<(repeat each S)> {
        var list: [any Scene] = []
        repeat list.append(each scenes)
        return _TupleScene(scenes: list)
    }
}

extension Scene {
    /// Scene modifiers apply to windows the engine does not draw.
    /// StateEngine: inert (see Commands: no menu bar or shortcut overlay on an iPhone)
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene { _ = content(); return self }
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }
    public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }
    /// The environment written here reaches the window's content.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        _EnvironmentScene(base: self, transform: { $0[keyPath: keyPath] = value })
    }
}

public struct WindowResizability: Sendable {
    public static let automatic = WindowResizability(), contentSize = WindowResizability(), contentMinSize = WindowResizability()
}

struct _EnvironmentScene<Base: Scene>: Scene, PrimitiveScene {
    typealias Body = Never
    let base: Base
    let transform: (inout EnvironmentValues) -> Void
    var windowContent: (any View)? {
        guard let content = SceneContent.window(of: base) else { return nil }
        return AnyView(content).modifier(_EnvironmentWritingModifier(transform: transform, comparable: nil))
    }
}

@MainActor enum SceneContent {
    static func window(of scene: any Scene) -> (any View)? {
        if let primitive = scene as? any PrimitiveScene { return primitive.windowContent }
        return window(of: scene.body)
    }
}

extension App {
    /// The first window's content, as `launch(_:)` runs it.
    var windowContent: AnyView {
        guard let content = SceneContent.window(of: body) else {
            EngineContext.fatal("\(Self.self) declares no WindowGroup: StateEngine runs an app's first window")
        }
        return AnyView(content)
    }
}
