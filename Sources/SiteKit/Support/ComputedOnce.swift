import Foundation

/// A value made at most once, by whichever thread first needs it; never made when none does.
/// `@unchecked Sendable`: `lock` guards `value`, and `make` runs under it.
final class ComputedOnce<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) { self.make = make }

    var wrappedValue: Value {
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        let made = make()
        value = made
        return made
    }
}
