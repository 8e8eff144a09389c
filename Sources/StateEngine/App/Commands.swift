/// Menu-bar commands of a scene. On an iPhone they have no menu bar and no keyboard-shortcut
/// overlay to appear in, so they are accepted and change nothing a scenario can observe.
// Evidence: Apple docs Scene.commands(content:) ("On iPadOS, commands with keyboard shortcuts
// are exposed in the shortcut discoverability HUD that users see when they hold down the
// Command key"), CommandMenu and CommandGroup ("On iOS, iPadOS, and tvOS, SwiftUI creates key
// commands for each of a menu's commands that has a keyboard shortcut"): no menu, no button a
// touch reaches, and the engine's driver has no hardware keyboard (keyboardShortcut is inert).
/// StateEngine: inert (menu-bar and hardware-keyboard commands, which an iPhone does not show)
@MainActor @preconcurrency
public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder var body: Body { get }
}

/// StateEngine: inert
extension Never: Commands {}

extension Commands where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive command") }
}

/// StateEngine: inert
@MainActor @resultBuilder
public enum CommandsBuilder {
    public static func buildExpression<C: Commands>(_ content: C) -> C { content }
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    public static func buildBlock<C: Commands>(_ content: C) -> C { content }
    public static func buildBlock<each C: Commands>(_ content: repeat each C) -> _TupleCommands<(repeat each C)> { _TupleCommands() }
    public static func buildOptional<C: Commands>(_ content: C?) -> _OptionalCommands<C> { _OptionalCommands() }
    public static func buildEither<T: Commands, F: Commands>(first: T) -> _ConditionalCommands<T, F> { _ConditionalCommands() }
    public static func buildEither<T: Commands, F: Commands>(second: F) -> _ConditionalCommands<T, F> { _ConditionalCommands() }
    public static func buildLimitedAvailability<C: Commands>(_ content: C) -> EmptyCommands { EmptyCommands() }
}

public struct _TupleCommands<T>: Commands { public typealias Body = Never }
public struct _OptionalCommands<C: Commands>: Commands { public typealias Body = Never }
public struct _ConditionalCommands<T: Commands, F: Commands>: Commands { public typealias Body = Never }

/// StateEngine: inert
public struct EmptyCommands: Commands {
    public typealias Body = Never
    nonisolated public init() {}
}

/// A top-level menu of app commands (a menu-bar menu on macOS and iPadOS).
/// StateEngine: inert
public struct CommandMenu<Content: View>: Commands {
    public typealias Body = Never
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { _ = content() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) { _ = content() }
    public init(_ name: Text, @ViewBuilder content: () -> Content) { _ = content() }
}

/// Commands added to one of the system's menus.
/// StateEngine: inert
public struct CommandGroup<Content: View>: Commands {
    public typealias Body = Never
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) { _ = addition() }
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) { _ = addition() }
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) { _ = addition() }
}

/// Where a command group goes among the system's menus.
/// StateEngine: inert
public struct CommandGroupPlacement: Sendable {
    let name: String
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    public static let newItem = CommandGroupPlacement(name: "newItem")
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    public static let importExport = CommandGroupPlacement(name: "importExport")
    public static let printItem = CommandGroupPlacement(name: "printItem")
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    public static let windowList = CommandGroupPlacement(name: "windowList")
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    public static let help = CommandGroupPlacement(name: "help")
}

/// The system's standard command sets (sidebar, toolbar, text editing and formatting,
/// inspector): menu-bar items on macOS and iPadOS.
/// StateEngine: inert
public struct SidebarCommands: Commands {
    public typealias Body = Never
    nonisolated public init() {}
}
/// StateEngine: inert
public struct ToolbarCommands: Commands {
    public typealias Body = Never
    nonisolated public init() {}
}
/// StateEngine: inert
public struct TextEditingCommands: Commands {
    public typealias Body = Never
    nonisolated public init() {}
}
/// StateEngine: inert
public struct TextFormattingCommands: Commands {
    public typealias Body = Never
    nonisolated public init() {}
}
/// StateEngine: inert
public struct InspectorCommands: Commands {
    public typealias Body = Never
    nonisolated public init() {}
}
