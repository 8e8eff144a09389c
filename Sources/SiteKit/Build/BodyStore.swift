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
        guard let data = FileManager.default.contents(atPath: indexPath) else { return SiteMemory.State(outputs: outputs) }
        var reader = ByteReader(data)
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
    func save(_ state: SiteMemory.State, dropped: Set<String>) -> [String: [UInt8]] {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let new = state.bodies.keys.filter { !state.storedBodies.contains($0) }.sorted()
        _ = new.concurrentMap { key in try? FastFiles.write(state.bodies[key]!.html, to: htmlPath(key)) }
        var writer = ByteWriter()
        writer.string(Self.version)
        var encoded: [String: [UInt8]] = [:]
        for key in state.bodies.keys.sorted() {
            writer.string(key)
            let bytes = state.encodedBodies[key] ?? {
                var record = ByteWriter()
                Self.encode(state.bodies[key]!, into: &record)
                return record.bytes
            }()
            writer.bytes.append(contentsOf: bytes)
            encoded[key] = bytes
        }
        try? Data(writer.bytes).write(to: URL(fileURLWithPath: indexPath), options: .atomic)
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

/// Little-endian integers and length-prefixed UTF-8 strings.
struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func int(_ value: Int) {
        withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func string(_ text: String) {
        int(text.utf8.count)
        bytes.append(contentsOf: text.utf8)
    }

    mutating func byteArray(_ values: [UInt8]) {
        int(values.count)
        bytes.append(contentsOf: values)
    }

    mutating func int32Array(_ values: [Int32]) {
        int(values.count)
        for value in values { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
    }
}

struct ByteReader {
    private let data: [UInt8]
    private(set) var offset = 0
    private(set) var failed = false

    init(_ data: Data) { self.data = [UInt8](data) }

    var atEnd: Bool { offset >= data.count }

    func bytes(_ range: Range<Int>) -> [UInt8] { Array(data[range]) }

    mutating func int() -> Int? {
        guard offset + 8 <= data.count else { failed = true; return nil }
        let value = data.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: Int64.self) }
        offset += 8
        return Int(Int64(littleEndian: value))
    }

    mutating func byteArray() -> [UInt8]? {
        guard let count = int(), count >= 0, count <= data.count - offset else { failed = true; return nil }
        defer { offset += count }
        return Array(data[offset..<(offset + count)])
    }

    mutating func int32Array() -> [Int32]? {
        guard let count = int(), count >= 0, count <= (data.count - offset) / 4 else { failed = true; return nil }
        let start = offset
        offset += count * 4
        return data.withUnsafeBytes { raw in
            (0..<count).map { Int32(littleEndian: raw.loadUnaligned(fromByteOffset: start + $0 * 4, as: Int32.self)) }
        }
    }

    mutating func string() -> String? {
        // `count` comes from the file: compared without adding, so a damaged one cannot overflow.
        guard let count = int(), count >= 0, count <= data.count - offset else { failed = true; return nil }
        let text = String(decoding: data[offset..<(offset + count)], as: UTF8.self)
        offset += count
        return text
    }
}
