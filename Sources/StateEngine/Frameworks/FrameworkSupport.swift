import Foundation

/// What the engine's framework modules (StateEngineSwiftData, beside StateEngine in the one
/// engine library) need from the engine and cannot reach through SwiftUI's public surface: a
/// place per driver that outlives `relaunch()` (the app's files, as `@AppStorage`'s defaults
/// outlive it), and the engine's fatal error and warning, recorded in the transcript.
/// `@_spi(Frameworks)`: scenario code cannot open it (the extractor rejects `@_spi`).
@_spi(Frameworks)
public enum FrameworkSupport {
    /// The object stored under `key` for the running driver, made by `make` the first time.
    /// It lives as long as the driver, across `relaunch()`; with no driver running (a unit
    /// test outside one) it lives as long as the process.
    public static func persistentStore<T: AnyObject>(_ key: String, make: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        let owner = EngineContext.current.map(ObjectIdentifier.init)
        tables.removeAll { $0.owner != nil && $0.driver == nil }
        let index: Int
        if let found = tables.firstIndex(where: { $0.owner == owner && (owner == nil || $0.driver != nil) }) {
            index = found
        } else {
            tables.append(Table(owner: owner, driver: EngineContext.current))
            index = tables.count - 1
        }
        if let existing = tables[index].objects[key] as? T { return existing }
        let made = make()
        tables[index].objects[key] = made
        return made
    }

    /// A framework's precondition failure: recorded in the transcript, then the program traps
    /// with the framework's message, as SwiftUI's own (`EngineContext.fatal`).
    public static func fatal(_ message: String) -> Never {
        EngineContext.fatal(message)
    }

    /// A runtime warning in the transcript, as the framework logs it on Apple platforms.
    public static func warn(_ message: String) {
        EngineContext.warn(message)
    }

    /// Which launch of the app runs now: 1, then one more after each `relaunch()` (a process
    /// of its own on a device; state a framework keeps per launch starts over with it).
    public static var launch: Int { EngineContext.current?.launch ?? 1 }

    /// `scene` with `modifier` applied to its window's content, as a scene modifier of a
    /// framework does (`.modelContainer(for:)` on a WindowGroup).
    @MainActor public static func scene<S: Scene, M: ViewModifier>(_ scene: S, modifier: M) -> some Scene {
        ModifiedWindowScene(base: scene, modifier: modifier)
    }

    /// Runs a framework's main-actor code (a UIKit view's methods) where the engine runs views'
    /// bodies: on the driver's thread (`runAsMainActor`).
    public static func onMainActor<Value, Input, Result>(_ value: Value, _ input: Input, _ work: @MainActor (Value, Input) -> Result) -> Result {
        runAsMainActor(value, input, work)
    }

    /// What a localized string key reads as (the scenario's one language: the key itself).
    public static func text(of key: LocalizedStringKey) -> String { key.resolved }

    private struct Table {
        let owner: ObjectIdentifier?
        weak var driver: Driver?
        var objects: [String: AnyObject] = [:]
    }

    /// `nonisolated(unsafe)`: read and written only with `lock` held.
    nonisolated(unsafe) private static var tables: [Table] = []
    private static let lock = NSLock()
}

/// A scene whose window content is wrapped in a view modifier.
struct ModifiedWindowScene<Base: Scene, Modifier: ViewModifier>: Scene, PrimitiveScene {
    typealias Body = Never
    let base: Base
    let modifier: Modifier
    var windowContent: (any View)? {
        guard let content = SceneContent.window(of: base) else { return nil }
        return AnyView(content).modifier(modifier)
    }
}
