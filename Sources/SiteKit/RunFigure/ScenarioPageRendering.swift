import Diagnostics
import Foundation
import MarkdownKit
import ScenarioKit
import Transcript

/// How `build` shows scenarios: the scenarios of each article are extracted from the build's
/// own parse, all of them are verified together (through the scenario cache, so unchanged ones
/// cost nothing), then each article's scenario blocks become highlighted code followed by a
/// run figure. Broken claims fail the build, or with `allowFailures` are shown on the page and
/// reported as warnings.
public struct ScenarioPageRendering: ScenarioRendering {
    let executor: ScenarioExecutor
    let allowFailures: Bool
    let progress: (@Sendable (Verifier.Progress) -> Void)?
    /// Read on every build (a few `stat`s), so `serve` notices a rebuilt engine.
    public var cacheKey: String? {
        Self.cacheKey(toolchain: executor.toolchain, allowFailures: allowFailures) + "\n" + executor.settings.fingerprint
    }
    public var stylesheet: String { RunFigureStyle.css }

    public init(executor: ScenarioExecutor, allowFailures: Bool, progress: (@Sendable (Verifier.Progress) -> Void)? = nil) {
        self.executor = executor
        self.allowFailures = allowFailures
        self.progress = progress
    }

    /// What can change a page for unchanged content, from file metadata only (the build's
    /// no-change check must stay cheap): the engine the scenarios link against and the compiler;
    /// `cacheKey` adds the sandbox and resource limits the scenarios run under.
    static func cacheKey(toolchain: Toolchain, allowFailures: Bool) -> String {
        var key = "run-figure 3 \(EngineVersion.current) \(allowFailures)"
        let files = [
            toolchain.engineDirectory + "/" + Toolchain.libraryName,
            toolchain.modulesDirectory + "/StateEngine.swiftmodule",
            toolchain.macroPlugin,
            URL(fileURLWithPath: toolchain.swiftc).resolvingSymlinksInPath().path,
        ]
        for path in files {
            var info = stat()
            let found = stat(path, &info) == 0
            key += found ? "\n\(path) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)" : "\n\(path) missing"
        }
        return key
    }

    /// The article's scenarios, or nil when it has no scenario block (nor a malformed one).
    public func claims(of article: ArticleSource, document: MarkdownDocument) -> (any Sendable)? {
        let extraction = ScenarioExtractor.extract(from: document, file: article.displayPath)
        return extraction.scenarios.isEmpty && extraction.diagnostics.isEmpty ? nil : extraction
    }

    public func check(_ claims: [ArticleClaims]) -> any ScenarioArticleRendering {
        var options = Verifier.Options()
        options.baseDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        // Translation freshness is `verify`'s concern; a page is right when its claims hold.
        options.checksStaleTranslations = false
        let extracted = claims.compactMap { claim in
            (claim.claims as? ScenarioExtractor.Result).map { (path: claim.article.displayPath, extraction: $0) }
        }
        let result = Verifier(executor: executor, options: options).verify(extracted: extracted, progress: progress)
        return VerifiedScenarios(result: result, allowFailures: allowFailures)
    }
}

/// Verified scenarios, by article: renders each article's scenario blocks.
struct VerifiedScenarios: ScenarioArticleRendering {
    struct ArticleResult: Sendable {
        var reports: [ScenarioReport] = []
        var diagnostics: [Diagnostic] = []
    }

    let articles: [String: ArticleResult]
    let allowFailures: Bool

    init(result: Verifier.Result, allowFailures: Bool) {
        var articles: [String: ArticleResult] = [:]
        for report in result.reports {
            articles[report.scenario.file, default: .init()].reports.append(report)
            articles[report.scenario.file, default: .init()].diagnostics += report.diagnostics
        }
        for diagnostic in result.articleDiagnostics {
            articles[diagnostic.file, default: .init()].diagnostics.append(diagnostic)
        }
        self.articles = articles
        self.allowFailures = allowFailures
    }

    func render(article: ArticleSource, document: MarkdownDocument) -> ScenarioRenderingResult {
        let result = articles[article.displayPath] ?? ArticleResult()
        var reports: [String: ScenarioReport] = [:]
        for report in result.reports { reports[report.scenario.id] = report }
        let language = article.language.code
        var html: [Int: String] = [:]
        for (index, block) in document.codeBlocks.enumerated() where block.isFenced {
            switch block.info.role {
            case .scenario(let id):
                var piece = block.info.flags.contains("hidden") ? "" : CodeBlockHTML.html(for: block)
                if let report = reports[id], report.scenario.steps == nil, report.scenario.chunks.last?.fenceLine == block.fenceLine {
                    piece += RunFigureHTML.html(for: report, language: language)
                }
                html[index] = piece
            case .steps(let id):
                if let report = reports[id] { html[index] = RunFigureHTML.html(for: report, language: language) }
            case .output(let id):
                if let report = reports[id], let output = report.scenario.output, output.fenceLine == block.fenceLine {
                    html[index] = RunFigureHTML.claimedExcerpt(output, of: report, language: language)
                }
            case .plain, .other:
                break
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
