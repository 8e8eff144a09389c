import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin behind StateEngine's `@Entry`. `swift build` builds it
/// as an executable beside `statedocs`; scenario compiles load it with
/// `-load-plugin-executable` (see ScenarioKit's `Toolchain`).
@main
struct StateEngineMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [EntryMacro.self]
}
