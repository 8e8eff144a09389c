import Foundation

// StateEngine: inert (options of a system dialog; the dialog's own state is where behaviour lives)
// Options read by the system's file dialogs, find navigator and presentations: their message,
// confirmation label, starting folder, a dialog's icon, a sheet's background view, whether Find
// and Replace are offered. The file dialogs themselves (`fileImporter`, `fileExporter`,
// `fileMover`) and `findNavigator` are unavailable, so no option here can change what a
// scenario observes. Evidence: Apple docs, fileDialogMessage(_:) ("the message shown in file
// dialogs"), dialogIcon(_:) ("the icon of the dialog"), presentationBackground(alignment:content:)
// ("the presentation background of the enclosing sheet to a custom view"), findDisabled(_:).
nonisolated extension View {
    public func fileDialogMessage(_ message: Text?) -> some View { inert() }
    public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View { inert() }
    @_disfavoredOverload
    public func fileDialogMessage<S: StringProtocol>(_ message: S) -> some View { inert() }
    public func fileDialogConfirmationLabel(_ label: Text?) -> some View { inert() }
    public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View { inert() }
    @_disfavoredOverload
    public func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> some View { inert() }
    public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View { inert() }
    public func fileDialogCustomizationID(_ id: String) -> some View { inert() }
    public func fileDialogImportsUnresolvedAliases(_ imports: Bool) -> some View { inert() }
    public func fileDialogURLEnabled(_ predicate: Predicate<URL>) -> some View { inert() }
    public func fileExporterFilenameLabel(_ label: Text?) -> some View { inert() }
    public func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> some View { inert() }
    @_disfavoredOverload
    public func fileExporterFilenameLabel<S: StringProtocol>(_ label: S) -> some View { inert() }
    public func dialogIcon(_ icon: Image?) -> some View { inert() }
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { inert() }
    public func findDisabled(_ isDisabled: Bool = true) -> some View { inert() }
    public func replaceDisabled(_ isDisabled: Bool = true) -> some View { inert() }
}
