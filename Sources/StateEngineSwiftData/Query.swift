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
public struct _SwiftDataQuery<Element: PersistentModel, Result>: DynamicProperty {
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

    // In the type, not a constrained extension: only then is `@Query var items: [Item]`
    // default-initialized (and left out of the memberwise initializer), as with SwiftData.
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation? = nil) where Result == [Element] {
        self.descriptor = descriptor
        self.animation = animation
        result = { $0 }
    }

    public init() where Result == [Element] {
        self.init(FetchDescriptor())
    }

    public init(animation: Animation?) where Result == [Element] {
        self.init(FetchDescriptor(), animation: animation)
    }

    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation? = nil) where Result == [Element] {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors), animation: animation)
    }

    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value> & Sendable, order: SortOrder = .forward, animation: Animation? = nil
    ) where Result == [Element] {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]), animation: animation)
    }

    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward, animation: Animation? = nil
    ) where Result == [Element] {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]), animation: animation)
    }

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

/// SwiftData's `Query<Element, Result>` as scenarios spell it. A type alias with one parameter
/// because Swift infers a property wrapper's generic arguments from the wrapped property's type
/// alone: `@Query var items: [Item]` could not infer `Element` from `Result == [Element]`
/// (checked with this toolchain's swiftc). The one difference: `Query<Item, [Item]>` written
/// out does not compile.
public typealias Query<Element: PersistentModel> = _SwiftDataQuery<Element, [Element]>

/// A query's link with its context, kept with the view's identity (`@State`): the context
/// tells it of each change while the view lives.
final class QueryToken {
    var contextChanged: () -> Void = {}
    var fetchError: (any Error)?
}
