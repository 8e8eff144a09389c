/// `.transaction { }`, `.transaction(value:) { }`, `.animation(_:value:)` and `.animation(_:)`:
/// each changes the transaction of the changes made below it, so the animator asks them
/// (outermost first) when a value under them changes.
// Evidence: Apple docs, View.transaction(_:) ("applies the given transaction mutation
// function to all animations used within the view"), View.animation(_:value:) ("applies the
// given animation to this view when the specified value changes") and
// Transaction.disablesAnimations ("to prevent animation(_:) from inserting new animations");
// OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animation/AnimationModifier.swift (the
// modifier sets the animation only when the transaction does not disable animations).
nonisolated extension View {
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_TransactionModifier(transform: transform, trigger: nil))
    }

    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_TransactionModifier(transform: transform, trigger: AnyEquatableBox(value)))
    }

    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_TransactionModifier(transform: Self.animating(animation), trigger: AnyEquatableBox(value)))
    }

    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        modifier(_TransactionModifier(transform: Self.animating(animation), trigger: nil))
    }

    /// The animation applies to the modifiers `body` applies, not to the view itself (its
    /// content stands for it inside, and changes there keep the transaction from outside).
    // Evidence: Apple docs, View.animation(_:body:) ("applies the given animation to all
    // animatable values within the body closure").
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(self, endsTransactionScope: true))
            .modifier(_TransactionModifier(transform: Self.animating(animation), trigger: nil, beginsScope: true))
    }

    /// As `.animation(_:body:)`, with any change to the transaction.
    // Evidence: Apple docs, View.transaction(_:body:) ("applies the given transaction mutation
    // function to all animations used within the body closure").
    public func transaction<V: View>(_ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(self, endsTransactionScope: true))
            .modifier(_TransactionModifier(transform: transform, trigger: nil, beginsScope: true))
    }

    private static func animating(_ animation: Animation?) -> (inout Transaction) -> Void {
        { transaction in
            if !transaction.disablesAnimations { transaction.animation = animation }
        }
    }
}

nonisolated public struct _TransactionModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let transform: (inout Transaction) -> Void
    /// The value whose change applies the transform (nil: every change).
    let trigger: AnyEquatableBox?
    /// `.animation(_:body:)`: the placeholder inside ends what this one begins.
    var beginsScope = false
    /// The placeholder of `.animation(_:body:)`: its content sees the transaction from before the scope.
    var endsScope = false
    func makeBehavior() -> ModifierBehavior<Self> { TransactionScopeBehavior() }
}

final class TransactionScopeBehavior: ModifierBehavior<_TransactionModifier>, TransactionScope {
    private var transform: (inout Transaction) -> Void = { _ in }
    private var trigger: AnyEquatableBox?
    /// The graph stamp of the update in which the trigger value changed.
    private var triggeredAt = -1
    private(set) var beginsScope = false
    private(set) var endsScope = false

    override func update(modifier: _TransactionModifier) {
        transform = modifier.transform
        beginsScope = modifier.beginsScope
        endsScope = modifier.endsScope
        if let old = trigger, let new = modifier.trigger, !old.isEqual(to: new) {
            triggeredAt = graph.stamp
        }
        trigger = modifier.trigger
    }

    func apply(to transaction: inout Transaction) {
        guard trigger == nil || triggeredAt == graph.stamp else { return }
        transform(&transaction)
    }
}

extension _TransactionModifier {
    /// The marker a placeholder puts around the view it stands for.
    static var scopeEnd: _TransactionModifier { _TransactionModifier(transform: { _ in }, trigger: nil, endsScope: true) }
}

/// An `Equatable` value of any type, compared with another of the same type.
struct AnyEquatableBox {
    private let value: Any
    private let equals: (Any) -> Bool

    init<V: Equatable>(_ value: V) {
        self.value = value
        equals = { ($0 as? V) == value }
    }

    func isEqual(to other: AnyEquatableBox) -> Bool { other.equals(value) }
}
