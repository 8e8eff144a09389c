import Foundation

// StateEngine: inert (how system chrome looks or whether it shows; no control the driver uses appears or goes)
// Visibility and presentation options of labels, menu indicators, list section indexes, table
// headers, the iPad sidebar of an adaptable TabView, the navigation bar, the Writing Tools
// button, and the typesetting language; and the haptic `sensoryFeedback(trigger:_:)` picks from a change,
// like its inert siblings (FeedbackAndTransitions.swift). A label hidden by `labelsVisibility`
// keeps its accessibility label, so steps still find the control; the sidebar header, footer and
// bottom bar show only in an iPad sidebar, never on the engine's iPhone. `navigationBarHidden`
// is `toolbar(.hidden, for: .navigationBar)`, also inert. Evidence: Apple docs for each
// (labelsVisibility(_:): "Controls the visibility of labels of any controls contained within
// this view"; tabViewSidebarHeader(content:): "Adds a custom header to the sidebar of a tab view";
// navigationBarHidden(_:): deprecated for toolbar(_:for:)).
nonisolated extension View {
    public func labelsVisibility(_ visibility: Visibility) -> some View { inert() }
    public func sectionIndexLabel(_ label: Text?) -> some View { inert() }
    public func sectionIndexLabel(_ label: LocalizedStringKey) -> some View { inert() }
    @_disfavoredOverload
    public func sectionIndexLabel<S: StringProtocol>(_ label: S) -> some View { inert() }
    public func listSectionIndexVisibility(_ visibility: Visibility) -> some View { inert() }
    public func tableColumnHeaders(_ visibility: Visibility) -> some View { inert() }
    public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content) -> some View { inert() }
    public func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content) -> some View { inert() }
    public func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content) -> some View { inert() }
    public func navigationBarHidden(_ hidden: Bool) -> some View { inert() }
    public func writingToolsAffordanceVisibility(_ visibility: Visibility) -> some View { inert() }
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View { inert() }
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View { inert() }
}
