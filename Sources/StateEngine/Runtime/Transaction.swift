/// The context a state change carries. SwiftUI uses it to animate; the engine draws no
/// animation, but it keeps the part that decides *updates*: state writes are grouped by
/// transaction, and each group is settled by its own update (see `TransactionQueue`).
public struct Transaction {
    // Each property remembers whether it was set: a transaction with nothing set is the
    // empty one that plain writes carry, and only that one joins another group.
    private var _animation: Animation?? = .none
    private var _disablesAnimations: Bool?
    private var _isContinuous: Bool?
    private var custom: [ObjectIdentifier: Any] = [:]

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

    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }

    /// Nothing set: what a write outside `withTransaction`/`withAnimation` carries.
    var isEmpty: Bool {
        if case .some = _animation { return false }
        return _disablesAnimations == nil && _isContinuous == nil && custom.isEmpty
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
    guard let queue = EngineContext.current?.graph.transactions else { return try body() }
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

nonisolated extension View {
    /// Changes the transaction of updates passing through this view: only animations read it,
    /// so the engine keeps the view and does not call `transform` (visual, inert).
    // Chosen [transaction-modifier-inert]: the closure's only effect in SwiftUI is on animations, which the engine does not draw.
    /// StateEngine: inert (changes only animations)
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { inert() }

    /// StateEngine: inert (changes only animations)
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View { inert() }
}
