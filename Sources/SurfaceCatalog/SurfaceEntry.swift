/// One public declaration of StateEngine as the "Supported SwiftUI" page lists it.
public struct SurfaceEntry: Hashable, Sendable, Comparable {
    /// Which table of the page the declaration belongs to, decided from its syntax.
    public enum Section: String, CaseIterable, Hashable, Sendable {
        case types, modifiers, propertyWrappers, environmentValues, functions, macros
    }

    /// How the engine treats the declaration (see `/// StateEngine:` tags in Sources/StateEngine/README.md).
    public enum Status: String, CaseIterable, Hashable, Sendable {
        /// Behaves as SwiftUI does: what it reads, writes, presents and builds.
        case modelled
        /// Accepted and purely visual: no effect on state, the screen text or behaviour.
        case inert
        /// Declared so that using it fails to compile with the engine's own message.
        case unavailable
    }

    public var section: Section
    /// `Button`, `focused(_:equals:)`, `Text.bold(_:)`, `dismiss`, `Preview`.
    public var name: String
    public var status: Status
    /// The unavailability message, or the reason written after an `inert` tag.
    public var note: String?

    public init(section: Section, name: String, status: Status, note: String? = nil) {
        self.section = section
        self.name = name
        self.status = status
        self.note = note
    }

    public static func < (a: SurfaceEntry, b: SurfaceEntry) -> Bool {
        let keyA = (a.name.lowercased(), a.name, a.status.rawValue, a.note ?? "")
        let keyB = (b.name.lowercased(), b.name, b.status.rawValue, b.note ?? "")
        return keyA < keyB
    }
}
