/// The plan's side of `PageInputs.swift`: what each page is made from, gathered from the
/// articles, their order, translations and tags.
extension SitePlan {
    /// An article's page; `body` and `rewrites` are its body's key and where its links lead.
    func articleInput(_ index: Int, lastCommitDate: String, body: String?, rewrites: [String: String]) -> ArticlePageInput {
        let article = articles[index]
        let language = article.language
        let order = readingOrder[language.code] ?? []
        func neighbour(_ offset: Int) -> ArticlePageInput.Neighbour? {
            guard let position = readingPosition[index], order.indices.contains(position + offset) else { return nil }
            let other = articles[order[position + offset]]
            return .init(title: other.title, path: other.outputPath)
        }
        let lastmod = article.frontMatter.lastmod.isEmpty ? lastCommitDate : article.frontMatter.lastmod
        return ArticlePageInput(
            language: language, path: article.outputPath, title: article.title,
            date: String(article.frontMatter.date.prefix(10)), summary: article.frontMatter.summary,
            updated: String(lastmod.prefix(10)), sourcePath: language.code + "/" + article.fileName + ".md",
            tags: article.frontMatter.tags.map { .init(name: tagName($0, in: language), slug: tagSlug($0, in: language)) },
            previous: neighbour(-1), next: neighbour(1),
            translations: translationPaths(of: index),
            defaultVersion: translation(of: index, in: config.defaultLanguage).map { articles[$0].outputPath } ?? article.outputPath,
            body: body, rewrites: rewrites)
    }

    func listEntry(_ index: Int) -> KeyedOnce<ListEntryInput> {
        let article = articles[index]
        return KeyedOnce(ListEntryInput(title: article.title, path: article.outputPath, date: article.frontMatter.date,
                              summary: article.frontMatter.summary, language: article.language))
    }

    /// A language's articles and the untranslated ones of other languages, newest first.
    func languageIndexInput(_ language: Language, entries: [KeyedOnce<ListEntryInput>]) -> ListPageInput {
        let untranslated = untranslated(into: language)
        var indexes = newestFirst(language)
        // Already in order when every article is in this language.
        if !untranslated.isEmpty {
            indexes = (indexes + untranslated).sorted {
                (articles[$1].frontMatter.date, articles[$0].fileName) < (articles[$0].frontMatter.date, articles[$1].fileName)
            }
        }
        return ListPageInput(language: language, entries: indexes.map { entries[$0] })
    }

    /// A language's feed: its own articles, newest first.
    func feedInput(_ language: Language, entries: [KeyedOnce<ListEntryInput>]) -> ListPageInput {
        ListPageInput(language: language, entries: newestFirst(language).map { entries[$0] })
    }

    func tagPageInput(_ tag: Tag, _ language: Language, entries: [KeyedOnce<ListEntryInput>]) -> TagPageInput {
        TagPageInput(language: language, name: tag.name, slug: tag.slug,
                     sharedBy: config.languages.filter { other in (tags[other.code] ?? []).contains { $0.slug == tag.slug } }.map(\.code),
                     entries: tag.articles.map { entries[$0] })
    }

    func tagsIndexInput(_ language: Language) -> TagsIndexInput {
        TagsIndexInput(language: language, tags: (tags[language.code] ?? []).map { .init(name: $0.name, slug: $0.slug, count: $0.articles.count) })
    }

    func landingInput() -> LandingInput {
        LandingInput(articleCounts: config.languages.map { readingOrder[$0.code]?.count ?? 0 })
    }

    func sitemapInput() -> SitemapInput {
        SitemapInput(sections: config.languages.map { language in
            SitemapInput.Section(
                language: language,
                newest: newestFirst(language).first.map { articles[$0].frontMatter.date },
                pages: (readingOrder[language.code] ?? []).map { index in
                    SitemapInput.Page(path: articles[index].outputPath, date: articles[index].frontMatter.date,
                                      translations: translationPaths(of: index),
                                      defaultVersion: articles[translation(of: index, in: config.defaultLanguage) ?? index].outputPath)
                })
        })
    }

    /// `bodies` are the body keys of the articles, whose search terms the index holds; with a
    /// `shard`, the pages of that file of entries only.
    func searchIndexInput(_ language: Language, bodies: [String?], shard: Int? = nil) -> SearchIndexInput {
        let newest = newestFirst(language)
        let pages = shard.map { newest[SearchIndex.shardRange($0, pages: newest.count)] } ?? newest[...]
        return SearchIndexInput(language: language, pages: pages.map { index in
            let article = articles[index]
            return .init(title: article.title, href: article.slug + ".html", summary: article.frontMatter.summary, body: bodies[index], article: index)
        })
    }

    /// Per language of site.yml: article `index`'s translation's page, if there is one.
    private func translationPaths(of index: Int) -> [String?] {
        config.languages.map { translation(of: index, in: $0).map { articles[$0].outputPath } }
    }
}
