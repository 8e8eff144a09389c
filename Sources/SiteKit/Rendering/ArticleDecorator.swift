import Diagnostics
import MarkdownKit

/// A caller's own HTML for some code blocks of an article (ScenarioPages: code plus a run
/// figure), typed by what it claims of an article: the claims an article gives it are the
/// claims it checks and renders from, with no cast between.
///
/// The build parses each article once and works in three steps:
/// 1. `claims(of:document:)` for every article, concurrently, from the build's own parse. An
///    article for which it returns nil has nothing for this decorator: its page is rendered at
///    once, at no extra cost.
/// 2. `check(_:)` once, with every article that had claims: the work that needs them together
///    (running scenarios, comparing translations).
/// 3. `decorate` for each of those articles, concurrently, with its claims and what the check
///    found; blocks it returns no HTML for render as code as usual.
public protocol ArticleDecorator: Sendable {
    /// What one article asks of the decorator.
    associatedtype Claims: Sendable & Hashable
    /// What checking every article's claims together found.
    associatedtype Checked: Sendable

    /// What `check` needs of this article, or nil when the article has nothing for it.
    func claims(of article: ArticleSource, document: MarkdownDocument) -> Claims?
    /// Checks all claims together; `claims` are sorted by article path.
    func check(_ claims: [ClaimedArticle<Claims>]) -> Checked
    /// The article's blocks as this decorator shows them, from its claims and the check.
    func decorate(_ article: ArticleSource, document: MarkdownDocument, claims: Claims, checked: Checked,
                  words: InterfaceWords) -> Decoration
    /// Changes whenever the pages may differ for unchanged content (engine version, ...).
    /// The build's no-change check runs before anything is parsed, so this must be known
    /// up front. `nil` (the default) means the result cannot be cached between builds.
    var cacheKey: String? { get }
    /// CSS appended to the theme's stylesheet (e.g. for run figures).
    var stylesheet: String { get }
    /// Interface words the decorator's HTML uses, built in per language code (English is the
    /// fallback); a site's `i18n/<code>.yml` may give or replace them like the theme's own.
    var interfaceWords: [String: [String: String]] { get }
}

extension ArticleDecorator {
    public var cacheKey: String? { nil }
    public var stylesheet: String { "" }
    public var interfaceWords: [String: [String: String]] { [:] }
}

/// One article's claims, as `ArticleDecorator.claims(of:document:)` returned them.
public struct ClaimedArticle<Claims: Sendable>: Sendable {
    public var article: ArticleSource
    public var claims: Claims
}

/// What a decorator made of an article's blocks.
public struct Decoration: Sendable {
    /// What a decorator does with one code block.
    public enum Block: Sendable, Equatable {
        /// The block's code as the body shows any code block (highlighted, its changed lines
        /// marked), followed by this HTML (a run figure).
        case codeThen(String)
        /// This HTML in the block's place: the code is not shown.
        case replaced(String)
    }

    /// Keys are indexes into `document.codeBlocks`; blocks without an entry show as code.
    public var blocks: [Int: Block]
    /// Errors fail the build like any other; warnings are reported.
    public var diagnostics: [Diagnostic]

    public init(blocks: [Int: Block] = [:], diagnostics: [Diagnostic] = []) {
        self.blocks = blocks
        self.diagnostics = diagnostics
    }
}

/// A page language's interface words: the theme's and decorators' built-in words, replaced
/// by the site's `i18n/<code>.yml`.
public struct InterfaceWords: Sendable {
    let strings: UIStrings

    /// The word for `key` in this language (English when the language has none).
    public subscript(_ key: String) -> String { strings[key] }
}

/// The build without a decorator: no article claims anything.
struct UndecoratedArticles: ArticleDecorator {
    func claims(of article: ArticleSource, document: MarkdownDocument) -> Never? { nil }
    func check(_ claims: [ClaimedArticle<Never>]) {}
    func decorate(_ article: ArticleSource, document: MarkdownDocument, claims: Never, checked: Void, words: InterfaceWords) -> Decoration {}
}
