import Foundation

/// The layouts of the last build's search indexes (`SearchIndexLayout`), in the build cache,
/// for the next `build` process to splice an edit into them.
struct SearchIndexStore: Sendable {
    let path: String

    init(cacheDirectory: URL) {
        path = cacheDirectory.appendingPathComponent("search-indexes").path
    }

    static let version = "search indexes 1"

    /// Empty when the file is missing, from another version, or damaged: every index is then
    /// written anew.
    func load() -> [String: SearchIndexLayout] {
        guard var reader = ByteReader(contentsOf: path), reader.string() == Self.version,
              let count = reader.count(ofRecordsAtLeast: 64) else { return [:] }
        var layouts: [String: SearchIndexLayout] = [:]
        for _ in 0..<count {
            guard let file = reader.string(), let pageKeys = reader.uint64Array(), let entryBounds = reader.int32Array(),
                  let termBytes = reader.byteArray(), let termEnds = reader.int32Array(), let terms = TermList(bytes: termBytes, ends: termEnds),
                  let bounds = reader.int32Array(), let postings = reader.int32Array(),
                  let merged = Postings(terms: terms, bounds: bounds, postings: postings),
                  let contentHash = reader.string() else { return [:] }
            layouts[file] = SearchIndexLayout(pageKeys: pageKeys, entryBounds: entryBounds, postings: merged, contentHash: contentHash)
        }
        return reader.failed ? [:] : layouts
    }

    func save(_ layouts: [String: SearchIndexLayout]) {
        var writer = ByteWriter()
        writer.string(Self.version)
        writer.int(layouts.count)
        for file in layouts.keys.sorted() {
            let layout = layouts[file]!
            writer.string(file)
            writer.uint64Array(layout.pageKeys)
            writer.int32Array(layout.entryBounds)
            writer.byteArray(layout.postings.terms.bytes)
            writer.int32Array(layout.postings.terms.ends)
            writer.int32Array(layout.postings.bounds)
            writer.int32Array(layout.postings.postings)
            writer.string(layout.contentHash)
        }
        writer.save(to: path)
    }
}
