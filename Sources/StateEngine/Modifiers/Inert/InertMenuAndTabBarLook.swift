// StateEngine: inert (where items sit and how chrome looks; nothing the driver finds changes)
// - menuOrder(_:): the order a menu's items are drawn in relative to the finger; the screen
//   lists a menu's items in the order they are declared whichever order is drawn.
//   Evidence: Apple docs, MenuOrder.priority ("Order items with the first item closest to the
//   point of interaction"), MenuOrder.fixed ("Order items from top to bottom").
// - badgeProminence(_:): how prominent a badge is drawn; the badge's text is unchanged.
//   Evidence: Apple docs, badgeProminence(_:) ("Specifies the prominence of badges created by
//   this view"; `.decreased`, `.standard`, `.increased` are tints).
// - typesettingLanguage(_:isEnabled:): line heights and breaking for a script; the text is the
//   same. Evidence: Apple docs, typesettingLanguage(_:isEnabled:) ("Specifies the language for
//   typesetting").
// - defaultAdaptableTabBarPlacement(_:): whether a `.sidebarAdaptable` tab view starts as a tab
//   bar or a sidebar, which only an iPad offers; an iPhone always shows the tab bar.
//   Evidence: Apple docs, AdaptableTabBarPlacement.sidebar ("A tab view can appear as a sidebar
//   in sidebarAdaptable"), TabViewStyle.sidebarAdaptable ("On iPhone ... displays a tab bar").
// - containerBackground(for:alignment:content:): the background a navigation stack or widget
//   draws behind its content; the content view is decoration the screen does not list.
//   Evidence: Apple docs, containerBackground(for:alignment:content:) ("Sets the container
//   background of the enclosing container using a view").
nonisolated extension View {
    public func menuOrder(_ order: MenuOrder) -> some View { inert() }
    public func badgeProminence(_ prominence: BadgeProminence) -> some View { inert() }
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View { inert() }
    public func defaultAdaptableTabBarPlacement(_ defaultPlacement: AdaptableTabBarPlacement = .automatic) -> some View { inert() }
    public func containerBackground<V: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View { inert() }
}
