/// What a fetch selects: a predicate, an order, a window.
// Evidence: Apple docs, FetchDescriptor (predicate, sortBy, fetchLimit, fetchOffset,
// includePendingChanges: "defaults to true").
public struct FetchDescriptor<T: PersistentModel> {
    public var predicate: Predicate<T>?
    public var sortBy: [SortDescriptor<T>]
    public var fetchLimit: Int?
    public var fetchOffset: Int?
    public var includePendingChanges = true
    /// Hints for the store's fetch; they change what is loaded when, not what is returned.
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}
