/// iOS 26's buttons that take their label from their role (`Button(role: .close) { dismiss() }`):
/// the label is the role's system symbol, which VoiceOver and the driver know by the role's
/// name, so `tap("Close")` finds it; the action and the role behave as any button's.
// Evidence: Apple docs Button.init(role:action:) ("Creates a button that displays a default
// label"; `Button(role: .cancel)` "would display a button with a 'x' symbol in the toolbar"),
// DefaultButtonLabel ("the system creates it automatically when you construct certain types of
// Button"), ButtonRole.confirm ("a button that confirms an operation") and ButtonRole.close.
public struct DefaultButtonLabel: View {
    let role: ButtonRole

    public var body: some View {
        Image(systemName: symbol).accessibilityLabel(Text(name))
    }

    // Chosen [default-button-label-names]: Apple documents the symbol of `.cancel` (an x) only;
    // the others take the symbol iOS 26 draws for them, and every one is named after its role.
    private var symbol: String {
        switch role {
        case .confirm: "checkmark"
        case .destructive: "trash"
        default: "xmark"
        }
    }

    private var name: String { role.name.prefix(1).uppercased() + role.name.dropFirst() }
}

extension Button where Label == DefaultButtonLabel {
    public init(role: ButtonRole, action: @escaping () -> Void) {
        self.init(role: role, action: action) { DefaultButtonLabel(role: role) }
    }
}
