import Foundation
import FolderSafety

/// Article bodies on disk, for the next `build` process: one index with what every page
/// needs of every body (headings, links), one log with every body's HTML, read only when a
/// page whose body was not rendered in this build is rendered again (a template changed, or a
/// retitled article's neighbours), and one with every body's search terms, read only when a
/// search index needs the terms of a page whose body was not rendered (indexed anew, or a
/// retitled page): an edit of one article's text reads neither.
///
/// The HTML is one file, not a file per body: on ext4 without a journal, creating thousands
/// of files soon after thousands were deleted (every body of the last build, after a change
/// that reaches them all) made the kernel skip each recently freed inode, one by one, and
/// saving 2,000 bodies took over a second of system time (issue #12, measured with `perf`).
struct BodyStore: Sendable {
    let folder: URL
    private let storedHTML: LazyRecords
    private let storedTerms: LazyRecords

    init(cacheDirectory: URL) {
        folder = cacheDirectory.appendingPathComponent("site-bodies")
        storedHTML = LazyRecords(RecordLog(path: folder.path + "/html", version: Self.htmlVersion))
        storedTerms = LazyRecords(RecordLog(path: folder.path + "/terms", version: Self.termsVersion))
    }

    private var index: RecordLog { RecordLog(path: folder.path + "/index", version: Self.version) }

    /// The bodies of the index, their HTML left on disk; empty when the index is missing,
    /// from another version, or damaged.
    func load(outputs: [String: SiteMemory.Output]) -> SiteMemory.State {
        var state = SiteMemory.State(outputs: outputs)
        guard let records = index.load() else {
            removeFilesOfTheOldLayout()
            return state
        }
        state.bodies.reserveCapacity(records.count)
        for (key, record) in records {
            var reader = ByteReader(record)
            guard let body = Self.decode(&reader, key: key) else { return SiteMemory.State(outputs: outputs) }
            state.bodies[key] = body
        }
        state.encodedBodies = records
        state.storedBodies = Set(records.keys)
        return state
    }

    /// Whether the HTML of the body with `key` is stored (it may have been lost with a damaged log).
    func hasHTML(forKey key: String) -> Bool { storedHTML.records?[key] != nil }

    func html(forKey key: String) -> String? {
        storedHTML.records?[key].flatMap { String(validating: $0, as: UTF8.self) }
    }

    /// Whether the search terms of the body with `key` are stored whole (checked, not decoded).
    func hasSearchTerms(forKey key: String) -> Bool {
        guard let record = storedTerms.records?[key] else { return false }
        var reader = ByteReader(record)
        return Self.skipTerms(&reader) && !reader.failed && reader.atEnd
    }

    /// The search terms of the body with `key`; nil when they are not stored whole.
    func searchTerms(forKey key: String) -> SearchIndex.Terms? {
        guard let record = storedTerms.records?[key] else { return nil }
        var reader = ByteReader(record)
        guard let terms = Self.decodeTerms(&reader), reader.atEnd else { return nil }
        return terms
    }

    /// Writes the HTML of bodies not stored yet, adds them to the index and takes the bodies
    /// of `dropped` that are gone out of it (the index's records of the others stay as they
    /// are). Returns every body's record.
    func save(_ state: SiteMemory.State, dropped: Set<String>) -> [String: ArraySlice<UInt8>] {
        try? OwnedFolders.make(folder, beneath: folder.deletingLastPathComponent())
        var records: [String: ArraySlice<UInt8>] = [:]
        records.reserveCapacity(state.bodies.count)
        var changed = Set<String>()
        var newHTML: [String: String.UTF8View] = [:]
        var newTerms: [String: [UInt8]] = [:]
        var liveHTML = 0, liveTerms = 0
        for (key, body) in state.bodies {
            if state.storedBodies.contains(key), let record = state.encodedBodies[key] {
                records[key] = record
                var reader = ByteReader(record)
                liveHTML += RecordLog.size(key: key, payload: reader.int() ?? 0)
                liveTerms += RecordLog.size(key: key, payload: reader.int() ?? 0)
                continue
            }
            let terms: [UInt8]
            switch body.searchTerms {
            case .terms(let made):
                var writer = ByteWriter()
                Self.encode(made, into: &writer)
                terms = writer.bytes
            case .stored(let storedKey):
                terms = storedTerms.records?[storedKey].map(Array.init) ?? []
            }
            var writer = ByteWriter()
            Self.encode(body, termsSize: terms.count, into: &writer)
            records[key] = writer.bytes[...]
            changed.insert(key)
            if !state.storedBodies.contains(key) {
                newHTML[key] = body.html.utf8
                newTerms[key] = terms
            }
            liveHTML += RecordLog.size(key: key, payload: body.html.utf8.count)
            liveTerms += RecordLog.size(key: key, payload: terms.count)
        }
        let removed = dropped.filter { state.bodies[$0] == nil }
        // The HTML and terms first: a body the index lists whose HTML or terms are missing is
        // rendered again.
        storedHTML.log.save(puts: newHTML, removed: removed, liveSize: liveHTML) {
            Self.allRecords(newHTML, of: state, stored: storedHTML) { String(decoding: $0, as: UTF8.self).utf8 }
        }
        storedTerms.log.save(puts: newTerms, removed: removed, liveSize: liveTerms) {
            Self.allRecords(newTerms, of: state, stored: storedTerms) { Array($0) }
        }
        index.save(records, changed: changed, removed: removed)
        return records
    }

