/// How much of SwiftUI's documented iOS surface (`SurfaceList`) StateEngine declares, and how:
/// each listed symbol matched against the engine's declarations (`SurfaceScanner`).
public struct Coverage: Sendable {
    public struct Row: Hashable, Sendable {
        public var symbol: ListedSymbol
        /// How the engine treats it; nil when the engine does not declare it.
        public var status: SurfaceEntry.Status?
    }

    /// Counts over a set of rows.
    public struct Tally: Hashable, Sendable {
        public var listed = 0
        public var modelled = 0
        public var inert = 0
        public var unavailable = 0
        public var declared: Int { modelled + inert + unavailable }
        public var undeclared: Int { listed - declared }

        mutating func add(_ status: SurfaceEntry.Status?) {
            listed += 1
            switch status {
            case .modelled?: modelled += 1
            case .inert?: inert += 1
            case .unavailable?: unavailable += 1
            case nil: break
            }
        }
    }

    /// One row per listed symbol, in the lists' order.
    public var rows: [Row]

    /// A listed symbol is declared when the engine has a declaration of the same kind and
    /// name: a modifier or function with the same base name and argument labels, a type or
    /// property wrapper of that name (in either section, as the engine's syntax decides which),
    /// an `EnvironmentValues` member, a macro of that base name. When overloads differ, the best
    /// status counts (modelled, then inert, then unavailable).
    ///
    /// A SwiftUI symbol that a framework module declares counts too (`frameworks`): SwiftUI's
    /// `UIViewRepresentable` is StateEngineUIKit's, which `import SwiftUI` brings (ScenarioKit's
    /// `ImportMapping`), and `modelContainer(_:)` is StateEngineSwiftData's, as on iOS it is
    /// SwiftData's, usable where SwiftData is imported.
    public init(listed: [ListedSymbol], declared: [SurfaceEntry], frameworks: [FrameworkSurface] = []) {
        var best: [Lookup: SurfaceEntry.Status] = [:]
        for entry in declared + frameworks.flatMap(\.entries) {
            let key = Lookup(section: entry.section, name: entry.section == .macros ? Self.baseName(entry.name) : entry.name)
            if let known = best[key], known.rank <= entry.status.rank { continue }
            best[key] = entry.status
        }
        rows = listed.map { symbol in
            let candidates: [Lookup]
            switch symbol.kind {
            case .modifier: candidates = [.init(section: .modifiers, name: symbol.name)]
            case .type, .propertyWrapper:
                candidates = [.init(section: .types, name: symbol.name), .init(section: .propertyWrappers, name: symbol.name)]
            case .environmentValue: candidates = [.init(section: .environmentValues, name: symbol.name)]
            case .macro: candidates = [.init(section: .macros, name: symbol.baseName)]
            case .function: candidates = [.init(section: .functions, name: symbol.name)]
            }
            let status = candidates.compactMap { best[$0] }.min { $0.rank < $1.rank }
            return Row(symbol: symbol, status: status)
        }
    }

    /// The listed symbols the engine does not declare, sorted.
    /// The listed symbols the engine does not declare, sorted; an overload the documentation
    /// lists twice (`onDrop(of:delegate:)` of iOS 13.4 and of 14) is named once.
    public var undeclared: [ListedSymbol] {
        var seen: Set<ListedSymbol.Key> = []
        return rows.filter { $0.status == nil }.map(\.symbol).sorted().filter { seen.insert($0.key).inserted }
    }

    public func tally(_ include: (ListedSymbol) -> Bool = { _ in true }) -> Tally {
        var tally = Tally()
        for row in rows where include(row.symbol) { tally.add(row.status) }
        return tally
    }

    private struct Lookup: Hashable {
        var section: SurfaceEntry.Section
        var name: String
    }

    static func baseName(_ name: String) -> String {
        String(name.prefix { $0 != "(" && $0 != "<" })
    }
}

extension SurfaceEntry.Status {
    /// Modelled before inert before unavailable.
    var rank: Int { Self.allCases.firstIndex(of: self)! }
}
