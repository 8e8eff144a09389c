/// What each page of the site is made from, beyond what every page shares (`InputKeys.pages`:
/// statedocs itself, the theme, site.yml, the interface words). `PageRenderer` makes a page
/// from its input and nothing else, and a build keys the page by the stable hash of the same
/// value (`InputKeys.page(_:_:)`, through its `Encodable` conformance): a key cannot leave out
/// what a page reads, since there is nothing to keep in step by hand.
///
/// The plan builds them (`SitePlan+PageInputs.swift`); an article's body, keyed apart by its
/// source (`InputKeys.body(of:)`), and where its links lead come with the article's input.

/// An article as a list shows it: the language index, a tag page, a feed.
struct ListEntryInput: Encodable, Sendable {
    var title: String
    var path: String
    /// As the front matter writes it: a feed gives the time too, a list the day.
    var date: String
    var summary: String
    var language: Language
}

/// An article's page.
struct ArticlePageInput: Encodable, Sendable {
    struct Neighbour: Encodable, Sendable {
        var title: String
        var path: String
    }

    struct TagLink: Encodable, Sendable {
        var name: String
        var slug: String
    }

    var language: Language
    var path: String
    var title: String
    var date: String
    var summary: String
    /// `lastmod`, else the date of the file's last commit; empty when neither is known.
    var updated: String
    /// The article's file under the content folder, for "Edit this page".
    var sourcePath: String
    var tags: [TagLink]
    var previous: Neighbour?
    var next: Neighbour?
    /// Per language of site.yml, in its order: the translation's page, if there is one.
    var translations: [String?]
    /// The page `x-default` points at: the default language's version, else this one.
    var defaultVersion: String
    /// The body's key (`InputKeys.body(of:)`): the body HTML and headings are its function;
    /// nil when bodies cannot be keyed, and then the page is always rendered.
    var body: String?
    /// Where the body's links lead (`LinkResolver.rewrites`), applied to its HTML.
    var rewrites: [String: String]
}

/// A part of many pages' inputs, keyed once: it goes into a page's key as its own stable hash,
/// taken from the whole value when it is made, so the key still follows every field. An
/// article's list entry is in its language's index, its feed and each of its tags' pages
/// (and other languages' indexes while untranslated): it is hashed once per build, not once
/// per list (issue #32: keying every page is a large part of a one-page edit).
@dynamicMemberLookup
struct KeyedOnce<Value: Encodable & Sendable>: Encodable, Sendable {
    let value: Value
    let hash: UInt64

    init(_ value: Value) {
        self.value = value
        var hash = StableHash()
        hash.combine(encoding: value)
        self.hash = hash.value
    }

    subscript<Property>(dynamicMember path: KeyPath<Value, Property>) -> Property { value[keyPath: path] }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hash)
    }
}

/// A language's index (every article, newest first, with the untranslated ones of other
/// languages) and its feed.
struct ListPageInput: Encodable, Sendable {
    var language: Language
    var entries: [KeyedOnce<ListEntryInput>]
}

struct TagPageInput: Encodable, Sendable {
    var language: Language
    var name: String
    var slug: String
    /// The languages (codes) that use the same tag, whose tag pages are this one's alternates.
    var sharedBy: [String]
    var entries: [KeyedOnce<ListEntryInput>]
}

struct TagsIndexInput: Encodable, Sendable {
    struct Tag: Encodable, Sendable {
        var name: String
        var slug: String
        var count: Int
    }

    var language: Language
    var tags: [Tag]
}

/// The landing page: per language of site.yml, how many articles it has.
struct LandingInput: Encodable, Sendable {
    var articleCounts: [Int]
}

struct SitemapInput: Encodable, Sendable {
    struct Page: Encodable, Sendable {
        var path: String
        var date: String
        /// Per language of site.yml: the translation's page, if there is one.
        var translations: [String?]
        var defaultVersion: String
    }

    struct Section: Encodable, Sendable {
        var language: Language
        /// The newest article's date: when the language's index last changed.
        var newest: String?
        /// In reading order.
        var pages: [Page]
    }

    var sections: [Section]
}

/// A language's search index: each page's terms come from its body, by the body's key.
struct SearchIndexInput: Encodable, Sendable {
    struct Page: Encodable, Sendable {
        var title: String
        var href: String
        var summary: String
        /// The body's key; nil when bodies cannot be keyed.
        var body: String?
        /// Which body holds the terms (an index into the build's articles).
        var article: Int

        /// What changes when the page's entry or terms change (`SearchIndexLayout.pageKeys`);
        /// nil without a body key.
        var searchKey: UInt64? {
            guard let body else { return nil }
            var hash = StableHash()
            for part in [title, href, summary, body] { hash.combine(part) }
            return hash.value
        }
    }

    var language: Language
    var pages: [Page]
}
