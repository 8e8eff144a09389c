import Diagnostics
import MarkdownKit

/// A caller's own HTML for some code blocks of an article (ScenarioKit: code plus a run figure).
///
/// SiteKit calls `render` once per article, possibly concurrently for different articles,
/// before its default rendering; blocks it returns no HTML for render as code as usual.
public protocol ScenarioRendering: Sendable {
    /// Keys are indexes into `document.codeBlocks`; values replace those blocks verbatim.
    func render(article: ArticleSource, document: MarkdownDocument) -> ScenarioRenderingResult
    /// Changes whenever `render` may give different HTML for an unchanged article (engine
    /// version, ...). `nil` (the default) means the result cannot be cached between builds.
    var cacheKey: String? { get }
    /// CSS appended to the theme's stylesheet (e.g. for run figures).
    var stylesheet: String { get }
}

extension ScenarioRendering {
    public var cacheKey: String? { nil }
    public var stylesheet: String { "" }
}

public struct ScenarioRenderingResult: Sendable {
    public var html: [Int: String]
    /// Errors fail the build like any other; warnings are reported.
    public var diagnostics: [Diagnostic]

    public init(html: [Int: String] = [:], diagnostics: [Diagnostic] = []) {
        self.html = html
        self.diagnostics = diagnostics
    }
}

/// A `ScenarioRendering` from a closure.
public struct ScenarioRenderingClosure: ScenarioRendering {
    public let cacheKey: String?
    public let stylesheet: String
    private let body: @Sendable (ArticleSource, MarkdownDocument) -> ScenarioRenderingResult

    public init(cacheKey: String? = nil, stylesheet: String = "",
                _ body: @escaping @Sendable (ArticleSource, MarkdownDocument) -> ScenarioRenderingResult) {
        self.cacheKey = cacheKey
        self.stylesheet = stylesheet
        self.body = body
    }

    public func render(article: ArticleSource, document: MarkdownDocument) -> ScenarioRenderingResult {
        body(article, document)
    }
}
