import Foundation
import Diagnostics
import Yams

public enum YAMLDiagnostics {
    /// Turns a Yams error into a diagnostic at the file line, not the line within the YAML text.
    public static func diagnostic(for error: Error, file: String, lineOffset: Int, id: Diagnostic.ID) -> Diagnostic {
        guard let yaml = error as? YamlError else {
            return .error("invalid YAML: \(error)", file: file, line: lineOffset + 1, id: id)
        }
        switch yaml {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            // The context (e.g. the start of an unclosed list) is where the author has to look.
            if let context {
                return .error("invalid YAML: \(problem) \(context.text) that starts here", file: file,
                              line: context.mark.line + lineOffset, column: context.mark.column, id: id)
            }
            return .error("invalid YAML: \(problem)", file: file, line: mark.line + lineOffset, column: mark.column, id: id)
        case let .reader(problem, _, _, _):
            return .error("invalid YAML: \(problem)", file: file, line: lineOffset + 1, id: id)
        default:
            return .error("invalid YAML: \(yaml)", file: file, line: lineOffset + 1, id: id)
        }
    }
}

/// A YAML file read for its settings: UTF-8 text composed into nodes (no type resolution),
/// every problem a diagnostic at its line.
public enum YAMLFile {
    /// Which settings file it is, for the ids of its problems.
    public enum Kind: Sendable {
        case config, coverage, strings

        public var encodingID: Diagnostic.ID {
            switch self {
            case .config: .configEncoding
            case .coverage: .coverageEncoding
            case .strings: .stringsEncoding
            }
        }

        public var yamlID: Diagnostic.ID {
            switch self {
            case .config: .configYAML
            case .coverage: .coverageYAML
            case .strings: .stringsYAML
            }
        }
    }

    public static func compose(_ data: Data, file: String, kind: Kind) throws -> Node? {
        guard let text = String(validating: data, as: UTF8.self) else {
            throw DiagnosticsError([.error("file is not valid UTF-8", file: file, id: kind.encodingID)])
        }
        do {
            return try Yams.compose(yaml: text)
        } catch {
            throw DiagnosticsError([YAMLDiagnostics.diagnostic(for: error, file: file, lineOffset: 0, id: kind.yamlID)])
        }
    }
}

public enum YAMLScalar {
    /// YAML 1.1 booleans, read from the text since nodes are composed without type resolution.
    public static func bool(_ node: Node) -> Bool? {
        guard let scalar = node.scalar, scalar.style == .plain else { return nil }
        return bool(plainText: scalar.string)
    }

    /// The boolean a plain (unquoted) scalar's text spells, if any.
    public static func bool(plainText text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "yes", "on": true
        case "false", "no", "off": false
        default: nil
        }
    }
}
