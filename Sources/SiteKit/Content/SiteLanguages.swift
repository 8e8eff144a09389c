import Foundation

extension SiteConfig {
    /// The site's languages as verify pairs translations: site.yml's `languages:` and
    /// `defaultLanguage:`, then any language that has interface strings in `i18n/<code>.yml`.
    public func contentLanguages(content: URL) -> ContentLanguages {
        var languages = ContentLanguages(languages, source: defaultLanguage)
        let folder = content.appendingPathComponent(InterfaceStringsFile.folder)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        languages.add(files.sorted().filter { $0.hasSuffix(".yml") }.map { Language(code: String($0.dropLast(4))) })
        return languages
    }
}
