import ConcurrentMap

/// Which pages the site has and how they link: articles per language, translations, tags.
/// Made from site.yml and what it knows of each article (`PlannedArticle`), and nothing else.
struct SitePlan: Sendable {
    struct Tag: Sendable {
        var name: String
        var slug: String
        /// Indexes into `articles`, newest first.
        var articles: [Int]
    }

    let config: SiteConfig
    /// Published articles, in the content loader's order (language, then file name).
    let articles: [PlannedArticle]
    /// The stable hash of everything the plan is made from (site.yml and `articles`): every
    /// input the plan makes is a function of the plan and that input's own arguments.
    let digest: UInt64
    /// Per language code: indexes into `articles` in reading order (oldest first).
    let readingOrder: [String: [Int]]
    /// Per language code: tags sorted by slug.
    let tags: [String: [Tag]]
    /// Per language code: each spelling of a tag an article uses to the name the site shows.
    private let tagNames: [String: [String: String]]
    /// Per language code: each spelling of a tag to its page's slug.
    private let tagSlugs: [String: [String: String]]
    /// Article `i`'s translation into `config.languages[n]` at `i * languages + n` (asked
    /// for by every page, list and sitemap entry: an array, not two dictionary lookups).
    private let translations: [Int?]
    /// Article index to its place in its language's reading order.
    let readingPosition: [Int: Int]
    /// `newestFirst` per language code, sorted once: lists, feeds, the sitemap and the search
    /// index all ask for it.
    private let newest: [String: [Int]]

    init(config: SiteConfig, articles sources: [ArticleSource]) {
        let articles = sources.map(PlannedArticle.init)
        self.config = config
        self.articles = articles
        var digest = StableHash()
        digest.combine("plan 1")
        digest.combine(encoding: config)
        digest.combine(word: UInt64(articles.count))
        for part in articles.indices.concurrentMap({ articles[$0].digest }) { digest.combine(word: part) }
        self.digest = digest.value
        var byFileName: [String: [String: Int]] = [:]
        var readingOrder: [String: [Int]] = [:]
        for (index, article) in articles.enumerated() {
            byFileName[article.fileName, default: [:]][article.language.code] = index
            readingOrder[article.language.code, default: []].append(index)
        }
        var translations: [Int?] = []
        translations.reserveCapacity(articles.count * config.languages.count)
        for article in articles {
            let versions = byFileName[article.fileName]
            for language in config.languages { translations.append(versions?[language.code]) }
        }
        self.translations = translations
        for (code, indexes) in readingOrder {
            readingOrder[code] = indexes.sorted { (articles[$0].frontMatter.date, articles[$0].fileName) < (articles[$1].frontMatter.date, articles[$1].fileName) }
        }
        var tags: [String: [Tag]] = [:]
        var tagNames: [String: [String: String]] = [:]
        var tagSlugs: [String: [String: String]] = [:]
        for language in config.languages {
            var bySlug: [String: Tag] = [:]
            var slugs: [String: String] = [:]
            for index in (readingOrder[language.code] ?? []).reversed() {
                for name in articles[index].frontMatter.tags {
                    let slug = slugs[name] ?? TagName.slug(name)
                    slugs[name] = slug
                    bySlug[slug, default: Tag(name: name, slug: slug, articles: [])].articles.append(index)
                    // Spellings that differ only in case are one tag, shown lowercase when any article writes it so.
                    if name == name.lowercased() { bySlug[slug]!.name = name }
                }
            }
            tags[language.code] = bySlug.keys.sorted().map { bySlug[$0]! }
            tagNames[language.code] = slugs.mapValues { bySlug[$0]!.name }
            tagSlugs[language.code] = slugs
        }
        self.tagNames = tagNames
        self.tagSlugs = tagSlugs
        self.readingOrder = readingOrder
        var readingPosition: [Int: Int] = [:]
        for order in readingOrder.values {
            for (position, index) in order.enumerated() { readingPosition[index] = position }
        }
        self.readingPosition = readingPosition
        self.tags = tags
        newest = readingOrder.mapValues { Self.newestFirst(readingOrder: $0, articles) }
    }

    /// Newest first, then by file name: the reading order (oldest first, then by file name)
    /// backwards, with each run of one date turned back again, without sorting a second time.
    private static func newestFirst(readingOrder: [Int], _ articles: [PlannedArticle]) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(readingOrder.count)
        var end = readingOrder.count
        while end > 0 {
            let date = articles[readingOrder[end - 1]].frontMatter.date
            var start = end - 1
            while start > 0 && articles[readingOrder[start - 1]].frontMatter.date == date { start -= 1 }
            result.append(contentsOf: readingOrder[start..<end])
            end = start
        }
        return result
    }

    /// A tag as the site shows it everywhere: the spelling of its tag page (tags differ only in case).
    func tagName(_ name: String, in language: Language) -> String {
        tagNames[language.code]?[name] ?? name
    }

    /// The slug of a tag's page, as its spelling in `language` is made one once.
    func tagSlug(_ name: String, in language: Language) -> String {
        tagSlugs[language.code]?[name] ?? TagName.slug(name)
    }

    func translation(of index: Int, in language: Language) -> Int? {
        guard let position = config.languages.firstIndex(where: { $0.code == language.code }) else { return nil }
        return translations[index * config.languages.count + position]
    }

    /// Newest first, then by file name.
    func newestFirst(_ language: Language) -> [Int] {
        newest[language.code] ?? []
    }

    /// Articles written in another language with no translation into `language`, newest first.
    func untranslated(into language: Language) -> [Int] {
        var seen = Set<String>()
        var result: [Int] = []
        for other in config.languages where other != language {
            for index in newestFirst(other) where translation(of: index, in: language) == nil && seen.insert(articles[index].fileName).inserted {
                result.append(index)
            }
        }
        return result
    }

    static func tagPagePath(_ language: Language, _ slug: String) -> String { "\(language.code)/tags/\(slug).html" }
    static func indexPath(_ language: Language) -> String { "\(language.code)/index.html" }
    static func tagsIndexPath(_ language: Language) -> String { "\(language.code)/tags/index.html" }
    static func feedPath(_ language: Language) -> String { "\(language.code)/feed.xml" }
    static func searchIndexPath(_ language: Language) -> String { "\(language.code)/search-index.js" }
    /// A file of the index's entries (`SearchIndex.pagesPerShard` pages), beside it.
    static func searchPagesPath(_ language: Language, _ shard: Int) -> String { "\(language.code)/" + SearchIndex.shardFileName(shard) }
}
