import Foundation

// StateEngine: inert (configures a system surface a scenario's app does not have: widgets, Assistive Access, external events, the pointer or hardware keyboard)
// Each is accepted with SwiftUI's signature and changes nothing an iPhone app's screen or state
// shows while it runs: a widget's URL, label and accent belong to a widget extension; Assistive
// Access, window routing, system gestures at the screen edges and type-select are system
// behaviour outside the app's views. Evidence: Apple docs for each modifier (widgetURL(_:):
// "Sets the URL to open in the containing app when the user clicks the widget";
// handlesExternalEvents: "the scene ... to use"; defersSystemGestures(on:): "gives your gestures
// precedence over the system's"; typeSelectEquivalent(_:): macOS type-select).
nonisolated extension View {
    public func widgetURL(_ url: URL?) -> some View { inert() }
    public func widgetAccentable(_ accentable: Bool = true) -> some View { inert() }
    public func widgetLabel(_ label: Text) -> some View { inert() }
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View { inert() }
    public func widgetCurvesContent(_ curvesContent: Bool = true) -> some View { inert() }
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { inert() }
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { inert() }
    public func interactionActivityTrackingTag(_ tag: String) -> some View { inert() }
    public func assistiveAccessNavigationIcon(_ icon: Image) -> some View { inert() }
    public func assistiveAccessNavigationIcon(systemImage: String) -> some View { inert() }
    public func defersSystemGestures(on edges: Edge.Set) -> some View { inert() }
    public func typeSelectEquivalent(_ text: Text?) -> some View { inert() }
    public func typeSelectEquivalent(_ stringKey: LocalizedStringKey) -> some View { inert() }
    @_disfavoredOverload
    public func typeSelectEquivalent<S: StringProtocol>(_ string: S) -> some View { inert() }
}

