/// How a control looks at the moment its screen was taken, typed so that a run figure can draw
/// it as iOS does (a field with its text or prompt and focus ring, a stepper's − and +, a
/// slider's knob). The screen's text form keeps using `ScreenNode.detail`; this is for drawing.
public struct ControlLook: Codable, Hashable, Sendable {
    public enum Shape: Codable, Hashable, Sendable {
        /// A text field, secure field, text editor or search field. `text` is what it shows
        /// (a secure field's dots); an empty field shows its prompt.
        case field(text: String, prompt: String?, isFocused: Bool)
        /// A stepper's − and + buttons; one at its bound cannot be pressed.
        case stepper(canDecrement: Bool, canIncrement: Bool)
        /// A slider, its value as a fraction of its range (0...1).
        case slider(fraction: Double)
        /// A picker or date picker, showing its selection.
        case picker(selection: String)
        /// A progress view or gauge: a fraction (0...1), or spinning (nil).
        case progress(fraction: Double?)
        /// A list, drawn in its style (`listStyle`); its rows are the node's children.
        case list(style: ListLook)
    }

    /// The list styles iOS draws differently (`ListStyle`'s built-in values).
    public enum ListLook: String, Codable, Hashable, Sendable, CaseIterable {
        /// `.automatic`: on iPhone, drawn as `insetGrouped`.
        case automatic, plain, grouped, inset, insetGrouped, sidebar
    }

    public var shape: Shape
    /// `.disabled(true)` above it, or its own state: iOS greys it out.
    public var isEnabled: Bool

    public init(_ shape: Shape, isEnabled: Bool = true) {
        self.shape = shape
        self.isEnabled = isEnabled
    }

    /// The same look with its texts transformed (see `Screen.mappingText`).
    public func mappingText(_ transform: (String) -> String) -> ControlLook {
        switch shape {
        case .field(let text, let prompt, let isFocused):
            ControlLook(.field(text: transform(text), prompt: prompt.map(transform), isFocused: isFocused), isEnabled: isEnabled)
        case .picker(let selection):
            ControlLook(.picker(selection: transform(selection)), isEnabled: isEnabled)
        case .stepper, .slider, .progress, .list:
            self
        }
    }
}
