import Foundation

/// A value made at most once, by whichever thread first needs it; never made when none does.
/// What it is made from is let go once it is made. `@unchecked Sendable`: `lock` guards
/// `value` and `make`, and making it runs under it.
public final class ComputedOnce<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?
    private var make: (@Sendable () -> Value)?

    public init(_ make: @escaping @Sendable () -> Value) { self.make = make }

    /// A value the first `value(orMake:)` makes, with what that caller knows.
    public init() { make = nil }

    public var wrappedValue: Value {
        // Called under the lock, and only before the value is made, when `make` is still there.
        value(orMake: { make!() })
    }

    /// The value, made with `make` when no caller has made it yet.
    public func value(orMake make: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        let made = make()
        (value, self.make) = (made, nil)
        return made
    }
}
