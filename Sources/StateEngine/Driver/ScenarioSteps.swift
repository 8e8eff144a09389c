import Transcript

// The steps of a scenario program beyond tap/toggle/dismiss (see ScenarioGlobals.swift):
// each drives the scenario's driver and ends the program with the step's error when its
// target is not on screen.

public func type(_ text: String, into label: String) {
    run { try scenarioDriver("type").type(text, into: label) }
}

public func submit() {
    run { try scenarioDriver("submit").submit() }
}

public func removeToken(_ label: String) {
    run { try scenarioDriver("removeToken").removeToken(label) }
}

public func undo() {
    run { try scenarioDriver("undo").undo() }
}

public func redo() {
    run { try scenarioDriver("redo").redo() }
}

public func increment(_ label: String) {
    run { try scenarioDriver("increment").increment(label) }
}

public func decrement(_ label: String) {
    run { try scenarioDriver("decrement").decrement(label) }
}

public func slide(_ label: String = "Slider", to value: Double) {
    run { try scenarioDriver("slide").slide(label, to: value) }
}

public func pick(_ option: String, in label: String) {
    run { try scenarioDriver("pick").pick(option, in: label) }
}

public func select(tab title: String) {
    run { try scenarioDriver("select").select(tab: title) }
}

public func select(row: String) {
    run { try scenarioDriver("select").select(row: row) }
}

public func select(text: String, in label: String) {
    run { try scenarioDriver("select").select(text: text, in: label) }
}

public func delete(row: String) {
    run { try scenarioDriver("delete").delete(row: row) }
}

public func move(row: String, to index: Int) {
    run { try scenarioDriver("move").move(row: row, to: index) }
}

public func swipe(row: String, action: String) {
    run { try scenarioDriver("swipe").swipe(row: row, action: action) }
}

public func openMenu(_ label: String) {
    run { try scenarioDriver("openMenu").openMenu(label) }
}

public func choose(_ item: String) {
    run { try scenarioDriver("choose").choose(item) }
}

public func refresh() {
    run { try scenarioDriver("refresh").refresh() }
}

public func scroll(to text: String) {
    run { try scenarioDriver("scroll").scroll(to: text) }
}

public func scroll(_ direction: ScrollDirection) {
    run { try scenarioDriver("scroll").scroll(direction) }
}

public func accessibilityAction(_ name: String, on label: String) {
    run { try scenarioDriver("accessibilityAction").accessibilityAction(name, on: label) }
}

public func accessibilityFocus(_ label: String) {
    run { try scenarioDriver("accessibilityFocus").accessibilityFocus(label) }
}

public func longPress(_ label: String, seconds: Double? = nil, for target: LongPressTarget? = nil) {
    run { try scenarioDriver("longPress").longPress(label, seconds: seconds, for: target) }
}

public func drag(_ label: String, x: Double, y: Double, holding: Double = 0) {
    run { try scenarioDriver("drag").drag(label, x: x, y: y, holding: holding) }
}

public func pinch(_ label: String, scale: Double) {
    run { try scenarioDriver("pinch").pinch(label, scale: scale) }
}

public func rotate(_ label: String, degrees: Double) {
    run { try scenarioDriver("rotate").rotate(label, degrees: degrees) }
}

public func tap(_ label: String, at point: CGPoint) {
    run { try scenarioDriver("tap").tap(label, at: point) }
}

public func doubleTap(_ label: String) {
    run { try scenarioDriver("doubleTap").doubleTap(label) }
}

public func dragAndDrop(from source: String, to destination: String) {
    run { try scenarioDriver("dragAndDrop").dragAndDrop(from: source, to: destination) }
}

public func back() {
    run { try scenarioDriver("back").back() }
}

public func open(url: String) {
    run { try scenarioDriver("open").open(url: url) }
}

public func relaunch() {
    run { scenarioDriver("relaunch").relaunch() }
}

public func closeWindow() {
    run { scenarioDriver("closeWindow").closeWindow() }
}

/// Launches an app declaration: the content of its first WindowGroup (the app's `body` is
/// main-actor code, run on the driver's thread as a view's body is).
public func launch<A: App>(_ app: A) {
    let participants = app.launchParticipants
    launch(runAsMainActor(app, ()) { app, _ in app.windowContent }, environment: { _ in }, onLaunch: { launch in
        for participant in participants { participant.appDidLaunch(launch) }
    })
}

public func expectConsole(notContains text: String, file: String = #file, line: Int = #line) {
    let console = scenarioDriver("expectConsole").console
    assertion(!console.contains { $0.contains(text) }, .consoleLacks(text), file: file, line: line)
}

/// The number of console lines that contain `text` (all lines when `text` is nil).
public func expectConsole(count: Int, of text: String? = nil, file: String = #file, line: Int = #line) {
    let console = scenarioDriver("expectConsole").console
    let actual = text.map { text in console.filter { $0.contains(text) }.count } ?? console.count
    assertion(actual == count, .consoleLines(expected: count, containing: text, actual: actual), file: file, line: line)
}

public func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) {
    run { try scenarioDriver("press").press(key, modifiers: modifiers) }
}

public func copyToPasteboard<Item: Transferable>(_ items: Item...) {
    run { scenarioDriver("copyToPasteboard").copyToPasteboard(items) }
}
