/// Why the engine's driver stopped a scenario, typed, so that each reader words it in its own
/// language: the transcript in English (`text`, from `englishTemplate`), a run figure in the
/// page's (ScenarioPages' `runFigure.stop.<name>` words). Values are the program's own
/// (labels, options, view names), filled into the template's `{placeholders}`; the screen the
/// step saw and any hint follow as `details`, in the screen's text form.
public enum DriverStop: Codable, Hashable, Sendable {
    /// No control of `kind` (a button, a text field, ...) answers to `label`; `available` are
    /// the labels of that kind on screen.
    case noTarget(kind: String, label: String, available: [String])
    case ambiguousTarget(kind: String, label: String, count: Int)
    case disabledTarget(kind: String, label: String)
    /// A step that acts on the only control of a kind found none, several, or a disabled one.
    case noneOfKind(kind: String)
    case severalOfKind(kind: String, count: Int)
    case disabledOfKind(kind: String)
    case noOption(kind: String, label: String, option: String, options: [String])
    case nothingPresented
    case notDismissible(layer: String)
    case nothingPushed
    case notAURL(String)
    case noURLHandler
    case noAccessibilityAction(label: String, action: String, actions: [String])
    case noFocusedField
    /// `select(text:in:)`: the field does not show those characters, or keeps no selection.
    case textNotInField(label: String, text: String)
    case fieldWithoutSelection(label: String)
    /// `press` found no focused view to send the key to.
    case noFocusedView
    /// `undo` or `redo` found nothing on the window's undo manager to undo or redo.
    case nothingToUndo
    case nothingToRedo
    /// A framework's chooser (a photos picker) was given more items than it takes.
    case tooManyChoices(kind: String, label: String, most: Int, given: Int)
    case stepperAtBound(label: String, upper: Bool)
    case notADate(String)
    case scrollTargetMissing(text: String, rowsPassed: Int)
    case scrollDisabled(container: String)
    case scrollRunaway(rows: Int)
    case noRow(String)
    case rowNotSelectable(String)
    case rowNotDeletable(String)
    case rowNotMovable(String)
    case noSwipeAction(row: String, action: String, actions: [String])
    case nothingToDrag(label: String)
    /// Main-queue work kept scheduling itself past `jobs` jobs, in a step, while advancing the
    /// clock, or while running until idle.
    case queueRunaway(jobs: Int, phase: QueuePhase)
    case stillScheduled(seconds: String)
    case updateLoop(view: String, passes: Int)
    case beforeLaunch(step: String)
    case launchedTwice

    public enum QueuePhase: String, Codable, Hashable, Sendable, CaseIterable {
        case step, advancing, idle
    }

    /// The template's key: `runFigure.stop.<name>`.
    public var name: String {
        switch self {
        case .noTarget: "noTarget"
        case .ambiguousTarget: "ambiguousTarget"
        case .disabledTarget: "disabledTarget"
        case .noneOfKind: "noneOfKind"
        case .severalOfKind: "severalOfKind"
        case .disabledOfKind: "disabledOfKind"
        case .noOption: "noOption"
        case .nothingPresented: "nothingPresented"
        case .notDismissible: "notDismissible"
        case .nothingPushed: "nothingPushed"
        case .notAURL: "notAURL"
        case .noURLHandler: "noURLHandler"
        case .noAccessibilityAction: "noAccessibilityAction"
        case .noFocusedField: "noFocusedField"
        case .textNotInField: "textNotInField"
        case .fieldWithoutSelection: "fieldWithoutSelection"
        case .noFocusedView: "noFocusedView"
        case .nothingToUndo: "nothingToUndo"
        case .nothingToRedo: "nothingToRedo"
        case .tooManyChoices: "tooManyChoices"
        case .stepperAtBound(_, true): "stepperAtUpperBound"
        case .stepperAtBound(_, false): "stepperAtLowerBound"
        case .notADate: "notADate"
        case .scrollTargetMissing: "scrollTargetMissing"
        case .scrollDisabled: "scrollDisabled"
        case .scrollRunaway: "scrollRunaway"
        case .noRow: "noRow"
        case .rowNotSelectable: "rowNotSelectable"
        case .rowNotDeletable: "rowNotDeletable"
        case .rowNotMovable: "rowNotMovable"
        case .noSwipeAction: "noSwipeAction"
        case .nothingToDrag: "nothingToDrag"
        case .queueRunaway(_, .step): "queueRunawayInStep"
        case .queueRunaway(_, .advancing): "queueRunawayAdvancing"
        case .queueRunaway(_, .idle): "queueNotIdle"
        case .stillScheduled: "stillScheduled"
        case .updateLoop: "updateLoop"
        case .beforeLaunch: "beforeLaunch"
        case .launchedTwice: "launchedTwice"
        }
    }

