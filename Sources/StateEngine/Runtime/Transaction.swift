/// The context a state change carries: its animation (which the animator runs on the
/// virtual clock), the completions waiting for it, and custom values. State writes are
/// grouped by transaction, and each group is settled by its own update (see `TransactionQueue`).
public struct Transaction {
    struct Completion {
        let criteria: AnimationCompletionCriteria
        let action: () -> Void
    }

    // Each property remembers whether it was set: a transaction with nothing set is the
    // empty one that plain writes carry, and only that one joins another group.
    private final class Fields {
        var animation: Animation?? = .none
        var disablesAnimations: Bool?
        var isContinuous: Bool?
        var custom: [ObjectIdentifier: Any] = [:]
        var completions: [Completion] = []

        init() {}

        init(copying other: Fields) {
            animation = other.animation
            disablesAnimations = other.disablesAnimations
            isContinuous = other.isContinuous
            custom = other.custom
            completions = other.completions
        }
    }

    /// What this transaction sets, boxed and shared until written (copy on write): nil for a
    /// transaction that never set anything, which every plain write, binding and update
    /// carries, so copying one copies a word (five fields cost a measurable part of an update).
    private var fields: Fields?

    /// The fields to write: a box of this transaction's own.
    private mutating func writableFields() -> Fields {
        if fields == nil {
            fields = Fields()
        } else if !isKnownUniquelyReferenced(&fields) {
            fields = Fields(copying: fields!)
        }
        return fields!
    }

    public init() {}

    public init(animation: Animation?) {
        writableFields().animation = .some(animation)
    }

    public var animation: Animation? {
        get {
            guard let fields, case .some(let animation) = fields.animation else { return nil }
            return animation
        }
        set { writableFields().animation = .some(newValue) }
    }

    public var disablesAnimations: Bool {
        get { fields?.disablesAnimations ?? false }
        set { writableFields().disablesAnimations = newValue }
    }

    public var isContinuous: Bool {
        get { fields?.isContinuous ?? false }
        set { writableFields().isContinuous = newValue }
    }

    var completions: [Completion] { fields?.completions ?? [] }

    /// Runs `completion` when the animations this transaction starts reach `criteria`; at
    /// once when it starts none.
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void) {
        writableFields().completions.append(Completion(criteria: criteria, action: completion))
    }

    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { fields?.custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { writableFields().custom[ObjectIdentifier(key)] = newValue }
    }

    /// Nothing set: what a write outside `withTransaction`/`withAnimation` carries.
    var isEmpty: Bool {
        guard let fields else { return true }
        if case .some = fields.animation { return false }
        return fields.disablesAnimations == nil && fields.isContinuous == nil && fields.custom.isEmpty && fields.completions.isEmpty
    }

    /// `outer` with what `self` sets laid over it (a nested `withTransaction` keeps the
    /// values of the enclosing one it does not set).
    // Evidence: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Transaction/Transaction.swift
    // (withTransaction merges the current transaction with the given one since iOS 17).
    func laid(over outer: Transaction) -> Transaction {
        guard let fields else { return outer }
        var merged = outer
        let target = merged.writableFields()
        if case .some(let animation) = fields.animation { target.animation = .some(animation) }
        if let value = fields.disablesAnimations { target.disablesAnimations = value }
        if let value = fields.isContinuous { target.isContinuous = value }
        target.custom.merge(fields.custom) { _, new in new }
        target.completions += fields.completions
        return merged
    }
}

/// A custom value a transaction carries (`transaction[MyKey.self]`).
public protocol TransactionKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Runs `body` with `transaction` as the current one: every state write inside belongs to it.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    guard let queue = EngineContext.current?.graph.transactions else {
        // No running hierarchy: nothing can animate, so the completions are due at once.
        defer { for completion in transaction.completions { completion.action() } }
        return try body()
    }
    return try queue.running(transaction, body)
}

/// Runs `body` with one transaction value set (`withTransaction(\.disablesAnimations, true) {}`).
public func withTransaction<Result, Value>(
    _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// `withTransaction(Transaction(animation: animation), body)`, as SwiftUI defines it.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}


/// Runs `body` in an animated transaction and `completion` when the animations it starts
/// reach `completionCriteria` on the virtual clock; at once when it starts none.
// Evidence: OpenSwiftUI Tests/OpenSwiftUICompatibilityTests/Animation/Animation/
// AnimationCompletionCompatibilityTests.swift (real SwiftUI: with `.logicallyComplete(after: 1)`
// on a 5 s animation, the logically-complete completion runs before the removed one) and
// Apple docs, withAnimation(_:completionCriteria:_:completion:).
public func withAnimation<Result>(
    _ animation: Animation? = .default,
    completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result,
    completion: @escaping () -> Void
) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}
