import Diagnostics
import Foundation
import MarkdownKit
import ScenarioKit
import SiteKit
import Transcript

/// How `build` shows scenarios: the scenarios of each article are extracted from the build's
/// own parse, all of them are verified together (through the scenario cache, so unchanged ones
/// cost nothing), then each article's scenario blocks become highlighted code followed by a
/// run figure. Broken claims fail the build, or with `allowFailures` are shown on the page and
/// reported as warnings.
public struct ScenarioPageRendering: ArticleDecorator {
    let executor: ScenarioExecutor
    let allowFailures: Bool
    /// The language translations are checked against (site.yml's default language).
    let sourceLanguage: String
    let progress: (@Sendable (Verifier.Progress) -> Void)?
    /// Read on every build (a few `stat`s), so `serve` notices a rebuilt engine.
    public var cacheKey: String? {
        Self.cacheKey(toolchain: executor.toolchain, allowFailures: allowFailures) + "\n" + executor.settings.fingerprint
    }
    public var stylesheet: String { RunFigureStyle.css }
    public var interfaceWords: [String: [String: String]] { RunFigureStrings.interfaceWords }

    public init(executor: ScenarioExecutor, allowFailures: Bool, sourceLanguage: String,
                progress: (@Sendable (Verifier.Progress) -> Void)? = nil) {
        self.executor = executor
        self.allowFailures = allowFailures
        self.sourceLanguage = sourceLanguage
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
    public func claims(of article: ArticleSource, document: MarkdownDocument) -> ScenarioExtractor.Result? {
        let extraction = ScenarioExtractor.extract(from: document, file: article.displayPath)
        return extraction.scenarios.isEmpty && extraction.diagnostics.isEmpty ? nil : extraction
    }

    public func check(_ claims: [ClaimedArticle<ScenarioExtractor.Result>]) -> VerifiedScenarios {
        var options = Verifier.Options()
        options.baseDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        options.sourceLanguage = sourceLanguage
        // Translation freshness is `verify`'s concern; a page is right when its claims hold.
        options.checksStaleTranslations = false
        let extracted = claims.map { (path: $0.article.displayPath, extraction: $0.claims) }
        let result = Verifier(executor: executor, options: options).verify(extracted: extracted, progress: progress)
        return VerifiedScenarios(result: result, allowFailures: allowFailures)
    }

    public func decorate(_ article: ArticleSource, document: MarkdownDocument, claims: ScenarioExtractor.Result,
                         checked: VerifiedScenarios, words: InterfaceWords) -> Decoration {
        checked.render(article: article, document: document, strings: RunFigureStrings { words[$0] })
    }
}

/// Verified scenarios, by article: renders each article's scenario blocks.
public struct VerifiedScenarios: Sendable {
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

    func render(article: ArticleSource, document: MarkdownDocument, strings: RunFigureStrings) -> Decoration {
        let result = articles[article.displayPath] ?? ArticleResult()
        var reports: [String: ScenarioReport] = [:]
        for report in result.reports { reports[report.scenario.id] = report }
        var blocks: [Int: Decoration.Block] = [:]
        for (index, block) in document.codeBlocks.enumerated() where block.isFenced {
            switch block.info.role {
            case .scenario(let id):
                var figure = ""
                if let report = reports[id], report.scenario.steps == nil, report.scenario.chunks.last?.fenceLine == block.fenceLine {
                    figure = RunFigureHTML.html(for: report, strings: strings)
                }
                blocks[index] = block.info.flags.contains("hidden") ? .replaced(figure) : .codeThen(figure)
            case .steps(let id):
                if let report = reports[id] { blocks[index] = .replaced(RunFigureHTML.html(for: report, strings: strings)) }
            case .output(let id):
                if let report = reports[id], let output = report.scenario.output, output.fenceLine == block.fenceLine {
                    blocks[index] = .replaced(RunFigureHTML.claimedExcerpt(output, of: report, strings: strings))
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
        return Decoration(blocks: blocks, diagnostics: diagnostics)
    }
}
