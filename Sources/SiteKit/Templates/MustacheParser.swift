/// A template that cannot be compiled, and where.
struct TemplateSyntaxError: Error, Equatable {
    var message: String
    var line: Int
    var column: Int
}

/// Compiles Mustache text (https://mustache.github.io/mustache.5.html and the spec's
/// whitespace rules) into nodes: variables, sections, inverted sections, comments, partials and
/// set-delimiter tags. A standalone tag (alone on its line but for spaces) takes its whole line
/// with it; a standalone partial indents every line of what it includes.
/// Lambdas, dynamic partials, template inheritance and swift-mustache's transforms are refused
/// with an error: a theme's data holds values only ("chosen": nothing in a site needs them).
struct MustacheParser {
    private let bytes: [UInt8]
    private var position = 0
    /// Where the line being read starts, and whether a tag that keeps its line was on it.
    private var lineStart = 0
    private var lineHasTag = false
    private var open: [UInt8] = Array("{{".utf8)
    private var close: [UInt8] = Array("}}".utf8)

    /// How deep sections may nest ("chosen": the built-in theme nests three deep).
    static let sectionDepthLimit = 100

    private struct OpenSection {
        var name: String
        var inverted: Bool
        var nodes: [TemplateNode]
        var offset: Int
    }

    static func parse(_ text: String) throws(TemplateSyntaxError) -> [TemplateNode] {
        var parser = MustacheParser(bytes: Array(text.utf8))
        return try parser.parse()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func parse() throws(TemplateSyntaxError) -> [TemplateNode] {
        var sections = [OpenSection(name: "", inverted: false, nodes: [], offset: 0)]
        func append(_ node: TemplateNode) {
            if case .text(let new) = node, case .text(let old)? = sections[sections.count - 1].nodes.last {
                sections[sections.count - 1].nodes[sections[sections.count - 1].nodes.count - 1] = .text(old + new)
            } else {
                sections[sections.count - 1].nodes.append(node)
            }
        }
        while position < bytes.count {
            guard let tagStart = find(open, from: position) else {
                noteLines(upTo: bytes.count)
                appendText(position, bytes.count, to: append)
                position = bytes.count
                break
            }
            noteLines(upTo: tagStart)
            let tag = try readTag(at: tagStart)
            // A standalone tag's line goes: its indentation, the tag and its line break.
            let standalone = tag.canStandAlone && !lineHasTag && isBlank(lineStart, tagStart) ? lineEnd(after: tag.end) : nil
            appendText(position, standalone == nil ? tagStart : lineStart, to: append)
            switch tag.kind {
            case .comment: break
            case .delimiters(let newOpen, let newClose):
                open = newOpen
                close = newClose
            case .value(let name, let escaped):
                append(.value(TemplateName(name), escaped: escaped))
            case .section(let name, let inverted):
                // Compiling and rendering recurse into sections: a pull request's theme must
                // not nest them until the stack overflows.
                guard sections.count <= Self.sectionDepthLimit else {
                    throw error("sections nest more than \(Self.sectionDepthLimit) deep", at: tagStart)
                }
                sections.append(OpenSection(name: name, inverted: inverted, nodes: [], offset: tagStart))
            case .close(let name):
                guard sections.count > 1 else {
                    throw error("a closing tag has no opening tag ({{/\(name)}})", at: tagStart)
                }
                let section = sections.removeLast()
                guard section.name == name else {
                    throw error("a section is closed with the wrong name ({{/\(name)}} must match {{#\(section.name)}})", at: tagStart)
                }
                append(.section(TemplateName(section.name), inverted: section.inverted, section.nodes))
            case .partial(let name):
                let place = location(of: tagStart)
                append(.partial(name, indentation: standalone == nil ? "" : text(lineStart, tagStart), line: place.line, column: place.column))
            }
            if let next = standalone {
                position = next
                lineStart = next
                lineHasTag = false
            } else {
                position = tag.end
                lineHasTag = true
            }
        }
        if sections.count > 1 {
            let section = sections[sections.count - 1]
            throw error("a section opened with {{\(section.inverted ? "^" : "#")\(section.name)}} is never closed", at: section.offset)
        }
        return sections[0].nodes
    }

    // MARK: Tags

    private enum TagKind {
        case value(String, escaped: Bool)
        case section(String, inverted: Bool)
        case close(String)
        case partial(String)
        case comment
        case delimiters([UInt8], [UInt8])
    }

    private struct Tag {
        var kind: TagKind
        /// Just past the closing delimiter.
        var end: Int
        var canStandAlone: Bool {
            if case .value = kind { false } else { true }
        }
    }

    private func readTag(at start: Int) throws(TemplateSyntaxError) -> Tag {
        let contentStart = start + open.count
        let sigil = contentStart < bytes.count ? bytes[contentStart] : 0
        // `{{{name}}}` needs its own closing brace.
        let closing = sigil == UInt8(ascii: "{") ? [UInt8(ascii: "}")] + close : sigil == UInt8(ascii: "=") ? [UInt8(ascii: "=")] + close : close
        guard let contentEnd = find(closing, from: contentStart + (sigil == UInt8(ascii: "{") || sigil == UInt8(ascii: "=") ? 1 : 0)) else {
            throw error("a tag is not closed with '\(String(decoding: close, as: UTF8.self))'", at: start)
        }
        let end = contentEnd + closing.count
        let body = text(contentStart + 1, contentEnd).trimmingSpaces
        func name(_ text: String) throws(TemplateSyntaxError) -> String {
            guard !text.isEmpty else { throw error("a tag has no name", at: start) }
            if text.contains("(") || text.contains(")") {
                throw error("'\(text)' is a transform; StateDocs templates show values only, without transforms", at: start)
            }
            if text != ".", text.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) {
                throw error("'\(text)' is not a name (keys separated by single dots, or '.')", at: start)
            }
            return text
        }
        switch sigil {
        case UInt8(ascii: "!"):
            return Tag(kind: .comment, end: end)
        case UInt8(ascii: "#"), UInt8(ascii: "^"):
            return Tag(kind: .section(try name(body), inverted: sigil == UInt8(ascii: "^")), end: end)
        case UInt8(ascii: "/"):
            return Tag(kind: .close(try name(body)), end: end)
        case UInt8(ascii: ">"):
            guard !body.isEmpty else { throw error("a partial tag has no template name", at: start) }
            if body.hasPrefix("*") { throw error("dynamic partials ({{>*name}}) are not supported", at: start) }
            return Tag(kind: .partial(body), end: end)
        case UInt8(ascii: "{"), UInt8(ascii: "&"):
            return Tag(kind: .value(try name(body), escaped: false), end: end)
        case UInt8(ascii: "<"), UInt8(ascii: "$"):
            throw error("template inheritance ({{<parent}}, {{$block}}) is not supported; use partials ({{>name}})", at: start)
        case UInt8(ascii: "="):
            let parts = body.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
                throw error("a set-delimiter tag needs two delimiters: {{=<% %>=}}", at: start)
            }
            return Tag(kind: .delimiters(Array(parts[0].utf8), Array(parts[1].utf8)), end: end)
        default:
            return Tag(kind: .value(try name(text(contentStart, contentEnd).trimmingSpaces), escaped: true), end: end)
        }
    }

