import Diagnostics
import MarkdownKit

/// A caller's own HTML for some code blocks of an article (ScenarioKit: code plus a run figure).
///
/// The build parses each article once and works in three steps:
/// 1. `claims(of:document:)` for every article, concurrently, from the build's own parse. An
///    article for which it returns nil has nothing for this renderer: its page is rendered at
///    once, at no extra cost.
/// 2. `check(_:)` once, with every article that had claims: the work that needs them together
///    (running scenarios, comparing translations).
/// 3. The returned renderer's `render` for each of those articles, concurrently; blocks it
///    returns no HTML for render as code as usual.
public protocol ScenarioRendering: Sendable {
    /// What `check` needs of this article, or nil when the article has nothing for it.
    func claims(of article: ArticleSource, document: MarkdownDocument) -> (any Sendable)?
    /// Checks all claims together; `claims` are sorted by article path.
    func check(_ claims: [ArticleClaims]) -> any ScenarioArticleRendering
    /// Changes whenever the pages may differ for unchanged content (engine version, ...).
    /// The build's no-change check runs before anything is parsed, so this must be known
    /// up front. `nil` (the default) means the result cannot be cached between builds.
    var cacheKey: String? { get }
    /// CSS appended to the theme's stylesheet (e.g. for run figures).
    var stylesheet: String { get }
}

extension ScenarioRendering {
    public var cacheKey: String? { nil }
    public var stylesheet: String { "" }
}

/// One article's claims, as `ScenarioRendering.claims(of:document:)` returned them.
public struct ArticleClaims: Sendable {
    public var article: ArticleSource
    public var claims: any Sendable
}

/// Renders the blocks of an article whose claims were checked.
public protocol ScenarioArticleRendering: Sendable {
    /// Keys are indexes into `document.codeBlocks`; values replace those blocks verbatim.
    func render(article: ArticleSource, document: MarkdownDocument) -> ScenarioRenderingResult
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

/// A `ScenarioRendering` from a closure, asked about every article.
public struct ScenarioRenderingClosure: ScenarioRendering, ScenarioArticleRendering {
    public let cacheKey: String?
    public let stylesheet: String
    private let body: @Sendable (ArticleSource, MarkdownDocument) -> ScenarioRenderingResult

    public init(cacheKey: String? = nil, stylesheet: String = "",
                _ body: @escaping @Sendable (ArticleSource, MarkdownDocument) -> ScenarioRenderingResult) {
        self.cacheKey = cacheKey
        self.stylesheet = stylesheet
        self.body = body
    }

    public func claims(of article: ArticleSource, document: MarkdownDocument) -> (any Sendable)? { true }

    public func check(_ claims: [ArticleClaims]) -> any ScenarioArticleRendering { self }

    public func render(article: ArticleSource, document: MarkdownDocument) -> ScenarioRenderingResult {
        body(article, document)
    }
}
