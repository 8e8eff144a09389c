import Foundation

// Animation over time and the layout pass: what is still undeclared of those families (issue
// 34's list), declared unavailable in this one file while their models are being built, so the
// file can be pruned as each lands. Each fails to compile with StateEngine's message; see
// UnsupportedViews.swift for the convention.

nonisolated extension View {
    @available(*, unavailable, message: "StateEngine does not model `navigationTransition` yet (see Supported SwiftUI)")
    public func navigationTransition<T: NavigationTransition>(_ style: T) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `matchedTransitionSource` yet (see Supported SwiftUI)")
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `matchedTransitionSource` yet (see Supported SwiftUI)")
    public func matchedTransitionSource<ID: Hashable, C: MatchedTransitionSourceConfiguration>(
        id: ID, in namespace: Namespace.ID, configuration: (EmptyMatchedTransitionSourceConfiguration) -> C
    ) -> EmptyView { fatalError() }
}

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

@available(*, unavailable, message: "StateEngine does not model `NavigationTransition` yet (see Supported SwiftUI)")
public protocol NavigationTransition {}

@available(*, unavailable, message: "StateEngine does not model `AutomaticNavigationTransition` yet (see Supported SwiftUI)")
public struct AutomaticNavigationTransition: NavigationTransition {}

@available(*, unavailable, message: "StateEngine does not model `ZoomNavigationTransition` yet (see Supported SwiftUI)")
public struct ZoomNavigationTransition: NavigationTransition {}

@available(*, unavailable, message: "StateEngine does not model `NavigationTransition` yet (see Supported SwiftUI)")
extension NavigationTransition where Self == AutomaticNavigationTransition {
    public static var automatic: AutomaticNavigationTransition { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `NavigationTransition` yet (see Supported SwiftUI)")
extension NavigationTransition where Self == ZoomNavigationTransition {
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> ZoomNavigationTransition { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `MatchedTransitionSourceConfiguration` yet (see Supported SwiftUI)")
public protocol MatchedTransitionSourceConfiguration {}

@available(*, unavailable, message: "StateEngine does not model `EmptyMatchedTransitionSourceConfiguration` yet (see Supported SwiftUI)")
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}
