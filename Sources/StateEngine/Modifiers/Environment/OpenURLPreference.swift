// Evidence: Apple docs, onOpenURL(prefersInApp:) (iOS 26): "Sets an OpenURLAction that prefers
// opening URL with an in-app browser ... equivalent to `.onOpenURL { _ in
// .systemAction(prefersInApp: prefersInApp) }`", so it replaces, for the views below, any
// `openURL` action set above them. Where the system shows the page (in-app or Safari) is
// outside the app; the transcript records that the system opens it.
nonisolated extension View {
    public func onOpenURL(prefersInApp: Bool = true) -> some View {
        environment(\.openURL, .systemDefault)
    }
}
