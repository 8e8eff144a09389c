import Diagnostics
import Yams

enum YAMLDiagnostics {
    /// Turns a Yams error into a diagnostic at the file line, not the line within the YAML text.
    static func diagnostic(for error: Error, file: String, lineOffset: Int, id: String) -> Diagnostic {
        guard let yaml = error as? YamlError else {
            return .error("invalid YAML: \(error)", file: file, line: lineOffset + 1, id: id)
        }
        switch yaml {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            var message = "invalid YAML: \(problem)"
            if let context { message += " (\(context.text))" }
            return .error(message, file: file, line: mark.line + lineOffset, column: mark.column, id: id)
        case let .reader(problem, _, _, _):
            return .error("invalid YAML: \(problem)", file: file, line: lineOffset + 1, id: id)
        default:
            return .error("invalid YAML: \(yaml)", file: file, line: lineOffset + 1, id: id)
        }
    }
}