    /// What fills the template, by placeholder. A value is one of the program's texts, quoted
    /// (`label`), a list of them (`list`, with "none" when empty), a kind of control (`kind`,
    /// itself worded per language), or a number or code (`plain`).
    public enum Value: Hashable, Sendable {
        case quoted(String)
        case list([String])
        case kind(String)
        case plain(String)
    }

    public var values: [String: Value] {
        switch self {
        case .noTarget(let kind, let label, let available): ["kind": .kind(kind), "label": .quoted(label), "available": .list(available)]
        case .ambiguousTarget(let kind, let label, let count): ["kind": .kind(kind), "label": .quoted(label), "n": .plain(String(count))]
        case .disabledTarget(let kind, let label): ["kind": .kind(kind), "label": .quoted(label)]
        case .noneOfKind(let kind), .disabledOfKind(let kind): ["kind": .kind(kind)]
        case .severalOfKind(let kind, let count): ["kind": .kind(kind), "n": .plain(String(count))]
        case .noOption(let kind, let label, let option, let options):
            ["kind": .kind(kind), "label": .quoted(label), "option": .quoted(option), "available": .list(options)]
        case .nothingPresented, .nothingPushed, .noURLHandler, .noFocusedField, .noFocusedView, .nothingToUndo, .nothingToRedo, .launchedTwice: [:]
        case .tooManyChoices(let kind, let label, let most, let given): ["kind": .kind(kind), "label": .quoted(label), "most": .plain(String(most)), "n": .plain(String(given))]
        case .notDismissible(let layer): ["layer": .plain(layer)]
        case .notAURL(let url): ["url": .quoted(url)]
        case .noAccessibilityAction(let label, let action, let actions): ["label": .quoted(label), "action": .quoted(action), "available": .list(actions)]
        case .stepperAtBound(let label, _): ["label": .quoted(label)]
        case .notADate(let text): ["text": .quoted(text)]
        case .scrollTargetMissing(let text, let rows): ["text": .quoted(text), "n": .plain(String(rows))]
        case .scrollDisabled(let container): ["container": .plain(container)]
        case .scrollRunaway(let rows): ["n": .plain(String(rows))]
        case .noRow(let row), .rowNotSelectable(let row), .rowNotDeletable(let row), .rowNotMovable(let row): ["row": .quoted(row)]
        case .noSwipeAction(let row, let action, let actions): ["row": .quoted(row), "action": .quoted(action), "available": .list(actions)]
        case .nothingToDrag(let label), .fieldWithoutSelection(let label): ["label": .quoted(label)]
        case .textNotInField(let label, let text): ["label": .quoted(label), "text": .quoted(text)]
        case .queueRunaway(let jobs, _): ["n": .plain(String(jobs))]
        case .stillScheduled(let seconds): ["seconds": .plain(seconds)]
        case .updateLoop(let view, let passes): ["view": .plain(view), "n": .plain(String(passes))]
        case .beforeLaunch(let step): ["step": .plain(step)]
        }
    }

    /// The same stop with the program's texts transformed (see `Screen.mappingText`).
    public func mappingText(_ t: (String) -> String) -> DriverStop {
        switch self {
        case .noTarget(let kind, let label, let available): .noTarget(kind: kind, label: t(label), available: available.map(t))
        case .ambiguousTarget(let kind, let label, let count): .ambiguousTarget(kind: kind, label: t(label), count: count)
        case .disabledTarget(let kind, let label): .disabledTarget(kind: kind, label: t(label))
        case .noOption(let kind, let label, let option, let options): .noOption(kind: kind, label: t(label), option: t(option), options: options.map(t))
        case .notAURL(let url): .notAURL(t(url))
        case .noAccessibilityAction(let label, let action, let actions): .noAccessibilityAction(label: t(label), action: t(action), actions: actions.map(t))
        case .stepperAtBound(let label, let upper): .stepperAtBound(label: t(label), upper: upper)
        case .tooManyChoices(let kind, let label, let most, let given): .tooManyChoices(kind: kind, label: t(label), most: most, given: given)
        case .notADate(let text): .notADate(t(text))
        case .scrollTargetMissing(let text, let rows): .scrollTargetMissing(text: t(text), rowsPassed: rows)
        case .noRow(let row): .noRow(t(row))
        case .rowNotSelectable(let row): .rowNotSelectable(t(row))
        case .rowNotDeletable(let row): .rowNotDeletable(t(row))
        case .rowNotMovable(let row): .rowNotMovable(t(row))
        case .noSwipeAction(let row, let action, let actions): .noSwipeAction(row: t(row), action: t(action), actions: actions.map(t))
        case .nothingToDrag(let label): .nothingToDrag(label: t(label))
        case .textNotInField(let label, let text): .textNotInField(label: t(label), text: t(text))
        case .fieldWithoutSelection(let label): .fieldWithoutSelection(label: t(label))
        case .updateLoop(let view, let passes): .updateLoop(view: t(view), passes: passes)
        case .noneOfKind, .severalOfKind, .disabledOfKind, .nothingPresented, .notDismissible, .nothingPushed, .noURLHandler,
             .noFocusedField, .noFocusedView, .nothingToUndo, .nothingToRedo, .scrollDisabled, .scrollRunaway, .queueRunaway, .stillScheduled, .beforeLaunch, .launchedTwice: self
        }
    }

