import Foundation

// Key presses from a hardware keyboard go to the view that has focus and then up through its
// ancestors: each `onKeyPress` whose keys and phases match runs, innermost first, until one
// returns `.handled`. The driver's `press(_:)` step presses a key (down, then up) on the
// focused view: a `focusable()` view whose focus binding says it is focused.
// Evidence: Apple docs "onKeyPress(_:action:)" ("performs an action if the user presses a key
// on a hardware keyboard while the view has focus"; the result says whether the press was
// handled or should propagate), "KeyPress" and "KeyPress.Phases" (down, repeat, up; the default
// is down and repeat); WWDC23 "The SwiftUI cookbook for focus" (a focusable view takes key
// presses with onKeyPress; unhandled presses go on to the enclosing views).

/// One press of a key.
public struct KeyPress: Sendable {
    public let phase: Phases
    public let key: KeyEquivalent
    public let characters: String
    public let modifiers: EventModifiers

    public enum Result: Sendable, Equatable { case handled, ignored }

    public struct Phases: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static var down: Phases { Phases(rawValue: 1) }
        public static var `repeat`: Phases { Phases(rawValue: 2) }
        public static var up: Phases { Phases(rawValue: 4) }
        public static var all: Phases { [.down, .repeat, .up] }
    }
}

extension KeyEquivalent {
    public static let leftArrow = KeyEquivalent("\u{F702}"), rightArrow = KeyEquivalent("\u{F703}")
    public static let home = KeyEquivalent("\u{F729}"), end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}"), pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}"), deleteForward = KeyEquivalent("\u{F728}")

    /// How a step names the key ("upArrow", "a").
    var stepName: String {
        let names: [Character: String] = [
            "\r": "return", "\u{1B}": "escape", " ": "space", "\u{8}": "delete", "\t": "tab",
            "\u{F700}": "upArrow", "\u{F701}": "downArrow", "\u{F702}": "leftArrow", "\u{F703}": "rightArrow",
            "\u{F729}": "home", "\u{F72B}": "end", "\u{F72C}": "pageUp", "\u{F72D}": "pageDown",
            "\u{F739}": "clear", "\u{F728}": "deleteForward",
        ]
        return names[character] ?? String(character)
    }
}

/// One `onKeyPress`: which presses it takes and what it does.
struct KeyPressHandler {
    let phases: KeyPress.Phases
    let matches: (KeyPress) -> Bool
    let action: (KeyPress) -> KeyPress.Result
}

struct KeyPressHandlersKey: EnvironmentKey { static var defaultValue: [KeyPressHandler] { [] } }

extension EnvironmentValues {
    /// The `onKeyPress` handlers around a view, outermost first.
    var keyPressHandlers: [KeyPressHandler] {
        get { self[KeyPressHandlersKey.self] }
        set { self[KeyPressHandlersKey.self] = newValue }
    }
}

/// Sends a press through handlers (outermost first): the innermost that matches runs first, and
/// the first to return `.handled` stops it. True when one handled it.
@discardableResult
func dispatch(_ press: KeyPress, to handlers: [KeyPressHandler]) -> Bool {
    for handler in handlers.reversed() where handler.phases.contains(press.phase) && handler.matches(press) {
        if handler.action(press) == .handled { return true }
    }
    return false
}

nonisolated extension View {
    fileprivate func keyPressHandler(_ handler: KeyPressHandler) -> some View {
        modifier(_EnvironmentWritingModifier(transform: { $0.keyPressHandlers.append(handler) }, comparable: nil))
    }

    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        keyPressHandler(KeyPressHandler(phases: [.down, .repeat], matches: { $0.key == key }, action: { _ in action() }))
    }

    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        keyPressHandler(KeyPressHandler(phases: phases, matches: { $0.key == key }, action: action))
    }

    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        keyPressHandler(KeyPressHandler(phases: phases, matches: { keys.contains($0.key) }, action: action))
    }

    public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        keyPressHandler(KeyPressHandler(phases: phases, matches: { press in
            !press.characters.isEmpty && press.characters.unicodeScalars.allSatisfy { characters.contains($0) }
        }, action: action))
    }

    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        keyPressHandler(KeyPressHandler(phases: phases, matches: { _ in true }, action: action))
    }
}
