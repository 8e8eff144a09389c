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

    private var index: RecordLog { RecordLog(path: folder.path + "/index", version: Self.version) }
    func htmlPath(_ key: String) -> String { folder.path + "/" + key + ".html" }

    /// The bodies of the index, their HTML left on disk; empty when the index is missing,
    /// from another version, or damaged.
    func load(outputs: [String: SiteMemory.Output]) -> SiteMemory.State {
        var state = SiteMemory.State(outputs: outputs)
        guard let records = index.load() else { return state }
        state.bodies.reserveCapacity(records.count)
        for (key, record) in records {
            var reader = ByteReader(record)
            guard let body = Self.decode(&reader) else { return SiteMemory.State(outputs: outputs) }
            state.bodies[key] = body
        }
        state.encodedBodies = records
        state.storedBodies = Set(records.keys)
        return state
    }

    func html(forKey key: String) -> String? {
        FileManager.default.contents(atPath: htmlPath(key)).flatMap { String(validating: $0, as: UTF8.self) }
    }

    /// Writes the HTML of bodies not stored yet, adds them to the index and takes the bodies
    /// of `dropped` that are gone out of it (the index's records of the others stay as they
    /// are). Returns every body's record.
    func save(_ state: SiteMemory.State, dropped: Set<String>) -> [String: ArraySlice<UInt8>] {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let new = state.bodies.keys.filter { !state.storedBodies.contains($0) }.sorted()
        _ = new.concurrentMap { key in try? FastFiles.write(state.bodies[key]!.html, to: htmlPath(key)) }
        var records: [String: ArraySlice<UInt8>] = [:]
        records.reserveCapacity(state.bodies.count)
        var changed = Set<String>()
        for (key, body) in state.bodies {
            if state.storedBodies.contains(key), let record = state.encodedBodies[key] {
                records[key] = record
                continue
            }
            var writer = ByteWriter()
            Self.encode(body, into: &writer)
            records[key] = writer.bytes[...]
            changed.insert(key)
        }
        let removed = dropped.filter { state.bodies[$0] == nil }
        index.save(records, changed: changed, removed: removed)
        for key in removed { unlink(htmlPath(key)) }
        return records
    }

    static let version = "bodies 4"

    private static func encode(_ body: ArticleBody, into writer: inout ByteWriter) {
        writer.int(body.headings.count)
        for heading in body.headings { writer.int(heading.level); writer.string(heading.text); writer.string(heading.anchor) }
        writer.int(body.links.count)
        for link in body.links { writer.string(link.destination); writer.int(link.line); writer.int(link.column) }
        writer.byteArray(body.searchTerms.words.bytes)
        writer.int32Array(body.searchTerms.words.ends)
        writer.uint64Array(body.searchTerms.cjk)
        writer.int(body.searchTerms.headings.count)
        for heading in body.searchTerms.headings { writer.string(heading.text); writer.string(heading.anchor) }
    }

    private static func decode(_ reader: inout ByteReader) -> ArticleBody? {
        guard let headingCount = reader.count(ofRecordsAtLeast: 24) else { return nil }
        var headings: [ArticleBody.Heading] = []
        headings.reserveCapacity(headingCount)
        for _ in 0..<headingCount {
            guard let level = reader.int(), let text = reader.string(), let anchor = reader.string() else { return nil }
            headings.append(.init(level: level, text: text, anchor: anchor))
        }
        guard let linkCount = reader.count(ofRecordsAtLeast: 24) else { return nil }
        var links: [ArticleBody.LinkReference] = []
        links.reserveCapacity(linkCount)
        for _ in 0..<linkCount {
            guard let destination = reader.string(), let line = reader.int(), let column = reader.int() else { return nil }
            links.append(.init(destination: destination, line: line, column: column))
        }
        guard let wordBytes = reader.byteArray(), let wordEnds = reader.int32Array(),
              let words = TermList(bytes: wordBytes, ends: wordEnds) else { return nil }
        guard let cjk = reader.uint64Array() else { return nil }
        guard let termHeadingCount = reader.count(ofRecordsAtLeast: 16) else { return nil }
        var termHeadings: [(text: String, anchor: String)] = []
        termHeadings.reserveCapacity(termHeadingCount)
        for _ in 0..<termHeadingCount {
            guard let text = reader.string(), let anchor = reader.string() else { return nil }
            termHeadings.append((text, anchor))
        }
        guard !reader.failed else { return nil }
        return ArticleBody(html: "", headings: headings, links: links,
                           searchTerms: SearchIndex.Terms(words: words, cjk: cjk, headings: termHeadings), diagnostics: [])
    }
}
