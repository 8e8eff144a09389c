/// Something on screen that a driver step other than `tap`/`toggle` acts on: a field to type
/// into, a stepper, a picker, a row of a list, a gesture. Registered while rendering, like
/// `ScreenBuilder.Tappable`, so a step finds exactly what the user would see.
struct ScreenControl {
    enum Kind: String {
        case field = "text field"
        case stepper
        case slider
        case picker
        case datePicker = "date picker"
        case tabView = "tab view"
        case row
        case menu
        case gesture
        case refreshable = "refreshable view"
        case scrollView = "scroll view"
        case disclosure = "disclosure group"
        case searchField = "search field"
        /// A row's swipe actions, merged into the row that contains them.
        case swipeActions = "swipe actions"
    }

    let kind: Kind
    /// What the user reads on it (a field's title, a row's texts, a picker's label).
    var label: String
    /// Each text it shows, when there are several (a tapped row's title beside its detail).
    var texts: [String] = []
    let layer: Int
    var isEnabled: Bool = true

    /// Fields: replace the text; submit it.
    var setText: ((String) -> Void)?
    var submit: (() -> Void)?
    var isFocused = false
    /// Takes focus away from this field (another field was tapped).
    var blur: (() -> Void)?
    /// Steppers.
    var increment: (() -> Void)?
    var decrement: (() -> Void)?
    /// Sliders: the value to set, already clamped by the control.
    var setValue: ((Double) -> Void)?
    /// Pickers, tab views, menus: the visible choices and how to choose one.
    var options: [String] = []
    var choose: ((String) -> Void)?
    /// Rows: what the list lets a user do with them (nil when it does not).
    var select: (() -> Void)?
    var delete: (() -> Void)?
    var move: ((Int) -> Void)?
    var index: Int = 0
    /// Row swipe actions: label -> action (filled by `swipeActions` on the row's content).
    var swipeActions: [(label: String, perform: () -> Void)] = []
    /// Gestures: which one (tap, long press, drag) and its action.
    var gesture: GestureKind?
    var perform: (() -> Void)?
    var drag: ((DragGesture.Value, _ isEnd: Bool) -> Void)?
    /// Refreshable: starts the refresh action (async).
    var refresh: (() -> Task<Void, Never>)?
    /// Scroll views: the ids a ScrollViewReader can reach.
    var scrollTo: ((AnyHashable) -> Bool)?

    enum GestureKind: String { case tap, longPress = "long press", drag }
}
