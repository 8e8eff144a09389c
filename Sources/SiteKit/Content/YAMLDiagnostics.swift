import Diagnostics
import Yams

enum YAMLDiagnostics {
    /// Turns a Yams error into a diagnostic at the file line, not the line within the YAML text.
    static func diagnostic(for error: Error, file: String, lineOffset: Int, id: Diagnostic.ID) -> Diagnostic {
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

enum YAMLScalar {
    /// YAML 1.1 booleans, read from the text since nodes are composed without type resolution.
    static func bool(_ node: Node) -> Bool? {
        guard let scalar = node.scalar else { return nil }
        if scalar.style != .plain { return nil }
        switch scalar.string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }
}
