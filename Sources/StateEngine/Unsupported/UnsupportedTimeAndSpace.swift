import Foundation

// Animation over time and the layout pass: what is still undeclared of those families (issue
// 34's list), declared unavailable in this one file while their models are being built, so the
// file can be pruned as each lands. Each fails to compile with StateEngine's message; see
// UnsupportedViews.swift for the convention.

// Layout.














// Animation and time.














@available(*, unavailable, message: "StateEngine does not model `CustomAnimation` yet (see Supported SwiftUI)")
public protocol CustomAnimation: Hashable, Sendable {}

@available(*, unavailable, message: "StateEngine does not model `AnimationContext` yet (see Supported SwiftUI)")
public struct AnimationContext<Value> {}

@available(*, unavailable, message: "StateEngine does not model `AnimationState` yet (see Supported SwiftUI)")
public struct AnimationState<Value> {}

@available(*, unavailable, message: "StateEngine does not model `AnimationStateKey` yet (see Supported SwiftUI)")
public protocol AnimationStateKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

@available(*, unavailable, message: "StateEngine does not model `AnimatableValues` yet (see Supported SwiftUI)")
public struct AnimatableValues {}





@available(*, unavailable, message: "StateEngine does not model `TimeDataSource` yet (see Supported SwiftUI)")
public struct TimeDataSource<Value> {}


@available(*, unavailable, message: "StateEngine does not model `SymbolEffectTransition` yet (see Supported SwiftUI)")
public struct SymbolEffectTransition {}
