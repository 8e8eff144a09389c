import Foundation

/// Reads the lists of SwiftUI's documented iOS surface kept in `docs/swiftui-surface/`
/// (tab-separated, one header line; see the README there for their source and date).
public enum SurfaceList {
    /// The folder, relative to the repository's root.
    public static let folder = "docs/swiftui-surface"
    /// Listed symbols the engine does not declare yet: `kind<TAB>name` lines. The coverage test
    /// fails for an undeclared symbol missing from it and for a listed one that is declared now,
    /// so the file only shrinks.
    public static let undeclaredFile = "undeclared.tsv"

    public struct Failure: Error, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var reason: String
        public var description: String { "\(file):\(line): error: \(reason)" }
    }

    /// Every symbol of `modifiers.tsv`, `types.tsv` and `environment.tsv`, sorted.
    public static func load(directory: URL) throws -> [ListedSymbol] {
        var symbols: [ListedSymbol] = []
        try table(directory, "modifiers.tsv", columns: ["name_with_labels", "ios_since", "deprecated"]) { cells, _ in
            symbols.append(ListedSymbol(kind: .modifier, name: cells[0], iosSince: IOSVersion(cells[1]), deprecated: cells[2] == "yes"))
        }
        try table(directory, "types.tsv", columns: ["name", "kind", "ios_since", "deprecated"]) { cells, failure in
            let kind: ListedSymbol.Kind
            switch cells[1] {
            case "struct", "enum", "class", "protocol", "typealias": kind = .type
            case "property wrapper": kind = .propertyWrapper
            case "macro": kind = .macro
            case "function": kind = .function
            default: throw failure("unknown kind '\(cells[1])'")
            }
            symbols.append(ListedSymbol(kind: kind, name: cells[0], iosSince: IOSVersion(cells[2]), deprecated: cells[3] == "yes"))
        }
        try table(directory, "environment.tsv", columns: ["name", "ios_since", "deprecated"]) { cells, _ in
            symbols.append(ListedSymbol(kind: .environmentValue, name: cells[0], iosSince: IOSVersion(cells[1]), deprecated: cells[2] == "yes"))
        }
        return Array(Set(symbols)).sorted()
    }

    /// The owners of `other-frameworks.tsv` (`MapKit`, `RealityKit/TabletopKit`), each path
    /// component a framework whose SwiftUI additions the documentation lists.
    public static func otherFrameworks(directory: URL) throws -> Set<String> {
        var owners: Set<String> = []
        try table(directory, "other-frameworks.tsv", columns: ["owner"]) { cells, _ in
            for part in cells[0].split(separator: "/") where !part.contains(" ") { owners.insert(String(part)) }
        }
        return owners
    }

    /// The committed list of symbols not declared yet (`undeclared.tsv`).
    public static func knownUndeclared(directory: URL) throws -> Set<ListedSymbol.Key> {
        var keys: Set<ListedSymbol.Key> = []
        try table(directory, undeclaredFile, columns: ["kind", "name"]) { cells, failure in
            guard let kind = ListedSymbol.Kind(rawValue: cells[0]) else { throw failure("unknown kind '\(cells[0])'") }
            keys.insert(.init(kind: kind, name: cells[1]))
        }
        return keys
    }

    /// `undeclared.tsv`'s text for these symbols.
    public static func undeclaredText(_ symbols: [ListedSymbol]) -> String {
        (["kind\tname"] + symbols.sorted().map { $0.kind.rawValue + "\t" + $0.name }).joined(separator: "\n") + "\n"
    }

    /// Calls `row` with the named columns of every data line.
    static func table(
        _ directory: URL, _ file: String, columns: [String],
        row: ([String], (String) -> Failure) throws -> Void
    ) throws {
        let path = directory.appendingPathComponent(file)
        let text = try String(contentsOf: path, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        guard let header = lines.first else { throw Failure(file: path.path, line: 1, reason: "empty list") }
        let indices = try columns.map { column in
            guard let index = header.firstIndex(of: column) else {
                throw Failure(file: path.path, line: 1, reason: "no column '\(column)'")
            }
            return index
        }
        for (offset, cells) in lines.enumerated().dropFirst() where cells != [""] {
            let failure = { (reason: String) in Failure(file: path.path, line: offset + 1, reason: reason) }
            guard cells.count == header.count else { throw failure("\(cells.count) cells, the header has \(header.count)") }
            let picked = indices.map { cells[$0] }
            try row(picked, failure)
        }
    }
}

extension ListedSymbol {
    /// What identifies a listed symbol: its kind and name.
    public struct Key: Hashable, Sendable {
        public var kind: Kind
        public var name: String
    }

    public var key: Key { Key(kind: kind, name: name) }
}
