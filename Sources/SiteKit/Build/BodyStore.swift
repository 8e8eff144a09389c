import ConcurrentMap
import Foundation

/// Article bodies on disk, for the next `build` process: one index with what every page
/// needs of every body (headings, links, search terms), and each body's HTML in a file of its
/// own, read only for the pages that are rendered again.
struct BodyStore: Sendable {
    let folder: URL

    init(cacheDirectory: URL) {
        folder = cacheDirectory.appendingPathComponent("site-bodies")
    }

    private var indexPath: String { folder.path + "/index" }
    func htmlPath(_ key: String) -> String { folder.path + "/" + key + ".html" }

    /// The bodies of the index, their HTML left on disk; empty when the index is missing or
    /// from another version.
    func load(outputs: [String: SiteMemory.Output]) -> SiteMemory.State {
        guard var reader = ByteReader(contentsOf: indexPath) else { return SiteMemory.State(outputs: outputs) }
        var state = SiteMemory.State(outputs: outputs)
        guard reader.string() == Self.version else { return state }
        while !reader.atEnd {
            guard let key = reader.string() else { return SiteMemory.State(outputs: outputs) }
            let start = reader.offset
            guard let body = Self.decode(&reader) else { return SiteMemory.State(outputs: outputs) }
            state.bodies[key] = body
            state.encodedBodies[key] = reader.bytes(start..<reader.offset)
        }
        state.storedBodies = Set(state.bodies.keys)
        return state
    }

    func html(forKey key: String) -> String? {
        FileManager.default.contents(atPath: htmlPath(key)).flatMap { String(validating: $0, as: UTF8.self) }
    }

    /// Writes the HTML of bodies not stored yet and the index (bodies encoded before are
    /// copied as they are), and removes the bodies of `dropped`. Returns every body encoded.
    func save(_ state: SiteMemory.State, dropped: Set<String>) -> [String: ArraySlice<UInt8>] {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let new = state.bodies.keys.filter { !state.storedBodies.contains($0) }.sorted()
        _ = new.concurrentMap { key in try? FastFiles.write(state.bodies[key]!.html, to: htmlPath(key)) }
        var writer = ByteWriter()
        writer.string(Self.version)
        var records: [(key: String, range: Range<Int>)] = []
        records.reserveCapacity(state.bodies.count)
        for key in state.bodies.keys.sorted() {
            writer.string(key)
            let start = writer.bytes.count
            if let bytes = state.encodedBodies[key] {
                writer.bytes.append(contentsOf: bytes)
            } else {
                Self.encode(state.bodies[key]!, into: &writer)
            }
            records.append((key, start..<writer.bytes.count))
        }
        writer.save(to: indexPath)
        // Slices of the one buffer just written: the next save copies them from there.
        let written = writer.bytes
        var encoded: [String: ArraySlice<UInt8>] = [:]
        encoded.reserveCapacity(records.count)
        for record in records { encoded[record.key] = written[record.range] }
        for key in dropped where state.bodies[key] == nil { unlink(htmlPath(key)) }
        return encoded
    }

    static let version = "bodies 2"

    private static func encode(_ body: ArticleBody, into writer: inout ByteWriter) {
        writer.int(body.headings.count)
        for heading in body.headings { writer.int(heading.level); writer.string(heading.text); writer.string(heading.anchor) }
        writer.int(body.links.count)
        for link in body.links { writer.string(link.destination); writer.int(link.line); writer.int(link.column) }
        writer.byteArray(body.searchTerms.words.bytes)
        writer.int32Array(body.searchTerms.words.ends)
        writer.int(body.searchTerms.cjk.count)
        for key in body.searchTerms.cjk { writer.int(Int(bitPattern: UInt(key))) }
        writer.int(body.searchTerms.headings.count)
        for heading in body.searchTerms.headings { writer.string(heading.text); writer.string(heading.anchor) }
    }

    private static func decode(_ reader: inout ByteReader) -> ArticleBody? {
        var headings: [ArticleBody.Heading] = []
        for _ in 0..<(reader.int() ?? -1).clamped {
            guard let level = reader.int(), let text = reader.string(), let anchor = reader.string() else { return nil }
            headings.append(.init(level: level, text: text, anchor: anchor))
        }
        var links: [ArticleBody.LinkReference] = []
        for _ in 0..<(reader.int() ?? -1).clamped {
            guard let destination = reader.string(), let line = reader.int(), let column = reader.int() else { return nil }
            links.append(.init(destination: destination, line: line, column: column))
        }
        guard let wordBytes = reader.byteArray(), let wordEnds = reader.int32Array(),
              let words = TermList(bytes: wordBytes, ends: wordEnds) else { return nil }
        var cjk: [UInt64] = []
        for _ in 0..<(reader.int() ?? -1).clamped {
            guard let key = reader.int() else { return nil }
            cjk.append(UInt64(UInt(bitPattern: key)))
        }
        var termHeadings: [(text: String, anchor: String)] = []
        for _ in 0..<(reader.int() ?? -1).clamped {
            guard let text = reader.string(), let anchor = reader.string() else { return nil }
            termHeadings.append((text, anchor))
        }
        guard !reader.failed else { return nil }
        return ArticleBody(html: "", headings: headings, links: links,
                           searchTerms: SearchIndex.Terms(words: words, cjk: cjk, headings: termHeadings), diagnostics: [])
    }
}

private extension Int {
    /// A count read from the index: a damaged one gives an empty loop (and `failed` then).
    var clamped: Int { Swift.max(0, self) }
}
