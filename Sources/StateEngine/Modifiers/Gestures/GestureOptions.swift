// iOS 18's gesture options: `isEnabled:` attaches the gesture only while true, and `name:`
// names it for UIKit gesture interop (not observable here). Each is the `including:` form with
// the mask SwiftUI documents for a disabled gesture. Evidence: Apple docs, gesture(_:isEnabled:):
// "isEnabled: Whether the added gesture is enabled"; gesture(_:including:) with `.subviews`
// "disables the gesture on the view but keeps its subviews' gestures". A call both forms
// accept (`.gesture(drag)`) is the `including:` form: these are disfavoured.
nonisolated extension View {
    @_disfavoredOverload
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool = true) -> some View {
        self.gesture(gesture, including: isEnabled ? .all : .subviews)
    }

    @_disfavoredOverload
    public func gesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        self.gesture(gesture, including: isEnabled ? .all : .subviews)
    }

    @_disfavoredOverload
    public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool = true) -> some View {
        simultaneousGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    @_disfavoredOverload
    public func simultaneousGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        simultaneousGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    @_disfavoredOverload
    public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool = true) -> some View {
        highPriorityGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    @_disfavoredOverload
    public func highPriorityGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        highPriorityGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// The iOS 13 form (deprecated for `perform:onPressingChanged:`): `pressing` is the same
    /// callback under its old name. Disfavoured, as the SDK's deprecated form is, so a call
    /// both forms accept is the current one.
    @_disfavoredOverload
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
        perform action: @escaping () -> Void
    ) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
    }
}
