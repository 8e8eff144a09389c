import ContentModel
import SwiftParser
import SwiftSyntax
import Transcript

/// Scenario code (visible lines, hidden lines and steps alike) may not reach the generated
/// program's runtime by name: an identifier starting with `ProgramABI.reservedPrefixes`
/// (`ProgramABI.finish` would write the end record) or an attribute that opens the engine's
/// internals or binds to a symbol by its mangled name. Checked on the tokens swift-syntax
/// reads from the code as it compiles (hidden-line markers removed), so a string literal or
/// a comment that mentions such a name is fine: only code that names it is refused.
enum ReservedNames {
    struct Use: Hashable {
        /// The file line.
        var line: Int
        var message: String
    }

    /// Attributes scenario code may not write, and why.
    static let attributes: [String: String] = [
        "testable": "it opens the engine's internal declarations, the runtime's among them",
        "_private": "it opens the engine's private declarations",
        "_spi": "it opens the engine's interface for the runtime, which carries the program's records",
        "_silgen_name": "it binds a declaration to a symbol by its mangled name",
        "_extern": "it binds a declaration to a symbol by its name",
        "_section": "it places a value in a section of the program (code that runs before the runtime starts)",
        "section": "it places a value in a section of the program (code that runs before the runtime starts)",
        "_used": "it keeps a value in a section of the program (code that runs before the runtime starts)",
        "used": "it keeps a value in a section of the program (code that runs before the runtime starts)",
    ]

    /// Every use in `chunks` (the scenario's code blocks, then its steps block, in the order
    /// the program holds them).
    static func uses(in chunks: [CodeChunk]) -> [Use] {
        // Most code names none of them: parse only when the text could.
        guard chunks.contains(where: { mayName($0.text) }) else { return [] }
        var lines: [String] = []
        var fileLines: [Int] = []
        for chunk in chunks {
            let chunkLines = chunk.lines
            for (offset, (line, hidden)) in zip(chunkLines, HiddenLine.markers(in: chunkLines)).enumerated() {
                lines.append(hidden?.code ?? String(line))
                fileLines.append(chunk.firstLine + offset)
            }
        }
        let tree = Parser.parse(source: lines.joined(separator: "\n"))
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        func fileLine(_ node: some SyntaxProtocol) -> Int {
            let line = node.startLocation(converter: converter).line
            return fileLines[min(max(line - 1, 0), fileLines.count - 1)]
        }
        var uses: [Use] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let text) = token.tokenKind else { continue }
            let name = text.hasPrefix("`") && text.hasSuffix("`") && text.count > 1 ? String(text.dropFirst().dropLast()) : text
            if let reason = attributes[name], isAttributeName(token) {
                uses.append(Use(line: fileLine(token), message: "scenario code cannot use @\(name): \(reason)"))
            } else if ProgramABI.isReserved(name) {
                uses.append(Use(
                    line: fileLine(token),
                    message: "'\(name)' is reserved for the program statedocs generates; scenario code cannot name it (names starting with \(ProgramABI.reservedPrefixes.joined(separator: " or ")))"))
            }
        }
        return uses
    }

    /// Whether `token` is the name of an attribute (`@name`), not an argument of one.
    private static func isAttributeName(_ token: TokenSyntax) -> Bool {
        var node = Syntax(token)
        while let parent = node.parent {
            if let attribute = parent.as(AttributeSyntax.self) {
                return attribute.attributeName.firstToken(viewMode: .sourceAccurate)?.id == token.id
            }
            node = parent
        }
        return false
    }

    private static func mayName(_ text: String) -> Bool {
        ProgramABI.reservedPrefixes.contains { text.contains($0) }
            || (text.contains("@") && attributes.keys.contains { text.contains($0) })
    }
}
