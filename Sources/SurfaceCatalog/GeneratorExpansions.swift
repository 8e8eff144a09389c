import Foundation
import ScenarioKit

/// SwiftUI declarations that statedocs' program generator handles before the compiler sees the
/// code, so the engine declares nothing for them: `@Entry` is expanded as SwiftUI's macro
/// expands (`EntryExpansion`). They are modelled like the engine's own declarations.
public enum GeneratorExpansions {
    public static let entries: [SurfaceEntry] = [
        SurfaceEntry(section: .macros, name: EntryExpansion.macroName, status: .modelled)
    ]
}

extension SurfaceScanner {
    /// Everything a scenario may write: the engine's declarations under `directory` and what
    /// the generator expands.
    public static func scanEngine(directory: URL) throws -> [SurfaceEntry] {
        Array(Set(try scan(directory: directory) + GeneratorExpansions.entries)).sorted()
    }
}
