import Foundation

// StateEngine: inert (how a push or a sheet animates on screen: what is presented, and when, does not change)
// A navigation transition chooses the animation a pushed view or a sheet is shown with (the
// zoom from a source view); the destination, the moment it is presented and its state are the
// same with any transition, and the engine's screen shows the presented view either way.
// Evidence: Apple docs, navigationTransition(_:) ("Sets the navigation transition style for
// this view") and matchedTransitionSource(id:in:) ("Identifies this view as the source of a
// navigation transition, such as a zoom transition"); WWDC24 "Enhance your UI animations and
// transitions" (the zoom transition changes how the push or the sheet animates, not what is
// presented).
nonisolated extension View {
    public func navigationTransition(_ style: some NavigationTransition) -> some View { inert() }
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { inert() }
    public func matchedTransitionSource<C: MatchedTransitionSourceConfiguration>(
        id: some Hashable, in namespace: Namespace.ID,
        configuration: (EmptyMatchedTransitionSourceConfiguration) -> C
    ) -> some View { inert() }
}

/// StateEngine: inert (a visual value)
public protocol NavigationTransition: Sendable {}

/// StateEngine: inert (a visual value)
public struct AutomaticNavigationTransition: NavigationTransition {}

/// StateEngine: inert (a visual value)
public struct ZoomNavigationTransition: NavigationTransition {}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition { ZoomNavigationTransition() }
}

/// How a transition's source view is drawn while it zooms (background, clip shape, shadow).
/// StateEngine: inert (a visual value)
public protocol MatchedTransitionSourceConfiguration: Sendable {}

/// StateEngine: inert (a visual value)
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}

nonisolated extension MatchedTransitionSourceConfiguration {
    public func background(_ style: some ShapeStyle) -> Self { self }
    public func clipShape(_ shape: some Shape) -> Self { self }
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
}
