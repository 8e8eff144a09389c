/// State writes waiting for their update, grouped the way SwiftUI groups them: consecutive
/// writes that carry the same transaction join one group, a write under a different
/// transaction starts the next group, and every group is settled by an update of its own.
/// So `value = 1; value = 2; withAnimation { value = 3; value = 4 }` in one action runs the
/// body twice, seeing 2 and then 4, and `onChange` reports 0 -> 2, then 2 -> 4.
// Evidence: OpenSwiftUI Tests/OpenSwiftUICompatibilityTests/Data/State/StateCompatibilityTests.swift
// `nestedStateUpdate` (real SwiftUI: bodies [0, 2, 4], changes [[0, 2], [2, 4]]), and
// Sources/OpenSwiftUICore/Graph/GraphHost.swift `asyncTransaction` (a pending transaction
// takes a new mutation only when the new transaction may concatenate with it).
// Chosen [untransacted-invalidations]: invalidations that are not @State writes (an
// ObservableObject, @Observable, the environment, engine-owned state) join the first update
// of the step, whatever transaction was current.
final class TransactionQueue {
    /// The transaction of the code running now; `id` 0 is the empty one of plain writes.
    private(set) var current = (transaction: Transaction(), id: 0)
    private var lastID = 0
    private var pending: [PendingGroup] = []
    /// The transaction of the update that runs now (the empty one when no group began it).
    private(set) var updateTransaction = Transaction()
    /// Told when an update begins, with its transaction (the animator's completions).
    var onBeginUpdate: (Transaction) -> Void = { _ in }
    /// Told when a transaction's body ran without a write to update: its completions run at once.
    var onNothingToUpdate: (Transaction) -> Void = { _ in }

    var hasPending: Bool { !pending.isEmpty }

    /// Runs `body` as part of the update but with no animation (a custom transition's
    /// willAppear phase is shown at once, then animated from).
    func withoutAnimation(_ body: () -> Void) {
        let saved = updateTransaction
        var transaction = Transaction()
        transaction.disablesAnimations = true
        updateTransaction = transaction
        defer { updateTransaction = saved }
        body()
    }

    /// Runs `body` as part of the update under a transition's own animation (`animation(_:)`),
    /// so a custom transition's body animates with the run that keeps its time.
    func withTransitionAnimation(_ animation: Animation?, _ body: () -> Void) {
        guard let animation else { return body() }
        let saved = updateTransaction
        var transaction = saved
        transaction.animation = animation
        updateTransaction = transaction
        defer { updateTransaction = saved }
        body()
    }

    /// Each `withTransaction` that sets something is a transaction of its own, even when
    /// another one set the same values: SwiftUI compares them by identity, not by value.
    // Evidence: OpenSwiftUI Transaction.mayConcatenate (`!plist.mayNotBeEqual(to:)`, an identity test).
    func running<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
        let outer = current
        if !transaction.isEmpty {
            lastID += 1
            current = (transaction.laid(over: outer.transaction), lastID)
        }
        defer { current = outer }
        let id = current.id
        let result = try body()
        // Nested transactions (ids after this one) carry this one's completions with them.
        if !transaction.completions.isEmpty, !pending.contains(where: { $0.id >= id && id != 0 }) {
            onNothingToUpdate(transaction)
        }
        return result
    }

    /// Queues a write of `location`; true when that location already waits in the current
    /// group (the writes then merge: the update shows only the last value).
    func enqueue(_ location: PendingStateWrite) -> Bool {
        // Read through the index, not `pending.last`: that copies the whole group.
        let last = pending.count - 1
        if last >= 0, pending[last].id == current.id {
            if pending[last].contains(location) { return true }
            pending[last].append(location)
        } else {
            pending.append(PendingGroup(id: current.id, transaction: current.transaction, first: location))
        }
        return false
    }

    /// Makes the oldest group's writes visible to the next update.
    func beginNextUpdate() {
        guard !pending.isEmpty else {
            if !updateTransaction.isEmpty { updateTransaction = Transaction() }
            onBeginUpdate(updateTransaction)
            return
        }
        // `remove(at:)`, not `removeFirst()` (its generic path; see StoredLocation.beginUpdate).
        let group = pending.remove(at: 0)
        updateTransaction = group.transaction
        onBeginUpdate(group.transaction)
        for location in group.writes { location.beginUpdate() }
    }

    /// Drops every waiting group (the app quit, or an update loop was cut off): the locations
    /// forget their waiting values, so later updates see the latest one.
    func discardPending() {
        for group in pending { for location in group.writes { location.discardWaitingValues() } }
        pending.removeAll()
    }

    /// Views whose state has writes waiting (to name them when an update loop is cut off).
    var waitingHostNames: [String] {
        pending.flatMap { $0.writes.compactMap { $0.waitingHost?.typeName } }
    }

    /// The transaction writes would carry now (what `Binding(get:set:)`'s setter receives).
    static var currentTransaction: Transaction {
        EngineContext.current?.graph.transactions.current.transaction ?? Transaction()
    }
}

/// Consecutive writes under one transaction, settled by one update.
private struct PendingGroup {
    let id: Int
    let transaction: Transaction
    private(set) var writes: [PendingStateWrite]
    /// The writes' identities, made once the group is large enough that hashing costs less than
    /// searching `writes`: most groups hold one write, and a set of one is an allocation and a
    /// hash on every update.
    private var members: Set<ObjectIdentifier>?
    private static let searchLimit = 16

    init(id: Int, transaction: Transaction, first: PendingStateWrite) {
        self.id = id
        self.transaction = transaction
        writes = [first]
    }

    func contains(_ location: PendingStateWrite) -> Bool {
        if let members { return members.contains(ObjectIdentifier(location)) }
        return writes.contains { $0 === location }
    }

    mutating func append(_ location: PendingStateWrite) {
        writes.append(location)
        if members != nil {
            members!.insert(ObjectIdentifier(location))
        } else if writes.count > Self.searchLimit {
            members = Set(writes.map { ObjectIdentifier($0) })
        }
    }
}

/// Storage with writes waiting for their update (a `@State`'s location).
protocol PendingStateWrite: AnyObject {
    /// The oldest waiting value becomes the one updates see; readers are invalidated.
    func beginUpdate()
    /// The view whose state this is.
    var waitingHost: DynamicPropertyHost? { get }
    /// Its waiting writes will never begin an update.
    func discardWaitingValues()
}
