import MarkdownKit

/// The per-language search index, written as a script so the search box works from file://.
///
/// Latin-script text is indexed by lowercase words; CJK text, which has no spaces, by single
/// characters and by overlapping character pairs, so a two-character query finds exactly the
/// articles containing that pair. `search.js` splits queries the same way, and ranks what it
/// finds by where the words occur: title, then section headings, then summary, then text.
struct SearchIndex {
    struct Page {
        var title: String
        /// Relative to the language folder.
        var href: String
        var summary: String
        var terms: Terms
        /// Changes when anything the entry or the terms come from changes (`SearchIndexLayout.pageKeys`).
        var key: UInt64 = 0
    }

    /// An index's bytes and where its parts lie.
    struct Written: Sendable {
        /// The file's bytes: UTF-8 as written, not checked again on the way to the file.
        var bytes: [UInt8]
        var layout: SearchIndexLayout

        var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    /// An article's distinct terms. CJK characters and pairs are kept as numbers (one or two
    /// code points) because hashing them as strings, with Unicode normalization, is slow.
    struct Terms: Sendable {
        var words: TermList
        var cjk: [UInt64]
        /// Section headings (text, anchor), so a query can land on the section that matches.
        var headings: [(text: String, anchor: String)] = []
        /// Paragraphs (text, index in `headings` of their section), for the quote a result shows.
        var passages: [(text: String, section: Int?)] = []

        /// Calls `body` with the UTF-8 of each term: the words, then the CJK characters and pairs.
        func forEachTerm(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
            words.forEach(body)
            var scalarBytes: [UInt8] = []
            for key in cjk {
                scalarBytes.removeAll(keepingCapacity: true)
                Self.appendCJKTerm(key, to: &scalarBytes)
                scalarBytes.withUnsafeBufferPointer(body)
            }
        }

        static func cjkKey(_ first: Unicode.Scalar, _ second: Unicode.Scalar?) -> UInt64 {
            UInt64(first.value) << 32 | UInt64(second?.value ?? 0)
        }

        static func cjkTerm(_ key: UInt64) -> String {
            var bytes: [UInt8] = []
            appendCJKTerm(key, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }

        /// The UTF-8 of the one or two characters of a key.
        static func appendCJKTerm(_ key: UInt64, to bytes: inout [UInt8]) {
            for value in [UInt32(key >> 32), UInt32(key & 0xFFFF_FFFF)] where value != 0 {
                guard let scalar = Unicode.Scalar(value) else { continue }
                bytes.append(contentsOf: UTF8.encode(scalar)!)
            }
        }
    }

    static func terms(title: String, summary: String, text: String) -> Terms {
        var words = TermTable(capacity: 256)
        var cjk = CJKKeySet(capacity: 256)
        for part in [title, summary, text] {
            forEachTerm(in: part, word: { _ = words.insert($0) }, cjk: { cjk.insert(Terms.cjkKey($0, $1)) })
        }
        return Terms(words: words.terms, cjk: cjk.keys)
    }

    /// How much of an article's prose the index quotes from, in UTF-8 bytes: the index is
    /// loaded whole when the reader first searches, so a long article adds its first pages of
    /// text only (chosen, as mdBook's index keeps its sections' text: a quote from where the
    /// words are, not the summary, is worth about as much again as the terms).
    static let passageBudget = 6_000

    /// The paragraphs an article's results may quote, each with its section among the level 2
    /// and 3 `headings` (`Terms.headings`), up to `passageBudget`.
    static func passages(_ passages: [Passage], headings: [Heading]) -> [(text: String, section: Int?)] {
        // The section of heading `n`: the last level 2 or 3 heading at or before it.
        var sectionOfHeading: [Int?] = []
        var section: Int?, sections = 0
        for heading in headings {
            if heading.level == 2 || heading.level == 3 { section = sections; sections += 1 }
            sectionOfHeading.append(section)
        }
        var kept: [(text: String, section: Int?)] = [], budget = passageBudget
        for passage in passages {
            guard budget > 0 else { break }
            budget -= passage.text.utf8.count
            kept.append((passage.text, passage.heading.flatMap { sectionOfHeading[$0] }))
        }
        return kept
    }

