import Diagnostics
import Foundation
import MarkdownKit
import ScenarioKit
import Transcript

/// How `build` shows scenarios: every scenario of the content is verified first (through the
/// scenario cache, so unchanged ones cost nothing), then each article's scenario blocks become
/// highlighted code followed by a run figure. Broken claims fail the build, or with
/// `allowFailures` are shown on the page and reported as warnings.
public struct ScenarioPageRendering: ScenarioRendering {
    struct ArticleResult: Sendable {
        var reports: [ScenarioReport] = []
        var diagnostics: [Diagnostic] = []
    }

    let articles: [String: ArticleResult]
    let allowFailures: Bool
    public let cacheKey: String?
    public var stylesheet: String { RunFigureStyle.css }

    /// Verifies every article under `contentDirectory` (translations included).
    public static func verify(
        contentDirectory: URL, executor: ScenarioExecutor, allowFailures: Bool,
        progress: (@Sendable (Verifier.Progress) -> Void)? = nil
    ) -> ScenarioPageRendering {
        let fm = FileManager.default
        let root = contentDirectory.standardizedFileURL
        var inputs: [ScenarioArticle] = []
        for case let relative as String in fm.enumerator(atPath: root.path) ?? FileManager.DirectoryEnumerator()
        where relative.hasSuffix(".md") && !relative.split(separator: "/").contains("theme") {
            let url = root.appendingPathComponent(relative)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            inputs.append(ScenarioArticle(path: DisplayPath.of(url), text: text))
        }
        var options = Verifier.Options()
        options.baseDirectory = URL(fileURLWithPath: fm.currentDirectoryPath)
        // Translation freshness is `verify`'s concern; a page is right when its claims hold.
        options.checksStaleTranslations = false
        let result = Verifier(executor: executor, options: options).verify(inputs, progress: progress)
        return ScenarioPageRendering(result: result, allowFailures: allowFailures)
    }

    public init(result: Verifier.Result, allowFailures: Bool) {
        var articles: [String: ArticleResult] = [:]
        func key(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
        var fingerprint = SHA256()
        fingerprint.update("run-figure 1 \(EngineVersion.current) \(allowFailures)\n")
        for report in result.reports {
            articles[key(report.scenario.file), default: .init()].reports.append(report)
            articles[key(report.scenario.file), default: .init()].diagnostics += report.diagnostics
            fingerprint.update("\(report.scenario.qualifiedName)\n\(report.transcript)\n\(report.checks)\n")
            fingerprint.update(report.diagnostics.map(\.description).joined(separator: "\n"))
        }
        for diagnostic in result.articleDiagnostics {
            articles[key(diagnostic.file), default: .init()].diagnostics.append(diagnostic)
            fingerprint.update(diagnostic.description + "\n")
        }
        self.articles = articles
        self.allowFailures = allowFailures
        cacheKey = fingerprint.finalizeHex()
    }

    public func render(article: ArticleSource, document: MarkdownDocument) -> ScenarioRenderingResult {
        let result = articles[article.url.standardizedFileURL.path] ?? ArticleResult()
        var reports: [String: ScenarioReport] = [:]
        for report in result.reports { reports[report.scenario.id] = report }
        let language = article.language.code
        var html: [Int: String] = [:]
        for (index, block) in document.codeBlocks.enumerated() where block.isFenced {
            let info = block.info
            let kind = info.language?.lowercased()
            if kind == "swift", let id = info["scenario"] {
                var piece = info.flags.contains("hidden") ? "" : CodeBlockHTML.html(for: block)
                if let report = reports[id], report.scenario.steps == nil, report.scenario.chunks.last?.fenceLine == block.fenceLine {
                    piece += RunFigureHTML.html(for: report, language: language)
                }
                html[index] = piece
            } else if kind == "swift", let id = info["steps"], let report = reports[id] {
                html[index] = RunFigureHTML.html(for: report, language: language)
            }
        }
        let diagnostics = result.diagnostics.map { diagnostic -> Diagnostic in
            guard allowFailures, diagnostic.severity == .error else { return diagnostic }
            var shown = diagnostic
            shown.severity = .warning
            return shown
        }
        return ScenarioRenderingResult(html: html, diagnostics: diagnostics)
    }
}
