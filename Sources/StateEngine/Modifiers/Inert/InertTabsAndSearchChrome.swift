import Foundation

// StateEngine: inert (how tab bars, container backgrounds, text and the search bar look)
// Each changes only where chrome is drawn or how text is typeset: no body, state or screen
// text depends on it. Evidence: Apple docs "containerBackground(for:alignment:content:)" (a
// background for a container such as a navigation stack), "defaultAdaptableTabBarPlacement(_:)"
// (iPadOS: whether the adaptable tab bar starts as a tab bar or a sidebar),
// "typesettingLanguage(_:isEnabled:)" (line height and breaking for a language),
// "searchToolbarBehavior(_:)" (whether the search field may be minimized into a button),
// "searchPresentationToolbarBehavior(_:)" (whether the toolbar hides while searching) and
// "searchDictationBehavior(_:)" (the dictation button in the search field).
nonisolated extension View {
    public func containerBackground<V: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View { inert() }

    public func defaultAdaptableTabBarPlacement(_ defaultPlacement: AdaptableTabBarPlacement = .automatic) -> some View { inert() }

    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View { inert() }

    public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> some View { inert() }

    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View { inert() }

    public func searchDictationBehavior(_ dictationBehavior: TextInputDictationBehavior) -> some View { inert() }
}