    /// Pages per file of entries: an edit rewrites the terms and one such file, not every
    /// entry of the language (chosen: at 64, a shard of the bench corpus is about 260 KB, and
    /// a language of 1,000 pages loads in 17 requests).
    static let pagesPerShard = 64

    /// How many files of entries an index of `pages` pages has.
    static func shardCount(pages: Int) -> Int { (pages + pagesPerShard - 1) / pagesPerShard }

    /// The pages of shard `shard` among `pages`: their positions in the index.
    static func shardRange(_ shard: Int, pages: Int) -> Range<Int> {
        shard * pagesPerShard..<min(pages, (shard + 1) * pagesPerShard)
    }

    /// Shard `shard`'s file name, beside the index (`SitePlan.searchPagesPath`).
    static func shardFileName(_ shard: Int) -> String { "search-pages-\(shard).js" }

    /// The index of `pages` as one text: the terms file, then each file of entries, as a
    /// page that has loaded them all holds them (for tests).
    static func script(language: Language, pages: [Page]) -> String {
        ([written(language: language, pages: pages)] + (0..<shardCount(pages: pages.count)).map { shard in
            writtenShard(language: language, shard: shard, pages: Array(pages[shardRange(shard, pages: pages.count)]))
        }).map(\.text).joined()
    }

    /// The terms of `pages` (the index file), with where its parts lie for the next build's splice.
    static func written(language: Language, pages: [Page]) -> Written {
        // Every page's terms land in one table, and each (term, page) pair in two flat arrays,
        // in page order; a counting sort by term then lays each term's pages out together,
        // still in page order (no array per term to grow).
        var table = TermTable(capacity: 4096)
        var postedTerms: [Int32] = [], postedPages: [Int32] = []
        for (id, page) in pages.enumerated() {
            page.terms.forEachTerm {
                postedTerms.append(Int32(table.insert($0)))
                postedPages.append(Int32(id))
            }
        }
        // Term `t`'s pages are `byTerm[starts[t]..<starts[t + 1]]`.
        var starts = [Int](repeating: 0, count: table.count + 1)
        for term in postedTerms { starts[Int(term) + 1] += 1 }
        for term in 0..<table.count { starts[term + 1] += starts[term] }
        var byTerm = [Int32](repeating: 0, count: postedTerms.count)
        var next = starts
        for (term, page) in zip(postedTerms, postedPages) {
            byTerm[next[Int(term)]] = page
            next[Int(term)] += 1
        }
        // Sorted by code points (not by Unicode collation, which is slow and locale-free anyway).
        var postings = Postings(capacity: byTerm.count)
        for term in table.sortedByBytes() {
            table.terms.withTerm(term) { postings.append($0, pages: byTerm[starts[term]..<starts[term + 1]]) }
        }
        return writeTerms(language: language, pageKeys: pages.map(\.key), postings: postings, capacity: table.count * 24 + 64)
    }

    /// Shard `shard`'s file of entries: `pages` are its pages, in index order.
    static func writtenShard(language: Language, shard: Int, pages: [Page]) -> Written {
        writeShard(language: language, shard: shard, pageKeys: pages.map(\.key), capacity: pages.count * 160) { id, out in
            appendEntry(pages[id], id: id, to: &out)
        }
    }