    /// Every live body's record of a log about to be written anew: the new ones, and the
    /// others as the log holds them.
    private static func allRecords<Payload>(_ new: [String: Payload], of state: SiteMemory.State, stored: LazyRecords,
                                            _ payload: (ArraySlice<UInt8>) -> Payload) -> [String: Payload] {
        var all = new
        guard all.count < state.bodies.count, let records = stored.records else { return all }
        for key in state.bodies.keys where all[key] == nil {
            if let record = records[key] { all[key] = payload(record) }
        }
        return all
    }

    /// Before the HTML log, each body's HTML was a file of its own in the same folder.
    private func removeFilesOfTheOldLayout() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasSuffix(".html") { unlink(folder.path + "/" + name) }
    }

    static let version = "bodies 7"
    static let htmlVersion = "body html 1"
    static let termsVersion = "body terms 1"

    /// The lengths of the HTML and of the terms come first: what the body takes in the HTML
    /// and terms logs (`save`).
    private static func encode(_ body: ArticleBody, termsSize: Int, into writer: inout ByteWriter) {
        writer.int(body.html.utf8.count)
        writer.int(termsSize)
        writer.int(body.headings.count)
        for heading in body.headings { writer.int(heading.level); writer.string(heading.text); writer.string(heading.anchor) }
        writer.int(body.links.count)
        for link in body.links { writer.string(link.destination); writer.int(link.line); writer.int(link.column) }
    }

    private static func encode(_ terms: SearchIndex.Terms, into writer: inout ByteWriter) {
        writer.byteArray(terms.words.bytes)
        writer.int32Array(terms.words.ends)
        writer.uint64Array(terms.cjk)
        writer.int(terms.headings.count)
        for heading in terms.headings { writer.string(heading.text); writer.string(heading.anchor) }
        writer.int(terms.passages.count)
        for passage in terms.passages { writer.string(passage.text); writer.int(passage.section ?? -1) }
    }

    private static func decode(_ reader: inout ByteReader, key: String) -> ArticleBody? {
        guard reader.int() != nil, reader.int() != nil else { return nil }
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
        guard !reader.failed, reader.atEnd else { return nil }
        return ArticleBody(html: "", headings: headings, links: links, searchTerms: .stored(key: key), diagnostics: [])
    }

    private static func decodeTerms(_ reader: inout ByteReader) -> SearchIndex.Terms? {
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
        guard let passageCount = reader.count(ofRecordsAtLeast: 16) else { return nil }
        var passages: [(text: String, section: Int?)] = []
        passages.reserveCapacity(passageCount)
        for _ in 0..<passageCount {
            guard let text = reader.string(), let section = reader.int() else { return nil }
            passages.append((text, section < 0 ? nil : section))
        }
        return reader.failed ? nil : SearchIndex.Terms(words: words, cjk: cjk, headings: termHeadings, passages: passages)
    }

    /// Moves past what `decodeTerms` reads, checking what it would check, without making
    /// its arrays and strings (`hasSearchTerms`).
    private static func skipTerms(_ reader: inout ByteReader) -> Bool {
        guard let wordBytes = reader.byteSlice(), let wordEnds = reader.int32Array(),
              TermList.endsAreValid(wordEnds, byteCount: wordBytes.count), reader.skipNumbers(of: UInt64.self) else { return false }
        guard let headingCount = reader.count(ofRecordsAtLeast: 16) else { return false }
        for _ in 0..<headingCount { guard reader.byteSlice() != nil, reader.byteSlice() != nil else { return false } }
        guard let passageCount = reader.count(ofRecordsAtLeast: 16) else { return false }
        for _ in 0..<passageCount { guard reader.byteSlice() != nil, reader.int() != nil else { return false } }
        return true
    }
}

/// A record log read at most once, by whichever thread first needs it.
struct LazyRecords: Sendable {
    let log: RecordLog
    private let loaded: ComputedOnce<[String: ArraySlice<UInt8>]?>

    init(_ log: RecordLog) {
        self.log = log
        loaded = ComputedOnce { log.load() }
    }

    /// The live records; nil when the log is missing or damaged.
    var records: [String: ArraySlice<UInt8>]? { loaded.wrappedValue }
}
