import Foundation
import ScenarioKit

/// SwiftUI declarations that statedocs' program generator handles before the compiler sees the
/// code: `@Entry` is expanded as SwiftUI's macro expands (`EntryExpansion`); a `#Preview` at file
/// scope, with the `@Previewable` properties inside it, is removed, as a preview never runs in
/// the app (`PreviewAndMainRemoval`; elsewhere the engine's unavailable declarations answer).
/// They are modelled like the engine's own declarations.
public enum GeneratorExpansions {
    public static let entries: [SurfaceEntry] = [
        SurfaceEntry(section: .macros, name: EntryExpansion.macroName, status: .modelled),
        SurfaceEntry(section: .macros, name: "Preview", status: .modelled, note: "skipped at file scope, as the app skips it"),
        SurfaceEntry(section: .macros, name: "Previewable", status: .modelled, note: "inside a #Preview, skipped with it"),
        // Xcode 27's macro form of `@State` is written exactly as the property wrapper is, with
        // the same meaning (a view's own storage), so the engine's `State` serves both.
        SurfaceEntry(section: .macros, name: "State", status: .modelled, note: "`@State`, served by the State property wrapper"),
    ]
}

extension SurfaceScanner {
    /// Everything a scenario may write: the engine's declarations under `directory` and what
    /// the generator expands.
    public static func scanEngine(directory: URL) throws -> [SurfaceEntry] {
        Array(Set(try scan(directory: directory) + GeneratorExpansions.entries)).sorted()
    }
}
