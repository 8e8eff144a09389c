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
    private var _animation: Animation?? = .none
    private var _disablesAnimations: Bool?
    private var _isContinuous: Bool?
    private var custom: [ObjectIdentifier: Any] = [:]
    private(set) var completions: [Completion] = []

    public init() {}

    public init(animation: Animation?) {
        _animation = .some(animation)
    }

    public var animation: Animation? {
        get { _animation ?? nil }
        set { _animation = .some(newValue) }
    }

    public var disablesAnimations: Bool {
        get { _disablesAnimations ?? false }
        set { _disablesAnimations = newValue }
    }

    public var isContinuous: Bool {
        get { _isContinuous ?? false }
        set { _isContinuous = newValue }
    }

    /// Runs `completion` when the animations this transaction starts reach `criteria`; at
    /// once when it starts none.
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void) {
        completions.append(Completion(criteria: criteria, action: completion))
    }

    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }

    /// Nothing set: what a write outside `withTransaction`/`withAnimation` carries.
    var isEmpty: Bool {
        if case .some = _animation { return false }
        return _disablesAnimations == nil && _isContinuous == nil && custom.isEmpty && completions.isEmpty
    }

    /// `outer` with what `self` sets laid over it (a nested `withTransaction` keeps the
    /// values of the enclosing one it does not set).
    // Evidence: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Transaction/Transaction.swift
    // (withTransaction merges the current transaction with the given one since iOS 17).
    func laid(over outer: Transaction) -> Transaction {
        var merged = outer
        if case .some(let animation) = _animation { merged._animation = .some(animation) }
        if let value = _disablesAnimations { merged._disablesAnimations = value }
        if let value = _isContinuous { merged._isContinuous = value }
        merged.custom.merge(custom) { _, new in new }
        merged.completions += completions
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