    /// Page `id`'s entry in the pages array, after a comma unless it is the first: title,
    /// link, summary, section headings, passages.
    static func appendEntry(_ page: Page, id: Int, to out: inout [UInt8]) {
        out += (id > 0 ? ",[" : "[").utf8
        JSON.append(page.title, to: &out)
        out.append(UInt8(ascii: ","))
        JSON.append(page.href, to: &out)
        out.append(UInt8(ascii: ","))
        JSON.append(InlineMarkdown.plain(page.summary), to: &out)
        out += ",[".utf8
        for (n, heading) in page.terms.headings.enumerated() {
            out += (n > 0 ? ",[" : "[").utf8
            JSON.append(heading.text, to: &out)
            out.append(UInt8(ascii: ","))
            JSON.append(heading.anchor, to: &out)
            out.append(UInt8(ascii: "]"))
        }
        out += "],[".utf8
        for (n, passage) in page.terms.passages.enumerated() {
            out += (n > 0 ? ",[" : "[").utf8
            JSON.append(passage.text, to: &out)
            out.append(UInt8(ascii: ","))
            if let section = passage.section { appendDecimal(section, to: &out) } else { out += "-1".utf8 }
            out.append(UInt8(ascii: "]"))
        }
        out += "]]".utf8
    }

    /// The index file: the names of its files of entries, and every term with its pages.
    /// `search.js` loads the files it names, and reads page `n` as the entry `n` of all of them
    /// in order.
    static func writeTerms(language: Language, pageKeys: [UInt64], postings: Postings, capacity: Int) -> Written {
        var out: [UInt8] = []
        out.reserveCapacity(capacity)
        out += "(window.statedocsSearch=window.statedocsSearch||{})[".utf8
        JSON.append(language.code, to: &out)
        out += "]={\"shards\":[".utf8
        for shard in 0..<shardCount(pages: pageKeys.count) {
            if shard > 0 { out.append(UInt8(ascii: ",")) }
            JSON.append(shardFileName(shard), to: &out)
        }
        out += "],\"terms\":{".utf8
        for term in 0..<postings.terms.count {
            if term > 0 { out.append(UInt8(ascii: ",")) }
            postings.terms.withTerm(term) { JSON.append(utf8: $0, to: &out) }
            out += ":[".utf8
            let pages = postings.pages(of: term)
            for position in pages.indices {
                if position > pages.startIndex { out.append(UInt8(ascii: ",")) }
                appendDecimal(Int(pages[position]), to: &out)
            }
            out.append(UInt8(ascii: "]"))
        }
        out += "}};\n".utf8
        let layout = SearchTermsLayout(pageKeys: pageKeys, postings: postings, contentHash: SiteMemory.Output.contentHash(ofUTF8: out))
        return Written(bytes: out, layout: .terms(layout))
    }

    /// A file of entries (`entry` writes its page `n`'s, with the comma before it), and its layout.
    static func writeShard(language: Language, shard: Int, pageKeys: [UInt64], capacity: Int, entry: (Int, inout [UInt8]) -> Void) -> Written {
        var out: [UInt8] = []
        out.reserveCapacity(capacity)
        out += "(window.statedocsSearchPages=window.statedocsSearchPages||{})[".utf8
        JSON.append(language.code + "/" + shardFileName(shard), to: &out)
        out += "]=[".utf8
        var entryBounds: [Int32] = []
        entryBounds.reserveCapacity(pageKeys.count + 1)
        for id in pageKeys.indices {
            entryBounds.append(Int32(out.count))
            entry(id, &out)
        }
        entryBounds.append(Int32(out.count))
        out += "];\n".utf8
        let layout = SearchPagesLayout(pageKeys: pageKeys, entryBounds: entryBounds, contentHash: SiteMemory.Output.contentHash(ofUTF8: out))
        return Written(bytes: out, layout: .pages(layout))
    }

