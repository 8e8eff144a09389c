import Diagnostics
import Yams

/// The YAML block at the top of an article, between `---` lines.
///
/// ```yaml
/// ---
/// title: Why my sheet shows a stale value
/// summary: One sentence for indexes and feeds.
/// date: 2026-01-15
/// tags: [sheet, state]
/// draft: false
/// slug: stale-sheet        # optional; defaults to the file name
/// ---
/// ```
public struct FrontMatter: Hashable, Sendable, Encodable {
    public var title: String
    public var summary: String
    /// `YYYY-MM-DD`, optionally followed by a time; sorts chronologically as text.
    public var date: String
    public var tags: [String]
    /// When the article last changed (`lastmod:`); empty to take it from git history.
    public var lastmod = ""
    public var draft: Bool
    public var slug: String?
    /// File line of the `slug:` key, for diagnostics about the slug.
    public var slugLine: Int?
    /// `source-hash:`: which version of its source a translation was last checked against.
    public var recordedSourceHash: RecordedSourceHash?

    public init(title: String, summary: String = "", date: String = "", tags: [String] = [], draft: Bool = false, slug: String? = nil) {
        self.title = title
        self.summary = summary
        self.date = date
        self.tags = tags
        self.draft = draft
        self.slug = slug
    }

    /// Bytes a slug or tag may use: file systems allow 255 per name, less `.html` and room.
    public static let longestName = 200
}

/// A translation's `source-hash:` value and the file line it is on.
public struct RecordedSourceHash: Hashable, Sendable, Encodable {
    public var value: String
    public var line: Int

    public init(value: String, line: Int) {
        self.value = value
        self.line = line
    }
}

/// An article file split into its front matter and its Markdown body.
public struct FrontMatterSplit: Sendable {
    public var frontMatter: FrontMatter
    public var body: String
    /// Lines of the file before the body (the front matter and its fences).
    public var bodyLineOffset: Int
    /// Bytes of the file before the body.
    public var bodyByteOffset = 0
    public var warnings: [Diagnostic]

    /// Splits and validates; throws every problem as a diagnostic at its file line.
    public static func parse(_ text: String, file: String) throws -> FrontMatterSplit {
        let fenced: FrontMatterFences.Fenced
        switch FrontMatterFences.scan(text) {
        case .none:
            throw DiagnosticsError([.error(
                "missing front matter: an article starts with a '---' line, then 'title: ...', then '---'",
                file: file, line: 1, column: 1, id: .frontMatterMissing)])
        case .unclosed:
            throw DiagnosticsError([.error("front matter is not closed: add a '---' line after it", file: file, line: 1, column: 1, id: .frontMatterUnclosed)])
        case .fenced(let found):
            fenced = found
        }
        let body = String(Substring(text.utf8[fenced.bodyStart...]))
        // The YAML starts on file line 2.
        let offset = 1
        let document = try FrontMatterFields.read(fenced.yamlLines, file: file)
        let mapping: FrontMatterFields
        switch document {
        case .empty:
            throw DiagnosticsError([.error("front matter is empty: it needs at least 'title: ...'", file: file, line: 1, id: .frontMatterShape)])
        case .notMapping(let at):
            throw DiagnosticsError([.error("front matter must be a mapping of 'key: value' lines", file: file, line: at.map { $0.line + offset } ?? 1, id: .frontMatterShape)])
        case .fields(let fields):
            mapping = fields
        }

        var errors: [Diagnostic] = []
        var warnings: [Diagnostic] = []
        func line(_ at: FrontMatterFields.Position?) -> Int { (at?.line ?? 0) + offset }
        func fail(_ message: String, _ value: FrontMatterFields.Value?) {
            errors.append(.error(message, file: file, line: line(value?.position), column: value?.position?.column, id: .frontMatterValue))
        }
        func textValue(_ key: String) -> String? {
            guard let value = mapping.values[key] else { return nil }
            guard let string = value.text else { fail("'\(key)' must be text", value); return nil }
            return string
        }

        for key in mapping.keys {
            if let name = key.name, !knownKeys.contains(name) {
                warnings.append(.warning(ConfigurationReference.unknownKeyMessage(name, kind: "front matter key", known: ConfigurationReference.frontMatter),
                                         file: file, line: line(key.at), column: key.at?.column, id: .frontMatterUnknown))
            }
        }

        let title = textValue("title")?.trimmingSpaces ?? ""
        if mapping.values["title"] == nil {
            errors.append(.error("front matter has no 'title'", file: file, line: 1, column: 1, id: .frontMatterTitle))
        } else if title.isEmpty, errors.isEmpty {
            fail("'title' is empty", mapping.values["title"])
        }
        var matter = FrontMatter(title: title)
        matter.summary = textValue("summary")?.trimmingSpaces ?? ""
        if let date = textValue("date") {
            if isDate(date) { matter.date = date } else { fail("'date' must be a real date like 2026-01-31, optionally with a time (2026-01-31 09:30, 2026-01-31T09:30:00+08:00), not '\(date)'", mapping.values["date"]) }
        }
        if let tags = mapping.values["tags"] {
            if case .sequence(let sequence, _) = tags {
                var slugs: [String] = []
                for tag in sequence {
                    guard let name = tag.text?.trimmingSpaces, !name.isEmpty else { fail("each tag must be a non-empty word", tag); continue }
                    let slug = TagName.slug(name)
                    if slug.isEmpty { fail("tag '\(name)' has no letters or digits", tag); continue }
                    if slug.utf8.count > FrontMatter.longestName {
                        fail("tag is too long for a file name (its page would be tags/<\(slug.utf8.count) bytes>.html; at most \(FrontMatter.longestName))", tag)
                        continue
                    }
                    if !slugs.contains(slug) {
                        slugs.append(slug)
                        matter.tags.append(name)
                    }
                }
            } else if let single = tags.text {
                matter.tags = single.split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
                if matter.tags.contains(where: { TagName.slug($0).utf8.count > FrontMatter.longestName }) {
                    fail("a tag is too long for a file name (at most \(FrontMatter.longestName) bytes)", tags)
                }
            } else {
                fail("'tags' must be a list, e.g. [state, sheet]", tags)
            }
        }
        if let lastmod = textValue("lastmod") {
            if isDate(lastmod) { matter.lastmod = lastmod } else { fail("'lastmod' must look like 2026-01-31 (optionally with a time), not '\(lastmod)'", mapping.values["lastmod"]) }
        }
        if let draft = mapping.values["draft"] {
            if case .scalar(let text, plain: true, _) = draft, let flag = YAMLScalar.bool(plainText: text) { matter.draft = flag } else { fail("'draft' must be true or false", draft) }
        }
        if let slug = textValue("slug") {
            matter.slug = slug
            matter.slugLine = line(mapping.values["slug"]?.position)
        }
        matter.recordedSourceHash = mapping.recordedSourceHash(lineOffset: offset)
        if !errors.isEmpty { throw DiagnosticsError(errors + warnings) }
        var split = FrontMatterSplit(frontMatter: matter, body: body, bodyLineOffset: fenced.closingLine, warnings: warnings)
        split.bodyByteOffset = fenced.bodyByteOffset
        return split
    }

    static let knownKeys = Set(ConfigurationReference.frontMatter.map(\.name))

    private static func isDate(_ text: String) -> Bool { FrontMatterDate(text) != nil }
}

extension String {
    public var trimmingSpaces: String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
