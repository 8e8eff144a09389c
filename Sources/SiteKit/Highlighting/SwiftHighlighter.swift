import SwiftParser
import SwiftSyntax

/// Build-time Swift highlighting from swift-syntax's parse of the code.
///
/// The output is the escaped source with `<span class="hl-…">` around classified tokens and
/// comments; it goes inside `<pre><code>`. Code that does not parse still highlights as far as
/// the parser recovered, and the text is never altered. Tokens are classified as SwiftIDEUtils
/// classifies them (see `SyntaxTreeHighlighting`), in one walk of the raw tree.
///
/// Code nested deeper than `SwiftNesting` allows is never parsed (swift-syntax would take
/// exponential time or overflow the stack): it is shown as escaped plain text, and the page's
/// build warns at the block (`ArticleBody`).
public enum SwiftHighlighter {
    public static func html(for source: String) -> String {
        if SwiftNesting.excess(in: source) != nil { return HTML.escape(source) }
        var source = source
        return source.withUTF8 { bytes in
            let tree = StepClock.shared.measure("hl parse") { Parser.parse(source: bytes) }
            return StepClock.shared.measure("hl classify") { SyntaxTreeHighlighting.html(of: tree, source: bytes) }
        }
    }

    /// The HTML of `tree`, parsed from `source`: for `highlight-bench`, which times this part alone.
    @_spi(Benchmark)
    public static func html(of tree: SourceFileSyntax, source: String) -> String {
        var source = source
        return source.withUTF8 { SyntaxTreeHighlighting.html(of: tree, source: $0) }
    }
}
