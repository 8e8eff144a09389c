import Diagnostics
import Yams

/// Front matter as its validation reads it: every key in order (for unknown-key warnings) and
/// the value each known key looks up, with the positions Yams marks (YAML line and column,
/// from 1; columns count Unicode scalars, as libyaml does).
///
/// It comes from Yams, or, for the front matter almost every article has (`key: value` lines
/// of plain or quoted text and `[a, b]` lists), from `PlainFrontMatter` without it: composing
/// with Yams was a tenth of a full build's CPU (issue #12). `PlainFrontMatterTests` checks that
/// both read the same for every input the plain reader accepts.
struct FrontMatterFields: Equatable {
    struct Position: Equatable {
        var line: Int
        var column: Int
    }

    indirect enum Value: Equatable {
        case scalar(String, plain: Bool, at: Position?)
        case sequence([Value], at: Position?)
        /// A mapping or an alias: never what a front matter key wants.
        case other(at: Position?)

        var position: Position? {
            switch self {
            case .scalar(_, _, let at), .sequence(_, let at), .other(let at): at
            }
        }

        var text: String? {
            if case .scalar(let text, _, _) = self { text } else { nil }
        }
    }

    struct Key: Equatable {
        /// nil for a key that is not a scalar.
        var name: String?
        var at: Position?
    }

    var keys: [Key] = []
    var values: [String: Value] = [:]

    /// The YAML of a front matter: nothing, not a mapping (where), or its fields.
    enum Document: Equatable {
        case empty
        case notMapping(at: Position?)
        case fields(FrontMatterFields)
    }

    /// What `Yams.compose` made of the YAML; `names` are the keys validation looks up, each
    /// found as `Node.Mapping` finds it.
    static func read(_ node: Node?, names: Set<String>) -> Document {
        guard let node else { return .empty }
        guard let mapping = node.mapping else { return .notMapping(at: position(node.mark)) }
        var fields = FrontMatterFields()
        fields.keys = mapping.map { Key(name: $0.key.string, at: position($0.key.mark)) }
        for name in names {
            if let value = mapping[name] { fields.values[name] = Self.value(value) }
        }
        return .fields(fields)
    }

    /// The one front matter reader: the YAML lines between the fences (file line 2 onward)
    /// read by `PlainFrontMatter` when they are that simple, else by Yams; a YAML error is a
    /// diagnostic at its file line.
    static func read(_ yamlLines: [Substring], file: String) throws -> Document {
        if let plain = PlainFrontMatter.read(yamlLines) { return .fields(plain) }
        do {
            // The basic resolver skips Yams's per-scalar regular expressions; types are checked by the caller.
            let node = try Yams.compose(yaml: yamlLines.joined(separator: "\n"), Resolver.basic, .default, .utf8)
            return read(node, names: FrontMatterSplit.knownKeys)
        } catch {
            throw DiagnosticsError([YAMLDiagnostics.diagnostic(for: error, file: file, lineOffset: 1, id: .frontMatterYAML)])
        }
    }

    /// `source-hash:` when it is text; `lineOffset` lines precede the YAML in the file.
    func recordedSourceHash(lineOffset: Int) -> RecordedSourceHash? {
        guard let value = values[SourceHash.frontMatterKey], let text = value.text else { return nil }
        return RecordedSourceHash(value: text.trimmingSpaces, line: (value.position?.line ?? 0) + lineOffset)
    }

    private static func value(_ node: Node) -> Value {
        switch node {
        case .scalar(let scalar): .scalar(scalar.string, plain: scalar.style == .plain, at: position(scalar.mark))
        case .sequence(let sequence): .sequence(sequence.map(value), at: position(sequence.mark))
        default: .other(at: position(node.mark))
        }
    }

    private static func position(_ mark: Mark?) -> Position? {
        mark.map { Position(line: $0.line, column: $0.column) }
    }
}
