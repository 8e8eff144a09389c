import Foundation
import ScenarioKit
import Transcript

/// An Apple framework around SwiftUI that scenarios may import, as StateEngine models it
/// (`ProgramABI.frameworkModules`): its module's declarations, scanned as the engine's are, and
/// what the generator expands for it. The Supported SwiftUI page gives each a section of its own.
public struct FrameworkSurface: Hashable, Sendable {
    /// The framework's name as scenario code imports it (`SwiftData`).
    public let name: String
    public let entries: [SurfaceEntry]

    public init(name: String, entries: [SurfaceEntry]) {
        self.name = name
        self.entries = entries
    }

    /// Every modelled framework, its module's sources read from `sources/<module>`.
    public static func scan(sources: URL) throws -> [FrameworkSurface] {
        try ProgramABI.frameworkModules.sorted { $0.key < $1.key }.map { framework, module in
            let scanned = try SurfaceScanner.scan(directory: sources.appendingPathComponent(module))
            return FrameworkSurface(name: framework, entries: Array(Set(scanned + (expansions[framework] ?? []))).sorted())
        }
    }

    /// Macros the generator expands (`ModelExpansion`): the framework declares nothing for them.
    static let expansions: [String: [SurfaceEntry]] = [
        "SwiftData": ModelExpansion.expandedAttributes.map { SurfaceEntry(section: .macros, name: $0, status: .modelled) }
    ]
}