    /// The transcript's wording, the one output blocks are compared with.
    public var text: String {
        Self.fill(Self.englishTemplates[name] ?? name, values) { value in
            switch value {
            case .quoted(let text): ScreenText.quote(text)
            case .list(let items): items.isEmpty ? "none" : items.map(ScreenText.quote).joined(separator: ", ")
            case .kind(let kind), .plain(let kind): kind
            }
        }
    }

    /// `template` with each placeholder filled from `values`, worded by `word`.
    public static func fill(_ template: String, _ values: [String: Value], word: (Value) -> String) -> String {
        Template.fill(template) { values[$0].map(word) }
    }

    /// English, the transcript's language; a run figure's English words are these too.
    public static let englishTemplates: [String: String] = [
        "noTarget": "no {kind} labelled {label} on screen ({kind}s: {available})",
        "ambiguousTarget": "{n} {kind}s labelled {label} on screen; the label is ambiguous",
        "disabledTarget": "the {kind} {label} is disabled",
        "noneOfKind": "no {kind} on screen",
        "severalOfKind": "{n} {kind}s on screen; name one",
        "disabledOfKind": "the {kind} is disabled",
        "noOption": "the {kind} {label} has no option {option} (options: {available})",
        "nothingPresented": "dismiss: nothing is presented",
        "notDismissible": "dismiss: the {layer} cannot be dismissed by the user (interactiveDismissDisabled)",
        "nothingPushed": "back: no pushed view is on top",
        "notAURL": "open: {url} is not a URL",
        "noURLHandler": "open: no view handles URLs (onOpenURL)",
        "noAccessibilityAction": "the element {label} has no accessibility action {action} (actions: {available})",
        "noFocusedField": "submit: no text field has focus (type into one first)",
        "textNotInField": "select: the field {label} does not show {text}",
        "fieldWithoutSelection": "select: the field {label} keeps no selection a program reads (an attributed TextEditor does)",
        "noFocusedView": "press: no view has focus (a focusable() view whose focus binding is set; text fields take typing with type(_:into:))",
        "nothingToUndo": "undo: the window's undo manager has nothing to undo",
        "nothingToRedo": "redo: the window's undo manager has nothing to redo",
        "tooManyChoices": "the {kind} {label} takes at most {most}, not {n}",
        "stepperAtUpperBound": "the stepper {label} cannot increment (at its upper bound)",
        "stepperAtLowerBound": "the stepper {label} cannot decrement (at its lower bound)",
        "notADate": "pick: {text} is not a date (use yyyy-MM-dd, yyyy-MM-dd HH:mm or HH:mm)",
        "scrollTargetMissing": "scroll: no {text} on screen, nor in any row of a lazy container (scrolled through {n} rows)",
        "scrollDisabled": "scroll: the {container} on screen has its scrolling disabled (scrollDisabled), so a swipe does not move it",
        "scrollRunaway": "scroll: still scrolling after {n} rows (a list that keeps loading more)",
        "noRow": "no row labelled {row}",
        "rowNotSelectable": "the row {row} is in a list without a selection binding",
        "rowNotDeletable": "the row {row} cannot be deleted (its ForEach has no onDelete)",
        "rowNotMovable": "the row {row} cannot be moved (its ForEach has no onMove)",
        "noSwipeAction": "the row {row} has no swipe action {action} (swipe actions: {available})",
        "nothingToDrag": "the view {label} has nothing to drag (its item has no representation StateEngine can export)",
        "queueRunawayInStep": "main queue: more than {n} jobs in one step (work that keeps scheduling itself)",
        "queueRunawayAdvancing": "main queue: more than {n} jobs while advancing (work that keeps scheduling itself)",
        "queueNotIdle": "main queue: still not idle after {n} jobs",
        "stillScheduled": "run until idle: work is still scheduled after {seconds} s of virtual time (a repeating timer, or a task that never finishes)",
        "updateLoop": "update loop: {view} still invalidated after {n} update passes",
        "beforeLaunch": "{step} before launch: call launch(_:) first",
        "launchedTwice": "launch called twice: a scenario runs one root view",
    ]
}
