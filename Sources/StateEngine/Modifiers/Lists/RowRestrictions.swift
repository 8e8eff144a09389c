/// What a list lets the user do with a row, taken away: `deleteDisabled`, `moveDisabled`,
/// `selectionDisabled`. Set on a row (inside a ForEach) they apply to that row; set above a
/// ForEach, to all its rows, as a condition on "the view's view hierarchy". The driver's
/// `delete(row:)`, `move(row:to:)`, `swipe(row:action: "Delete")` and `select(row:)` then fail
/// for that row as the list offers nothing to do. Evidence: Apple docs, deleteDisabled(_:)
/// ("Adds a condition for whether the view's view hierarchy is deletable"), moveDisabled(_:)
/// ("... is movable"), selectionDisabled(_:) ("Adds a condition that controls whether users can
/// select this view").
struct RowRestrictions: OptionSet, Sendable {
    let rawValue: UInt8
    static let delete = RowRestrictions(rawValue: 1)
    static let move = RowRestrictions(rawValue: 2)
    static let selection = RowRestrictions(rawValue: 4)
}

struct RowRestrictionsKey: EnvironmentKey { static let defaultValue: RowRestrictions = [] }

nonisolated public struct _RowRestrictionModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let restriction: RowRestrictions
    let isOn: Bool
    func makeBehavior() -> ModifierBehavior<Self> { RowRestrictionBehavior() }
}

final class RowRestrictionBehavior: ModifierBehavior<_RowRestrictionModifier>, ContentEnvironmentWriter, ScreenContributor {
    var restriction: RowRestrictions = []
    var isOn = false

    override func update(modifier: _RowRestrictionModifier) {
        restriction = modifier.restriction
        isOn = modifier.isOn
    }

    /// For the ForEach rows below (the modifier above a ForEach). The innermost condition wins,
    /// so `deleteDisabled(false)` on a row re-enables it under a disabled list.
    func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var output = environment
        if isOn { output[RowRestrictionsKey.self].formUnion(restriction) } else { output[RowRestrictionsKey.self].subtract(restriction) }
        return output
    }

    /// For the row this modifier is on (the ForEach reads it after drawing the row).
    func render(content: Node?, into screen: inout ScreenBuilder) {
        content?.render(into: &screen)
        if isOn { screen.rowRestrictions.formUnion(restriction) } else { screen.rowRestrictions.subtract(restriction) }
        screen.rowRestrictionsSet.formUnion(restriction)
    }
}

nonisolated extension View {
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        modifier(_RowRestrictionModifier(restriction: .delete, isOn: isDisabled))
    }

    public func moveDisabled(_ isDisabled: Bool) -> some View {
        modifier(_RowRestrictionModifier(restriction: .move, isOn: isDisabled))
    }

    public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(_RowRestrictionModifier(restriction: .selection, isOn: isDisabled))
    }
}
