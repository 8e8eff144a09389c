/// What the site plan knows of an article: where its page goes and its front matter, never
/// its Markdown or its body. The plan, and every page input it makes, are made from these
/// and site.yml alone, so the plan's stable hash (`SitePlan.digest`) changes whenever
/// anything a plan-made input can read changes, and an edit of an article's text leaves it
/// as it was (`SiteFiles.sourceKey(of:)`).
struct PlannedArticle: Encodable, Sendable {
    let language: Language
    let fileName: String
    let slug: String
    let outputPath: String
    let frontMatter: FrontMatter

    var title: String { frontMatter.title }

    init(_ article: ArticleSource) {
        language = article.language
        fileName = article.fileName
        slug = article.slug
        outputPath = article.outputPath
        frontMatter = article.frontMatter
    }

    /// Its stable hash: taken side by side for every article, combined in the plan's order.
    var digest: UInt64 {
        var hash = StableHash()
        hash.combine(encoding: self)
        return hash.value
    }
}
