import Observation

/// Runs a body evaluation under Swift's Observation tracking: only the @Observable properties
/// actually read invalidate the node, and only once per evaluation (as `withObservationTracking`).
// Evidence: WWDC23 "Discover Observation in SwiftUI" (a body updates only for properties it
// read) and SE-0395 (onChange fires once, for the next change only).
enum ObservationTracking {
    static func track<T>(_ host: DynamicPropertyHost, _ body: () -> T) -> T {
        // Only the latest evaluation's reads count: an older registration that fires later
        // (for a property no longer read) is ignored.
        host.observationGeneration &+= 1
        let generation = host.observationGeneration
        // The change can come from an engine task: the node crosses under the driver/task handoff.
        let weakHost = WeaklyHandedOver(host)
        return withObservationTracking(body, onChange: {
            guard let host = weakHost.value, host.observationGeneration == generation else { return }
            host.graph.invalidateFromOutside(host, cause: .observation)
        })
    }
}

extension ObservationTracking {
    /// Makes a view that a container builds from a closure after its owner's body returned (a
    /// ForEach row): what the closure reads of @Observable objects invalidates the custom view
    /// whose body wrote the closure, as it would have inside that body.
    // Evidence: WWDC23 "Discover Observation in SwiftUI" (a property read while a view is
    // built, in a ForEach's content too, updates that view when it changes); corpus
    // 200-swiftdata-todo (`ForEach(items) { Button(item.title) { item.isDone.toggle() } }`).
    static func trackContent<T>(owner: DynamicPropertyHost?, _ make: () -> T) -> T {
        guard let owner else { return make() }
        let generation = owner.observationGeneration
        let weakOwner = WeaklyHandedOver(owner)
        return withObservationTracking(make, onChange: {
            guard let owner = weakOwner.value, owner.observationGeneration == generation else { return }
            owner.graph.invalidateFromOutside(owner, cause: .observation)
        })
    }
}

extension Node {
    /// The nearest custom view (or custom modifier) above this node: whose body wrote it.
    var owningHost: DynamicPropertyHost? {
        var node = parent
        while let current = node {
            if let host = current as? DynamicPropertyHost { return host }
            node = current.parent
        }
        return nil
    }
}
