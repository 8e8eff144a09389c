import StateEngine

/// The models of a type that a view shows, fetched from the environment's `modelContext` each
/// time the view reads them. The view updates when the context inserts, deletes, saves or rolls
/// back (a state write of the query's own, in the query's `animation` when it has one), and,
/// through observation, when a property its filter or order read changes on a model.
// Evidence: Apple docs, Query ("fetches models using the specified criteria, and manages those
// models so they remain in sync with the underlying data"; `animation`: "The animation to use
// for user interface changes that result from changes to the fetched results"); Hacking with
// Swift, "How SwiftUI tracks changes in SwiftData objects" (models are observed per property
// through Observation); WWDC23 "Build an app with SwiftData" (an inserted card appears in the
// @Query grid with no save).
@propertyWrapper
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
    @Environment(\.modelContext) private var context
    @State private var token = QueryToken()
    @State private var version = 0
    private let descriptor: FetchDescriptor<Element>
    private let animation: Animation?
    private let result: ([Element]) -> Result

    public var wrappedValue: Result {
        _ = version
        do {
            token.fetchError = nil
            return result(try context.fetch(descriptor))
        } catch {
            token.fetchError = error
            return result([])
        }
    }

    /// The context the query reads.
    public var modelContext: ModelContext { context }

    /// Why the last fetch failed (a predicate that threw), or nil.
    public var fetchError: (any Error)? { token.fetchError }

    public mutating func update() {
        let version = $version, animation = self.animation
        token.contextChanged = {
            if let animation {
                withAnimation(animation) { version.wrappedValue &+= 1 }
            } else {
                version.wrappedValue &+= 1
            }
        }
        context.register(token)
    }
}

extension Query where Result == [Element] {
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation? = nil) {
        self.descriptor = descriptor
        self.animation = animation
        result = { $0 }
    }

    public init(animation: Animation? = nil) {
        self.init(FetchDescriptor(), animation: animation)
    }

    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors), animation: animation)
    }

    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value> & Sendable, order: SortOrder = .forward, animation: Animation? = nil
    ) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]), animation: animation)
    }

    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward, animation: Animation? = nil
    ) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]), animation: animation)
    }
}

/// A query's link with its context, kept with the view's identity (`@State`): the context
/// tells it of each change while the view lives.
final class QueryToken {
    var contextChanged: () -> Void = {}
    var fetchError: (any Error)?
}
