import Foundation

// StateEngine: inert (purely visual: spacing, corner offsets, window activation on iPad and Mac)
// iOS 18 and 26 layout and window options accepted with SwiftUI's signatures, like their inert
// siblings `listRowInsets(_:)` and `safeAreaPadding` (InertModifiers). Evidence: Apple docs,
// listRowInsets(_:_:) and listSectionMargins(_:_:) (iOS 26: insets of rows and sections),
// containerCornerOffset(_:sizeToFit:) (offsets by the container's corner radius),
// allowsWindowActivationEvents(_:) ("whether gestures ... can handle events that activate the
// containing window", on a platform with windows).
nonisolated extension View {
    public func listRowInsets(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View { inert() }
    public func listSectionMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View { inert() }
    public func containerCornerOffset(_ edges: Edge.Set, sizeToFit: Bool = false) -> some View { inert() }
    public func allowsWindowActivationEvents() -> some View { inert() }
    public func allowsWindowActivationEvents(_ value: Bool?) -> some View { inert() }
}


