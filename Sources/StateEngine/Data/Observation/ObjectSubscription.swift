/// A node's subscription to an ObservableObject's `objectWillChange`: every emission
/// invalidates the node, whether or not its body read anything of the object.
// Evidence: Apple docs, ObservableObject ("publishes before any of its @Published properties
// changes") and "Migrating from the Observable Object protocol to the Observable macro"
// (views observing an ObservableObject update on any published change, read or not).
final class ObjectSubscription: TeardownSlot {
    private(set) var object: AnyObject?
    private var cancellables: [AnyCancellable] = []

    func observe<O: ObservableObject>(_ object: O, host: DynamicPropertyHost, name: String) {
        if self.object === object { return }
        cancellables.forEach { $0.cancel() }
        self.object = object
        let invalidate: (()) -> Void = { [weak host] _ in
            guard let host else { return }
            // Evidence: SwiftUI's runtime warning, as developers quote it (e.g.
            // rickclephas/KMP-ObservableViewModel#58, johnpatrickmorgan/FlowStacks#27): work
            // sent to a queue other than the main one publishes from a background thread.
            if BackgroundQueueWork.isRunning {
                host.graph.warnOncePerPass("Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates.")
            }
            if host.graph.isUpdating {
                host.graph.warnOncePerPass("Publishing changes from within view updates is not allowed, this will cause undefined behavior.")
            }
            host.graph.invalidateFromOutside(host, cause: .objectWillChange(name))
        }
        cancellables = [object.objectWillChange.sink { _ in invalidate(()) }]
        if let enclosed = EnclosingObjectPublisher.publisher(for: object) {
            cancellables.append(enclosed.sink(receiveValue: invalidate))
        }
    }

    func teardown() {
        cancellables.forEach { $0.cancel() }
        cancellables = []
        object = nil
    }
}
