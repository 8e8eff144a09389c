/// iOS 13's `Alert` and `ActionSheet` values, which older tutorials still use (Apple docs,
/// "Alert" and "ActionSheet", deprecated in iOS 15 for `alert(_:isPresented:actions:message:)`
/// and `confirmationDialog`). They present through the same alert and dialog layers as the
/// current API: same buttons, same dismissal; an alert without buttons shows "OK".
public struct Alert {
    let title: String
    let message: String?
    let buttons: [Button]

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title.content
        self.message = message?.content
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title.content
        self.message = message?.content
        buttons = [primaryButton, secondaryButton]
    }

    /// One button of an alert or action sheet.
    public struct Button {
        let label: String
        let role: ButtonRole?
        let action: (() -> Void)?

        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label.content, role: nil, action: action)
        }

        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label.content, role: .cancel, action: action)
        }

        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: "Cancel", role: .cancel, action: action)
        }

        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label.content, role: .destructive, action: action)
        }
    }
}

public struct ActionSheet {
    public typealias Button = Alert.Button
    let title: String
    let message: String?
    let buttons: [Button]

    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title.content
        self.message = message?.content
        self.buttons = buttons
    }
}

/// The buttons of a legacy alert or action sheet, as the current API's action buttons.
nonisolated struct LegacyAlertButtons: View {
    let buttons: [Alert.Button]

    var body: some View {
        ForEach(buttons.indices, id: \.self) { index in
            let button = buttons[index]
            StateEngine.Button(button.label, role: button.role) { button.action?() }
        }
    }
}

nonisolated extension View {
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return alertModifier(alert.title, isPresented: isPresented, actions: LegacyAlertButtons(buttons: alert.buttons), message: alert.message.map { Text($0) })
    }

    /// Shown while `item` is non-nil; dismissing sets it to nil (Apple docs, "alert(item:content:)").
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        return alertModifier(
            alert?.title ?? "", isPresented: Self.presence(of: item), actions: LegacyAlertButtons(buttons: alert?.buttons ?? []),
            message: alert?.message.map { Text($0) }, presenting: alert != nil)
    }

    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return alertModifier(
            sheet.title, isPresented: isPresented, actions: LegacyAlertButtons(buttons: sheet.buttons),
            message: sheet.message.map { Text($0) }, kind: .confirmationDialog(sheet.title))
    }

    public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet) -> some View {
        let sheet = item.wrappedValue.map(content)
        return alertModifier(
            sheet?.title ?? "", isPresented: Self.presence(of: item), actions: LegacyAlertButtons(buttons: sheet?.buttons ?? []),
            message: sheet?.message.map { Text($0) }, kind: .confirmationDialog(sheet?.title ?? ""), presenting: sheet != nil)
    }

    /// True while the item is set; setting false clears it, as dismissing does.
    private static func presence<Item>(of item: Binding<Item?>) -> Binding<Bool> {
        Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    }
}
