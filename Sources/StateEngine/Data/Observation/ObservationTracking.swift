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