    // MARK: Bytes

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
        var index = start
        while index <= bytes.count - needle.count {
            if bytes[index] == needle[0] && bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// Notes the line breaks of template text read up to `end`.
    private mutating func noteLines(upTo end: Int) {
        guard let last = bytes[position..<end].lastIndex(of: UInt8(ascii: "\n")) else { return }
        lineStart = last + 1
        lineHasTag = false
    }

    private func isBlank(_ start: Int, _ end: Int) -> Bool {
        bytes[start..<end].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// Past the line break that ends the line at `index` when only spaces come before it
    /// (or the template ends); nil when anything else follows on the line.
    private func lineEnd(after index: Int) -> Int? {
        var index = index
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        if index == bytes.count { return index }
        if bytes[index] == UInt8(ascii: "\n") { return index + 1 }
        if bytes[index] == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { return index + 2 }
        return nil
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }

    private func appendText(_ start: Int, _ end: Int, to append: (TemplateNode) -> Void) {
        if end > start { append(.text(text(start, end))) }
    }

    private func error(_ message: String, at offset: Int) -> TemplateSyntaxError {
        let place = location(of: offset)
        return TemplateSyntaxError(message: message, line: place.line, column: place.column)
    }

    /// Line and column (in characters) of a byte offset, from 1.
    private func location(of offset: Int) -> (line: Int, column: Int) {
        let before = bytes[..<offset]
        let line = before.count(where: { $0 == UInt8(ascii: "\n") }) + 1
        let start = (before.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
        return (line, text(start, offset).count + 1)
    }
}
