import Foundation

/// Every term of a search index in byte order, each with its pages in ascending order.
struct Postings: Sendable, Equatable {
    private(set) var terms = TermList()
    /// Term `t`'s pages are `postings[bounds[t]..<bounds[t + 1]]`.
    private(set) var bounds: [Int32] = [0]
    private(set) var postings: [Int32] = []

    init(capacity: Int = 0) { postings.reserveCapacity(capacity) }

    /// Read back from storage: nil unless the bounds rise within `postings` and end with it.
    init?(terms: TermList, bounds: [Int32], postings: [Int32]) {
        guard bounds.count == terms.count + 1, bounds.first == 0, Int(bounds.last!) == postings.count,
              zip(bounds, bounds.dropFirst()).allSatisfy({ $0 <= $1 }) else { return nil }
        self.terms = terms
        self.bounds = bounds
        self.postings = postings
    }

    /// Adds a term after every term there is (the caller keeps byte order).
    mutating func append<Pages: Collection<Int32>>(_ term: UnsafeBufferPointer<UInt8>, pages: Pages) {
        terms.append(term)
        postings.append(contentsOf: pages)
        bounds.append(Int32(postings.count))
    }

    func pages(of term: Int) -> ArraySlice<Int32> {
        postings[Int(bounds[term])..<Int(bounds[term + 1])]
    }
}

/// Where the parts of a written search index file lie: what the next build needs to splice in
/// the pages an edit changed, rather than index every page of the language again (issue #32:
/// a one-page edit re-renders only what the edit reaches). Byte for byte, a spliced file is the
/// file written anew (`SearchIndexSpliceTests`).
///
/// A language's index is a file of terms and files of entries (`SearchIndex.pagesPerShard`
/// pages each), so an edit rewrites the terms and the one file that holds its page's entry.
enum SearchIndexLayout: Sendable, Equatable {
    case terms(SearchTermsLayout)
    case pages(SearchPagesLayout)

    /// Per page of the file, what changes when its entry or its terms change (`SearchIndex.Page.key`).
    var pageKeys: [UInt64] {
        switch self {
        case .terms(let layout): layout.pageKeys
        case .pages(let layout): layout.pageKeys
        }
    }

    /// The file's hash as the build records it (`SiteMemory.Output.contentHash`): a layout
    /// is used only with the very file it describes.
    var contentHash: String {
        switch self {
        case .terms(let layout): layout.contentHash
        case .pages(let layout): layout.contentHash
        }
    }

    /// Beyond this share of changed pages, indexing anew costs about what splicing does
    /// (chosen: each changed page is indexed either way; a splice saves the others).
    static let splicedShare = 4

    /// The pages a splice to `keys` indexes again (those whose key changed); nil when it would
    /// not splice (more or fewer pages than before, or too many changed).
    func pagesToSplice(keys: [UInt64]) -> [Int]? {
        Self.pagesToSplice(from: pageKeys, to: keys)
    }

    /// `pagesToSplice(keys:)` of a file whose pages had `old` keys.
    static func pagesToSplice(from old: [UInt64], to keys: [UInt64]) -> [Int]? {
        guard keys.count == old.count else { return nil }
        let changed = keys.indices.filter { keys[$0] != old[$0] }
        return changed.count * splicedShare <= keys.count ? changed : nil
    }
}

/// The index file's layout: its pages' keys and every term's pages.
struct SearchTermsLayout: Sendable, Equatable {
    var pageKeys: [UInt64]
    var postings: Postings
    var contentHash: String

    /// The terms of the pages with `keys`: these postings with the terms of the pages whose key
    /// changed (at their position) replaced; nil when there are more or fewer pages than
    /// before, or too many changed. `page` is asked only for the changed pages (an unchanged
    /// page's terms may still be in the body store). The file is written whole: its terms are
    /// a few percent of the index, and every page's entry is in the files of entries.
    func spliced(language: Language, keys: [UInt64], page: (Int) throws -> SearchIndex.Page) rethrows -> SearchIndex.Written? {
        guard let changed = SearchIndexLayout.pagesToSplice(from: pageKeys, to: keys) else { return nil }
        var isChanged = [Bool](repeating: false, count: keys.count)
        for id in changed { isChanged[id] = true }

        // The changed pages' terms, each with its changed pages in ascending order.
        var added = TermTable(capacity: 1024)
        var addedPages: [[Int32]] = []
        for id in changed {
            try page(id).terms.forEachTerm { term in
                let index = added.insert(term)
                if index == addedPages.count { addedPages.append([]) }
                addedPages[index].append(Int32(id))
            }
        }
        let addedOrder = added.sortedByBytes()

        // Both lists in byte order, merged; a term left with no page is dropped, as a fresh
        // index never lists it.
        var merged = Postings(capacity: postings.postings.count + changed.count * 64)
        var next = 0
        var kept: [Int32] = []
        for term in 0..<postings.terms.count {
            postings.terms.withTerm(term) { oldTerm in
                while next < addedOrder.count,
                      added.terms.withTerm(addedOrder[next], { TermList.compare($0, oldTerm) }) < 0 {
                    added.terms.withTerm(addedOrder[next]) { merged.append($0, pages: addedPages[addedOrder[next]]) }
                    next += 1
                }
                var extra: ArraySlice<Int32> = []
                if next < addedOrder.count, added.terms.withTerm(addedOrder[next], { TermList.compare($0, oldTerm) }) == 0 {
                    extra = addedPages[addedOrder[next]][...]
                    next += 1
                }
                kept.removeAll(keepingCapacity: true)
                for page in postings.pages(of: term) where !isChanged[Int(page)] {
                    while let first = extra.first, first < page { kept.append(first); extra.removeFirst() }
                    kept.append(page)
                }
                kept += extra
                if !kept.isEmpty { merged.append(oldTerm, pages: kept) }
            }
        }
        for index in addedOrder[next...] {
            added.terms.withTerm(index) { merged.append($0, pages: addedPages[index]) }
        }
        return SearchIndex.writeTerms(language: language, pageKeys: keys, postings: merged, capacity: merged.postings.count * 6 + 4096)
    }
}

/// A file of entries' layout: its pages' keys and where each entry lies.
struct SearchPagesLayout: Sendable, Equatable {
    var pageKeys: [UInt64]
    /// Page `n`'s entry, with the comma before it, is `bytes[entryBounds[n]..<entryBounds[n + 1]]`.
    var entryBounds: [Int32]
    var contentHash: String

    /// Shard `shard` of the pages with `keys`, from `old` (the file this layout describes) with
    /// the entries of the pages whose key changed replaced; nil when there are more or fewer
    /// pages than before, or too many changed. `page` is asked only for the changed pages.
    func spliced(_ old: [UInt8], language: Language, shard: Int, keys: [UInt64], page: (Int) throws -> SearchIndex.Page) rethrows -> SearchIndex.Written? {
        guard entryBounds.count == keys.count + 1, let end = entryBounds.last, Int(end) <= old.count,
              let changed = SearchIndexLayout.pagesToSplice(from: pageKeys, to: keys) else { return nil }
        var changedPages: [Int: SearchIndex.Page] = [:]
        for id in changed { changedPages[id] = try page(id) }
        return SearchIndex.writeShard(language: language, shard: shard, pageKeys: keys, capacity: old.count + 4096) { id, out in
            if let changedPage = changedPages[id] {
                SearchIndex.appendEntry(changedPage, id: id, to: &out)
            } else {
                out += old[Int(entryBounds[id])..<Int(entryBounds[id + 1])]
            }
        }
    }
}
