import Observation

/// Runs a body evaluation under Swift's Observation tracking: only the @Observable properties
/// actually read invalidate the node, and only once per evaluation (as `withObservationTracking`).
enum ObservationTracking {
    static func track<T>(_ host: DynamicPropertyHost, _ body: () -> T) -> T {
        withObservationTracking(body, onChange: { [weak host] in
            guard let host else { return }
            host.graph.invalidateFromOutside(host, cause: "@dependencies")
        })
    }
}
