/// A theme's templates, compiled once: each one's partials are put in place (indented as their
/// standalone tags are), so rendering a page only walks nodes and looks up keys.
struct TemplateSet: Sendable {
    private var compiled: [String: [TemplateNode]] = [:]

    /// `sources` are parsed templates by name. Include cycles must have been refused before
    /// (`TemplateIncludes`); a partial naming no template renders nothing, as the spec says.
    init(_ sources: [String: [TemplateNode]]) {
        var resolved: [String: [TemplateNode]] = [:]
        // A cycle the include check missed ends here rather than in a stack overflow.
        var resolving: Set<String> = []
        func resolve(_ name: String) -> [TemplateNode] {
            if let done = resolved[name] { return done }
            guard resolving.insert(name).inserted else { return [] }
            let nodes = (sources[name] ?? []).flatMap(expand)
            resolving.remove(name)
            resolved[name] = nodes
            return nodes
        }
        func expand(_ node: TemplateNode) -> [TemplateNode] {
            switch node {
            case .partial(let name, let indentation, _, _):
                let nodes = resolve(name)
                return indentation.isEmpty ? nodes : Self.indent(nodes, by: indentation)
            case .section(let name, let inverted, let children):
                return [.section(name, inverted: inverted, children.flatMap(expand))]
            case .text, .value:
                return [node]
            }
        }
        // In name order, so that where a cycle is cut does not depend on hashing.
        for name in sources.keys.sorted() { _ = resolve(name) }
        compiled = resolved
    }

    func contains(_ name: String) -> Bool { compiled[name] != nil }

    /// The template's output for these values; empty for an unknown template.
    func render(_ name: String, _ values: TemplateObject, capacity: Int = 0) -> String {
        var output = ""
        output.reserveCapacity(capacity)
        var stack: [TemplateValue] = [.object(values)]
        Self.render(compiled[name] ?? [], stack: &stack, into: &output)
        return output
    }

    private static func render(_ nodes: [TemplateNode], stack: inout [TemplateValue], into output: inout String) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .value(let name, let escaped):
                switch lookUp(name, in: stack) {
                case .text(let text)?: output += escaped ? HTML.escape(text) : text
                case .number(let number)?: output += String(number)
                case .flag(let flag)?: output += flag ? "true" : "false"
                case .list?, .object?, nil: break
                }
            case .section(let name, let inverted, let children):
                let value = lookUp(name, in: stack)
                if inverted {
                    if isEmpty(value) { render(children, stack: &stack, into: &output) }
                    continue
                }
                switch value {
                case nil, .flag(false)?: break
                case .flag(true)?: render(children, stack: &stack, into: &output)
                case .list(let elements)?:
                    for element in elements {
                        stack.append(element)
                        render(children, stack: &stack, into: &output)
                        stack.removeLast()
                    }
                case let value?:
                    stack.append(value)
                    render(children, stack: &stack, into: &output)
                    stack.removeLast()
                }
            case .partial:
                preconditionFailure("partials are put in place when the set is compiled")
            }
        }
    }

    /// Missing, false or an empty list: what an inverted section renders for.
    private static func isEmpty(_ value: TemplateValue?) -> Bool {
        switch value {
        case nil, .flag(false)?: true
        case .list(let elements)?: elements.isEmpty
        default: false
        }
    }

    /// The first key is looked up from the innermost context outwards; the others inside it.
    private static func lookUp(_ name: TemplateName, in stack: [TemplateValue]) -> TemplateValue? {
        guard let first = name.keys.first else { return stack.last }
        var found: TemplateValue?
        for context in stack.reversed() {
            if let value = context[first] {
                found = value
                break
            }
        }
        for key in name.keys.dropFirst() {
            found = found?[key]
        }
        return found
    }

    /// Each line of an included template starts with the standalone tag's indentation
    /// (lines that are empty stay empty), as the spec's "Standalone Indentation" asks.
    private static func indent(_ nodes: [TemplateNode], by indentation: String) -> [TemplateNode] {
        var atLineStart = true
        func walk(_ nodes: [TemplateNode]) -> [TemplateNode] {
            nodes.flatMap { node -> [TemplateNode] in
                switch node {
                case .text(let text):
                    var result = ""
                    for character in text {
                        if atLineStart && character != "\n" && character != "\r\n" { result += indentation }
                        result.append(character)
                        atLineStart = character == "\n" || character == "\r\n"
                    }
                    return [.text(result)]
                case .value:
                    defer { atLineStart = false }
                    return atLineStart ? [.text(indentation), node] : [node]
                case .section(let name, let inverted, let children):
                    return [.section(name, inverted: inverted, walk(children))]
                case .partial:
                    return [node]
                }
            }
        }
        return walk(nodes)
    }
}
