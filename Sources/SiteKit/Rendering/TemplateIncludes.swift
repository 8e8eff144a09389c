import Foundation
import Diagnostics

/// Template includes (`{{> name}}`) checked before anything renders: an include cycle would
/// recurse until the stack overflows (a segfault, not a diagnostic), since a site's data has
/// no recursion to stop it, and nesting deeper than `depthLimit` is refused too ("chosen":
/// the built-in theme nests two deep), as is a template that stands for more than
/// `expandedSizeLimit` once its includes are in place (`TemplateSet` puts them in place).
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
    ///
    /// Linear in the number of includes: each template is walked once and its height (the
    /// levels of includes below it) and expanded size remembered, since themes come from pull
    /// requests and 15 templates that each include the next eight times are 8^15 paths.
    static func check(compiled templates: [String: (nodes: [TemplateNode], file: String)]) -> [Diagnostic] {
        let graph = templates.mapValues { includes(in: $0.nodes) }
        var diagnostics: [Diagnostic] = []
        var reported: Set<String> = []
        var measured: [String: (height: Int, size: Int)] = [:]
        var path: [String] = []
        func report(_ key: String, _ message: String, in name: String, at include: Include) {
            guard reported.insert(key).inserted, let file = templates[name]?.file else { return }
            diagnostics.append(.error(message, file: file, line: include.line, column: include.column, id: .themeRecursion))
        }
        func reportCycle(from start: Int) {
            // Each include of the cycle is reported, naming the cycle from what it includes.
            let cycle = Array(path[start...])
            for (index, name) in cycle.enumerated() {
                let next = cycle[(index + 1) % cycle.count]
                guard let include = graph[name]?.first(where: { $0.name == next }) else { continue }
                let start = (index + 1) % cycle.count
                let names: [String] = Array(cycle[start...]) + Array(cycle[..<start]) + [next]
                report(name + ">" + next, "template include cycle \(names.joined(separator: " → ")): rendering would never end", in: name, at: include)
            }
        }
        func measure(_ name: String) -> (height: Int, size: Int) {
            if let known = measured[name] { return known }
            path.append(name)
            defer { path.removeLast() }
            var height = 1, size = ownSize(templates[name]?.nodes ?? [])
            for include in graph[name] ?? [] where graph[include.name] != nil {
                if let start = path.firstIndex(of: include.name) {
                    reportCycle(from: start)
                    continue
                }
                if path.count >= depthLimit {
                    report("depth>" + name, "templates include each other more than \(depthLimit) levels deep (\(path.joined(separator: " → ")))", in: name, at: include)
                    height = depthLimit + 1
                    continue
                }
                let included = measure(include.name)
                if path.count + included.height > depthLimit && included.height <= depthLimit {
                    report("depth>" + name, "templates include each other more than \(depthLimit) levels deep (\((path + [include.name]).joined(separator: " → ")) → …)", in: name, at: include)
                }
                height = max(height, included.height + 1)
                let before = size
                size = min(size + included.size, expandedSizeLimit + 1)
                if size > expandedSizeLimit && before <= expandedSizeLimit && included.size <= expandedSizeLimit {
                    report("size>" + name, "including '\(include.name)' here makes '\(name)' more than \(expandedSizeLimit >> 10) KB of template once its includes are in place (templates that include each other several times multiply): include it fewer times", in: name, at: include)
                }
            }
            measured[name] = (height, size)
            return (height, size)
        }
        for name in templates.keys.sorted() { _ = measure(name) }
        return diagnostics
    }

    /// The most template text and tags one template may stand for once its includes are put
    /// in place ("chosen": the built-in layout is about 10 KB; a page is rendered from it for
    /// every article, so a multiplied template is a hang, not a feature).
    // Chosen: a theme's page is kilobytes. Indented partials are indented again at every level
    // of includes, so rendering costs the expanded size times the depth: 256 KB keeps the worst
    // theme under the second a fuzzed input may take in a debug build (4 MB took 1.8 s, 1 MB 1.1 s).
    static let expandedSizeLimit = 256 << 10

    /// Bytes of text and one per tag, sections' contents once, includes not counted.
    private static func ownSize(_ nodes: [TemplateNode]) -> Int {
        nodes.reduce(0) { total, node in
            switch node {
            case .text(let text): total + text.utf8.count
            case .value: total + 1
            case .section(_, _, let children): total + 1 + ownSize(children)
            case .partial: total
            }
        }
    }
}
