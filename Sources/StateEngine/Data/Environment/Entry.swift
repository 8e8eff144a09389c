/// Declares a custom environment value in an extension of `EnvironmentValues`:
/// `extension EnvironmentValues { @Entry var accent: Color = .blue }`. It generates the
/// `EnvironmentKey` (its default value is the initializer) and accessors that read and write
/// through it, so a view reading `\.accent` depends on that key alone, as for the built-in
/// values. Same shape as SwiftUI's declaration (Apple docs, "Entry()":
/// https://developer.apple.com/documentation/swiftui/entry()). StateEngine models entries of
/// `EnvironmentValues`; in `FocusedValues`, `Transaction` or `ContainerValues` the macro
/// reports that they are not modelled.
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "StateEngineMacros", type: "EntryMacro")
