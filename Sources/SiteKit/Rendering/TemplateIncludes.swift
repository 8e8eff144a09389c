import Foundation
import Diagnostics

/// Template includes (`{{> name}}`) checked before anything renders: an include cycle would
/// recurse until the stack overflows (a segfault, not a diagnostic), since a site's data has
/// no recursion to stop it, and nesting deeper than `depthLimit` is refused too ("chosen":
/// the built-in theme nests two deep).
enum TemplateIncludes {
    static let depthLimit = 16

    struct Include {
        var name: String
        var line: Int
        var column: Int
    }

    /// The `{{> name}}` tags of a compiled template, in order.
    static func includes(in nodes: [TemplateNode]) -> [Include] {
        var result: [Include] = []
        func walk(_ nodes: [TemplateNode]) {
            for node in nodes {
                switch node {
                case .partial(let name, _, let line, let column): result.append(Include(name: name, line: line, column: column))
                case .section(_, _, let children): walk(children)
                case .text, .value: break
                }
            }
        }
        walk(nodes)
        return result
    }

    /// Diagnostics for cycles and over-deep nesting among `templates` (name to text and
    /// file); a template that does not parse has no includes (its error is reported apart).
    static func check(_ templates: [String: (text: String, file: String)]) -> [Diagnostic] {
        check(compiled: templates.compactMapValues { template in
            (try? MustacheParser.parse(template.text)).map { (nodes: $0, file: template.file) }
        })
    }

    /// The same for templates already compiled (name to nodes and file).
    static func check(compiled templates: [String: (nodes: [TemplateNode], file: String)]) -> [Diagnostic] {
        let graph = templates.mapValues { includes(in: $0.nodes) }
        var diagnostics: [Diagnostic] = []
        var reported: Set<String> = []
        func walk(_ name: String, _ path: [String]) {
            guard let edges = graph[name] else { return }
            for include in edges {
                if let start = path.firstIndex(of: include.name) {
                    let cycle = (path[start...] + [include.name]).joined(separator: " → ")
                    if reported.insert(name + ">" + include.name).inserted, let file = templates[name]?.file {
                        diagnostics.append(.error(
                            "template include cycle \(cycle): rendering would never end", file: file, line: include.line,
                            column: include.column, id: "theme.recursion"))
                    }
                } else if path.count >= depthLimit {
                    if reported.insert("depth>" + name).inserted, let file = templates[name]?.file {
                        diagnostics.append(.error(
                            "templates include each other more than \(depthLimit) levels deep (\(path.joined(separator: " → ")))",
                            file: file, line: include.line, column: include.column, id: "theme.recursion"))
                    }
                } else {
                    walk(include.name, path + [include.name])
                }
            }
        }
        for name in templates.keys.sorted() { walk(name, [name]) }
        return diagnostics
    }
}
