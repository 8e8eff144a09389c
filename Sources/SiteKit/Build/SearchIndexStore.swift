import ContentModel
import Foundation
import FolderSafety

/// The layouts of the last build's search indexes (`SearchIndexLayout`), in the build cache,
/// for the next `build` process to splice an edit into them: a file per index file, so that an
/// edit writes the layouts of the files it changed only (a terms layout is about 0.7 MB at
/// 2,000 pages, a file of entries' a few hundred bytes).
struct SearchIndexStore: Sendable {
    let folder: URL

    init(cacheDirectory: URL) {
        folder = cacheDirectory.appendingPathComponent("search-index-layouts")
        oldFile = cacheDirectory.appendingPathComponent("search-indexes").path
    }

    /// Where the layouts of every index were kept in one file, before.
    private let oldFile: String

    static let version = "search index 3"

    /// The file of the index written at `path` (a site path such as `en/search-index.json`).
    private func file(for path: String) -> String { folder.path + "/" + StableHash.hex(of: path) }

    /// Without the layouts that are missing, from another version, or damaged: those indexes
    /// are then written anew.
    func load() -> [String: SearchIndexLayout] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var layouts: [String: SearchIndexLayout] = [:]
        for name in names.sorted() {
            guard var reader = ByteReader(contentsOf: folder.path + "/" + name), reader.string() == Self.version,
                  let path = reader.string(), file(for: path).hasSuffix("/" + name),
                  let layout = Self.decode(&reader), !reader.failed, reader.atEnd else { continue }
            layouts[path] = layout
        }
        return layouts
    }

    /// Writes the layouts that differ from `before` and removes those of indexes gone.
    func save(_ layouts: [String: SearchIndexLayout], before: [String: SearchIndexLayout]) {
        unlink(oldFile)
        try? OwnedFolders.make(folder, beneath: folder.deletingLastPathComponent())
        for path in layouts.keys.sorted() where layouts[path] != before[path] {
            var writer = ByteWriter()
            writer.string(Self.version)
            writer.string(path)
            Self.encode(layouts[path]!, into: &writer)
            writer.save(to: file(for: path))
        }
        for path in before.keys where layouts[path] == nil { unlink(file(for: path)) }
    }

    private static func encode(_ layout: SearchIndexLayout, into writer: inout ByteWriter) {
        switch layout {
        case .terms(let terms):
            writer.string("terms")
            writer.uint64Array(terms.pageKeys)
            writer.byteArray(terms.postings.terms.bytes)
            writer.int32Array(terms.postings.terms.ends)
            writer.int32Array(terms.postings.bounds)
            writer.int32Array(terms.postings.postings)
            writer.string(terms.contentHash)
        case .pages(let pages):
            writer.string("pages")
            writer.uint64Array(pages.pageKeys)
            writer.int32Array(pages.entryBounds)
            writer.string(pages.contentHash)
        }
    }

    private static func decode(_ reader: inout ByteReader) -> SearchIndexLayout? {
        switch reader.string() {
        case "terms":
            guard let pageKeys = reader.uint64Array(), let termBytes = reader.byteArray(), let termEnds = reader.int32Array(),
                  let terms = TermList(bytes: termBytes, ends: termEnds), let bounds = reader.int32Array(), let postings = reader.int32Array(),
                  let merged = Postings(terms: terms, bounds: bounds, postings: postings), let contentHash = reader.string() else { return nil }
            return .terms(SearchTermsLayout(pageKeys: pageKeys, postings: merged, contentHash: contentHash))
        case "pages":
            guard let pageKeys = reader.uint64Array(), let entryBounds = reader.int32Array(), let contentHash = reader.string() else { return nil }
            return .pages(SearchPagesLayout(pageKeys: pageKeys, entryBounds: entryBounds, contentHash: contentHash))
        default:
            return nil
        }
    }
}
