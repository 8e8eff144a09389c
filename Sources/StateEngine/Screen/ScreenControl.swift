/// Something on screen that a driver step other than `tap`/`toggle` acts on: a field to type
/// into, a stepper, a picker, a row of a list, a gesture. Registered while rendering, like
/// `ScreenBuilder.Tappable`, so a step finds exactly what the user would see.
struct ScreenControl {
    /// What the control is, with what a step can do to it.
    var action: Action
    /// What the user reads on it (a field's title, a row's texts, a picker's label).
    var label: String
    /// Each text it shows, when there are several (a tapped row's title beside its detail).
    var texts: [String] = []
    let layer: Int
    var isEnabled: Bool = true
    /// Part of an open context menu: a touch on anything else closes the menu.
    var inContextMenu = false
    /// The long press that opens a context menu (not a gesture of the program's own).
    var opensContextMenu = false

    init(_ action: Action, label: String, layer: Int, isEnabled: Bool = true) {
        self.action = action
        self.label = label
        self.layer = layer
        self.isEnabled = isEnabled
    }

    enum Action {
        /// A text field, or a searchable view's search field.
        case field(Field)
        /// Each nil when the stepper cannot go that way (at its bound, or no such action).
        case stepper(increment: (() -> Void)?, decrement: (() -> Void)?)
        /// Sets the value, already clamped (and stepped) by the control.
        case slider(setValue: (Double) -> Void)
        /// The visible choices and how to choose one (a date picker's choice is a date's text,
        /// and it lists none).
        case picker(Choices)
        case datePicker(Choices)
        /// A colour well: its choices are the named colours a step can pick.
        case colorPicker(Choices)
        case tabView(Choices)
        case row(Row)
        /// A row's swipe actions, merged into the row that contains them.
        case swipeActions([SwipeAction])
        /// Opens the menu.
        case menu(open: () -> Void)
        case gesture(Gesture)
        /// Starts the refresh action (async).
        case refreshable(refresh: () -> Task<Void, Never>)
        /// What VoiceOver offers on an element: named actions, an adjustable action.
        case accessibility(AccessibilityActions)
        /// What a framework's own step chooses (a chart's selection, a photos picker's items).
        case platform(PlatformChoices)
        /// A view the user can drag an item from (`draggable`).
        case dragSource(DragSource)
        /// A view that takes drops (`dropDestination`, `onDrop(of:delegate:)`).
        case dropTarget(DropTarget)
        /// A token in a search field: selected and deleted, it leaves the field's tokens.
        case searchToken(remove: () -> Void)
    }

    /// An element's accessibility actions (AccessibilityActions.swift).
    struct AccessibilityActions {
        var named: [(name: String, perform: () -> Void)] = []
        var adjust: ((AccessibilityAdjustmentDirection) -> Void)?
        /// VoiceOver focus, when an `accessibilityFocused` binding follows it.
        var focus: FocusHandle?
    }

    struct Field {
        /// Replaces the text (focusing the field).
        var setText: (String) -> Void
        var submit: () -> Void
        var isFocused = false
        /// Takes focus away from this field (another field was tapped).
        var blur: (() -> Void)?
        /// Selects the first occurrence of some characters (false: not in the text); nil where
        /// the field keeps no selection a program reads (AttributedTextEditor.swift).
        var selectText: ((String) -> Bool)? = nil
    }

    struct Choices {
        var options: [String] = []
        var choose: (String) -> Void
    }

    /// What the list lets a user do with a row (nil when it does not).
    struct Row {
        var index: Int
        var select: (() -> Void)?
        var delete: (() -> Void)?
        var move: ((Int) -> Void)?
        var swipeActions: [SwipeAction] = []
    }

    typealias SwipeAction = (label: String, perform: () -> Void)

    /// A view's gesture: how it answers a touch the driver performs (nil: it does not begin).
    struct Gesture {
        let respond: (_GestureTouch) -> GestureResponse?

        func succeeds(for touch: _GestureTouch) -> Bool { respond(touch)?.succeeds == true }
    }

    /// The kind of control, as a step's messages name it ("no stepper labelled ...").
    enum Kind: String {
        case field = "text field"
        case stepper
        case slider
        case picker
        case datePicker = "date picker"
        case colorPicker = "color picker"
        case tabView = "tab view"
        case row
        case menu
        case gesture
        case refreshable = "refreshable view"
        case swipeActions = "swipe actions"
        case accessibility = "accessibility element"
        case platform = "framework control"
        case dragSource = "draggable view"
        case dropTarget = "drop destination"
        case searchToken = "search token"
    }

    var kind: Kind {
        switch action {
        case .field: .field
        case .stepper: .stepper
        case .slider: .slider
        case .picker: .picker
        case .datePicker: .datePicker
        case .colorPicker: .colorPicker
        case .tabView: .tabView
        case .row: .row
        case .swipeActions: .swipeActions
        case .menu: .menu
        case .gesture: .gesture
        case .refreshable: .refreshable
        case .accessibility: .accessibility
        case .platform: .platform
        case .dragSource: .dragSource
        case .dropTarget: .dropTarget
        case .searchToken: .searchToken
        }
    }

    // What a step reads of the control it found by kind: nil for a control of another kind.

    var field: Field? { if case .field(let field) = action { field } else { nil } }
    var choices: Choices? {
        switch action {
        case .picker(let choices), .datePicker(let choices), .colorPicker(let choices), .tabView(let choices): choices
        default: nil
        }
    }
    var platformChoices: PlatformChoices? { if case .platform(let choices) = action { choices } else { nil } }
    var row: Row? { if case .row(let row) = action { row } else { nil } }
    var dragSource: DragSource? { if case .dragSource(let source) = action { source } else { nil } }
    var dropTarget: DropTarget? { if case .dropTarget(let target) = action { target } else { nil } }
    var removeToken: (() -> Void)? { if case .searchToken(let remove) = action { remove } else { nil } }
    var gesture: Gesture? { if case .gesture(let gesture) = action { gesture } else { nil } }
    var accessibilityActions: AccessibilityActions? { if case .accessibility(let actions) = action { actions } else { nil } }
    var swipeActions: [SwipeAction] {
        switch action {
        case .swipeActions(let actions): actions
        case .row(let row): row.swipeActions
        default: []
        }
    }
}
