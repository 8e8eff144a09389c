import Transcript

/// A colour well bound to a `Color`: the screen shows the label and the colour it holds, read
/// live from the binding; `pick("blue", in: "Tint")` chooses one of SwiftUI's named system
/// colours, as a user taps a swatch of the grid the well opens. `supportsOpacity` only shows
/// or hides the opacity slider, which the driver does not offer.
/// Evidence: Apple's ColorPicker docs ("a control used to select a color from the system color
/// picker UI"; `selection: Binding<Color>`, `supportsOpacity`).
nonisolated public struct ColorPicker<Label: View>: View, ControlView {
    public typealias Body = Never
    let label: Label
    let selection: Binding<Color>

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection
    }

    var controlLabel: Label { label }

    /// The swatches a `pick` step can choose: the system colours `Color` names.
    static var swatches: [Color] {
        [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .white, .gray, .black]
    }

    func render(_ control: ControlRendering, into screen: inout ScreenBuilder) {
        let shown = selection.location.get().name
        screen.node("ColorPicker", role: .control, label: control.label, detail: shown,
                    look: ControlLook(.picker(selection: shown), isEnabled: control.isEnabled))
        screen.texts.append(control.label)
        let location = selection.location
        let swatches = Self.swatches
        let choices = ScreenControl.Choices(options: swatches.map(\.name)) { name in
            if let color = swatches.first(where: { $0.name == name }) { location.set(color) }
        }
        screen.controls.append(ScreenControl(.colorPicker(choices), label: control.label, layer: screen.layer, isEnabled: control.isEnabled))
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity, label: { Text(title) })
    }
}
