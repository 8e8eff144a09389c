/// SwiftUI's marker that keeps a protocol refining `View` from passing the main actor on to the
/// types that conform to it: `Shape` is `Sendable`, and its `path(in:)` runs off the main actor,
/// so a custom shape must not become `@MainActor`. A protocol that inherits two different global
/// actors (`View`'s main actor and this marker's) gives its conformers neither, so in a project
/// whose default isolation is the main actor (Xcode 26's template) a `struct Ring: Shape` stays
/// nonisolated and its `Animatable` conformance can serve `Shape`'s `Sendable` requirement.
/// Evidence: Apple docs "Shape" (`protocol Shape : Sendable, Animatable, View,
/// _RemoveGlobalActorIsolation`); OpenSwiftUI declares the marker the same way.
@globalActor
public actor _GlobalActorToDisableGlobalActorInference {
    public static let shared = _GlobalActorToDisableGlobalActorInference()
}

@_marker
@_GlobalActorToDisableGlobalActorInference
public protocol _RemoveGlobalActorIsolation {}
