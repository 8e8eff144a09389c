// Settings for badges and menus that SwiftUI passes down the environment (a repeating
// button's is with the other written values, Data/Environment/WrittenByModifiers.swift):
// the modifier writes the value, and a view below reads it with @Environment.
// Evidence: Apple docs "badgeProminence(_:)" and EnvironmentValues.badgeProminence ("the
// prominence to apply to badges associated with this environment"), "menuOrder(_:)" and
// EnvironmentValues.menuOrder ("the preferred order of items for menus presented from this
// view"), "buttonRepeatBehavior(_:)" and EnvironmentValues.buttonRepeatBehavior ("whether
// buttons with this associated environment should repeatedly trigger their actions on
// prolonged interactions"). How a badge or menu looks is not drawn (inert); the driver's tap
// is one short press, which triggers a button once whatever the repeat behaviour.
struct BadgeProminenceKey: EnvironmentKey { static var defaultValue: BadgeProminence { .standard } }
struct MenuOrderKey: EnvironmentKey { static var defaultValue: MenuOrder { .automatic } }

extension EnvironmentValues {
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }

    public var menuOrder: MenuOrder {
        get { self[MenuOrderKey.self] }
        set { self[MenuOrderKey.self] = newValue }
    }
}

nonisolated extension View {
    public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        environment(\.badgeProminence, prominence)
    }

    public func menuOrder(_ order: MenuOrder) -> some View {
        environment(\.menuOrder, order)
    }
}
