/// Toolbar items are built with the body and shown after the content they decorate.
public struct ToolbarItem<Content: View>: ContainerView {
    public typealias Body = Never
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    var screenName: String? { nil }
    var combinesPreferences: Bool { false }
}

public struct ToolbarItemGroup<Content: View>: ContainerView {
    public typealias Body = Never
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    var screenName: String? { nil }
    var combinesPreferences: Bool { false }
}

public enum ToolbarItemPlacement: Sendable {
    case automatic, principal, navigation, primaryAction, confirmationAction, cancellationAction, bottomBar
    case topBarLeading, topBarTrailing, navigationBarLeading, navigationBarTrailing
    /// Chosen [keyboard-toolbar-always-shown]: items above the keyboard are on screen whether or not a field has focus (the
    /// engine draws no keyboard); tapping them runs their actions as on a device.
    case keyboard
    case status, destructiveAction, secondaryAction
}

nonisolated extension View {
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(_SecondaryContentModifier(secondary: content(), isOverlay: true))
    }
}
