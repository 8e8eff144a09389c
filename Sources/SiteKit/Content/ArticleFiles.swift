import Diagnostics
import Foundation

/// Which files under Content/ are articles: one rule, for `build` (`ContentLoader`) and
/// `verify`, so that a file one of them refuses the other refuses too, with the same words,
/// rather than `verify` passing ("0 passed, 0 failed") what `build` rejects.
///
/// An article is a `.md` file directly in a language folder site.yml lists, whose slug (its
/// front matter's `slug`, else its file name) can name a page. Anything else ending in `.md`
/// is refused with a diagnostic, except in `static/` (copied as it is) and `theme/`.
public enum ArticleFiles {
    public struct Listing: Sendable {
        /// Articles by language, paths standardized as the content walk makes them.
        public var articles: [(language: Language, path: String)] = []
        public var staticFiles: [StaticFile] = []
        public var themeDirectory: URL?
        /// Refused files and folders.
        public var diagnostics: [Diagnostic] = []
    }

    /// The files under `root` (standardized), sorted by name within each folder.
    public static func list(root: URL, config: SiteConfig) -> Listing {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        var diagnostics: [Diagnostic] = []
        var articleFiles: [(language: Language, path: String)] = []
        var staticFiles: [StaticFile] = []
        var themeDirectory: URL?
        let entries = (try? fileManager.contentsOfDirectory(atPath: root.path))?.sorted() ?? []
        for name in entries where !name.hasPrefix(".") {
            let url = root.appendingPathComponent(name)
            let display = DisplayPath.of(url)
            if let refused = ContentTree.checkEntry(url, within: root) {
                diagnostics.append(refused)
                continue
            }
            _ = fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory)
            if !isDirectory.boolValue {
                if name != "site.yml" && name.hasSuffix(".md") {
                    diagnostics.append(.error("articles belong in a language folder, e.g. \(DisplayPath.of(root))/\(config.defaultLanguage.code)/\(name)", file: display, id: .contentMisplaced))
                }
                continue
            }
            if name == "theme" {
                themeDirectory = url
                diagnostics += ContentTree.scan(url, within: root).diagnostics
                continue
            }
            if name == InterfaceStringsFile.folder { continue }
            if name == "static" {
                let scan = ContentTree.scan(url, within: root, includingHidden: true)
                diagnostics += scan.diagnostics
                for relative in scan.files {
                    // Copied to the site's root, as Hugo's static/ is: CNAME, robots.txt, favicon.ico, .nojekyll.
                    staticFiles.append(StaticFile(source: url.appendingPathComponent(relative), outputPath: relative))
                }
                continue
            }
            guard let language = config.language(code: name) else {
                diagnostics.append(.error(
                    "unknown language folder '\(name)': site.yml lists \(config.languages.map(\.code).joined(separator: ", ")) (add it to 'languages' or rename the folder)",
                    file: display, id: .contentLanguage))
                continue
            }
            let scan = ContentTree.scan(url, within: root)
            diagnostics += scan.diagnostics
            let folderPath = url.path
            for relative in scan.files {
                if relative.hasSuffix(".md") {
                    // Bytes, not Foundation's substring search: this runs for every article.
                    if relative.utf8.contains(UInt8(ascii: "/")) {
                        diagnostics.append(.error("articles live directly in \(display)/, not in a subfolder",
                                                  file: DisplayPath.of(url.appendingPathComponent(relative)), id: .contentNested))
                    } else {
                        articleFiles.append((language, folderPath + "/" + relative))
                    }
                } else {
                    staticFiles.append(StaticFile(source: url.appendingPathComponent(relative), outputPath: "\(language.code)/\(relative)"))
                }
            }
        }

        return Listing(articles: articleFiles, staticFiles: staticFiles, themeDirectory: themeDirectory, diagnostics: diagnostics)
    }

    /// The file name without `.md`: articles with the same file name are translations.
    public static func fileName(ofPath path: String) -> String {
        let nameStart = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path.utf8.index(after: $0) } ?? path.startIndex
        return String(path[nameStart...].dropLast(3))
    }

    /// Why the article's slug (front matter's, else its file name) cannot name a page, at the
    /// slug's line; nil when it can.
    public static func slugDiagnostic(fileName: String, frontMatter: FrontMatter, file display: String) -> Diagnostic? {
        let slug = frontMatter.slug ?? fileName
        guard let problem = ContentLoader.slugProblem(slug) else { return nil }
        return .error(frontMatter.slug == nil ? "file name '\(fileName)' \(problem)" : "slug '\(slug)' \(problem)",
                      file: display, line: frontMatter.slugLine ?? 1, id: .contentSlug)
    }

    /// The diagnostic `build` refuses the article at `path` with for its name or place, or nil
    /// when `build` takes it as an article (`list` and `slugDiagnostic`); for `verify`. A file
    /// that is not an article and is not refused either (a `.md` in static/) is `.skipped`.
    public enum Verdict: Sendable {
        case article
        case skipped
        case refused([Diagnostic])
    }

    public static func verdict(forPath path: String, in listing: Listing, text: String) -> Verdict {
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        if listing.articles.contains(where: { $0.path == standardized }) {
            let display = DisplayPath.of(standardizedPath: standardized)
            // Only the front matter's slug matters here; a file without one is refused by
            // the build for that (reported apart), not for its name.
            guard let split = try? FrontMatterSplit.parse(text, file: display),
                  let refused = slugDiagnostic(fileName: fileName(ofPath: standardized), frontMatter: split.frontMatter, file: display) else { return .article }
            return .refused([refused])
        }
        // Refused itself, or in a folder that is refused (an unknown language).
        let display = DisplayPath.of(standardizedPath: standardized)
        let refusals = listing.diagnostics.filter { $0.severity == .error && ($0.file == display || display.hasPrefix($0.file + "/")) }
        return refusals.isEmpty ? .skipped : .refused(refusals)
    }
}