    /// A page number in decimal: an index of 2,000 pages writes hundreds of thousands.
    static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
        guard value >= 10 else { return out.append(UInt8(ascii: "0") + UInt8(value)) }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = value.magnitude
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            } while rest > 0
            out.append(contentsOf: buffer[(20 - count)...])
        }
    }

    /// Words, CJK characters and CJK character pairs of `text`, lowercased, with repeats.
    static func terms(in text: String) -> [String] {
        var terms: [String] = []
        forEachTerm(in: text, word: { terms.append(String(decoding: $0, as: UTF8.self)) },
                    cjk: { terms.append(Terms.cjkTerm(Terms.cjkKey($0, $1))) })
        return terms
    }

    /// Calls `word` with the UTF-8 of each lowercase word and `cjk` for each CJK character
    /// (second nil) and each pair of adjacent CJK characters.
    static func forEachTerm(in text: String, word: (UnsafeBufferPointer<UInt8>) -> Void, cjk: (Unicode.Scalar, Unicode.Scalar?) -> Void) {
        var text = text
        text.withUTF8 { bytes in
            var current: [UInt8] = []
            current.reserveCapacity(64)
            var currentIsASCII = true
            var previousCJK: Unicode.Scalar?
            func flushWord() {
                guard !current.isEmpty else { return }
                if currentIsASCII {
                    current.withUnsafeBufferPointer { word($0) }
                } else {
                    var lowered = String(decoding: current, as: UTF8.self).lowercased()
                    lowered.withUTF8 { word($0) }
                }
                current.removeAll(keepingCapacity: true)
                currentIsASCII = true
            }
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x80 {
                    // ASCII is most of the text (code, English): no Unicode property lookups.
                    previousCJK = nil
                    // A lowercase ASCII word that ends in ASCII is handed over from the text itself.
                    if current.isEmpty, byte.isASCIILowercaseOrDigit {
                        var end = index + 1
                        while end < bytes.count, bytes[end].isASCIILowercaseOrDigit { end += 1 }
                        if end == bytes.count || (bytes[end] < 0x80 && !bytes[end].isASCIIUppercase) {
                            word(UnsafeBufferPointer(rebasing: bytes[index..<end]))
                            index = end
                            continue
                        }
                    }
                    if byte.isASCIIUppercase {
                        current.append(byte.asciiLowercased)
                    } else if byte.isASCIILowercaseOrDigit {
                        current.append(byte)
                    } else {
                        flushWord()
                    }
                    index += 1
                    continue
                }
                // A String holds valid UTF-8: the lead byte says how long the scalar is.
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                var value = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
                let scalar = Unicode.Scalar(value)!
                if isCJK(scalar) {
                    flushWord()
                    cjk(scalar, nil)
                    if let previousCJK { cjk(previousCJK, scalar) }
                    previousCJK = scalar
                } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                    previousCJK = nil
                    current.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<index + length]))
                    currentIsASCII = false
                } else {
                    previousCJK = nil
                    flushWord()
                }
                index += length
            }
            flushWord()
        }
    }

    /// The same ranges as `search.js`.
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xAC00...0xD7AF: true
        default: false
        }
    }
}

enum JSON {
    /// A JSON string literal that is also safe inside a `<script>`.
    static func string(_ text: String) -> String {
        var out: [UInt8] = []
        append(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    static func append(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { append(utf8: $0, to: &out) }
    }

    /// `string` on valid UTF-8, written into `out`.
    static func append(utf8 bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""): out += #"\""#.utf8
            case UInt8(ascii: "\\"): out += #"\\"#.utf8
            case UInt8(ascii: "\n"): out += #"\n"#.utf8
            case UInt8(ascii: "\r"): out += #"\r"#.utf8
            case UInt8(ascii: "\t"): out += #"\t"#.utf8
            case UInt8(ascii: "<"): out += #"\u003c"#.utf8
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                // U+2028 and U+2029 end a line in a script, though not in JSON.
                out += (bytes[index + 2] == 0xA8 ? #"\u2028"# : #"\u2029"#).utf8
                index += 2
            case ..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out += #"\u00"#.utf8
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            default:
                out.append(byte)
            }
            index += 1
        }
        out.append(UInt8(ascii: "\""))
    }
}
