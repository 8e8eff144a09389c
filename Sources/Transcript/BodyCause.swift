/// Why the engine evaluated a body: what invalidated the view, as typed data, so a run figure
/// can say it in the reader's language and scripts can check it (`data-cause`).
///
/// A property's name is the one its wrapper is stored under (`_quantity`, as `_printChanges`
/// prints it); `propertyName` is the name the author wrote.
public enum BodyCause: Codable, Hashable, Sendable {
    /// The view's identity is new (it appeared, was pushed or presented): its first body.
    case newIdentity
    /// Its parent made it again with inputs that differ from last time (`@self`).
    case inputs
    /// A `@State`, `@GestureState` or `@FocusState` it owns changed, and an update had read it
    /// (directly or through a binding handed to a child).
    case state(String)
    /// A `@Binding` it holds shows a value that differs from its last body's.
    case binding(String)
    /// An `@AppStorage` or `@SceneStorage` value it read changed.
    case storage(String)
    /// An environment value it read (through this property) changed.
    case environment(String)
    /// An `ObservableObject` it holds announced a change (`objectWillChange`).
    case objectWillChange(String)
    /// An `@Observable` property its body read changed.
    case observation
    /// A frame of an animation of a value it shows (its `animatableData`) on the virtual clock.
    case animationFrame
    /// Its `TimelineView` schedule reached the next date.
    case timeline
    /// State SwiftUI keeps for the view (a TabView's or NavigationStack's own selection, edit
    /// mode) changed; the associated text names it.
    case systemState(String)

    /// The name the author wrote: `_quantity` is `quantity`.
    public var propertyName: String? {
        switch self {
        case .state(let name), .binding(let name), .storage(let name), .environment(let name), .objectWillChange(let name), .systemState(let name):
            name.hasPrefix("_") ? String(name.dropFirst()) : name
        case .newIdentity, .inputs, .observation, .animationFrame, .timeline:
            nil
        }
    }

    /// A short machine-readable form: `state quantity`, `inputs`, `new-identity`.
    public var token: String {
        let kind: String
        switch self {
        case .newIdentity: kind = "new-identity"
        case .inputs: kind = "inputs"
        case .state: kind = "state"
        case .binding: kind = "binding"
        case .storage: kind = "storage"
        case .environment: kind = "environment"
        case .objectWillChange: kind = "object"
        case .observation: kind = "observable"
        case .animationFrame: kind = "animation-frame"
        case .timeline: kind = "timeline"
        case .systemState: kind = "system-state"
        }
        return propertyName.map { kind + " " + $0 } ?? kind
    }

    /// The same cause with its name transformed (escaped, say, as text from a program).
    public func mappingText(_ transform: (String) -> String) -> BodyCause {
        switch self {
        case .newIdentity, .inputs, .observation, .animationFrame, .timeline: self
        case .state(let name): .state(transform(name))
        case .binding(let name): .binding(transform(name))
        case .storage(let name): .storage(transform(name))
        case .environment(let name): .environment(transform(name))
        case .objectWillChange(let name): .objectWillChange(transform(name))
        case .systemState(let name): .systemState(transform(name))
        }
    }
}
