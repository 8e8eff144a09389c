/// The characters a `LocalizedStringKey` shows once SwiftUI has read its inline Markdown:
/// `Text("**Done** at \(time)")` shows "Done at 9:41". The styles themselves (strong, emphasis,
/// strikethrough, code, links) are how the characters are drawn, which the screen tree does
/// not record; the syntax around them does not show.
///
/// Evidence: Apple docs, Text ("you can use Markdown ... in string literals: bold, italic,
/// strikethrough, inline code and links"); WWDC21 "What's new in Foundation" (the key's format
/// string is parsed, then its arguments are substituted: an interpolated value is never read as
/// Markdown). Delimiters follow CommonMark's inline rules (flanking runs, backslash escapes,
/// code spans, inline links), the parser Apple's Foundation uses; block syntax (`#`, lists) is
/// kept as written, as SwiftUI's inline-only parsing keeps it.
enum LocalizedMarkdown {
    /// One part of a key: text written in the literal, or a value interpolated into it.
    enum Segment: Equatable {
        case literal(String)
        case argument(String)
    }

    /// The shown characters of a key made of `segments`.
    static func shown(_ segments: [Segment]) -> String {
        // Arguments stand in the literal as private-use characters while it is parsed.
        var source: [Character] = []
        var arguments: [String] = []
        for segment in segments {
            switch segment {
            case .literal(let text): source += Array(text)
            case .argument(let value):
                source.append(Character(Unicode.Scalar(0xF0000 + arguments.count)!))
                arguments.append(value)
            }
        }
        guard source.contains(where: { "*_~`[\\".contains($0) }) else { return substitute(String(source), arguments) }
        return substitute(render(source), arguments)
    }

    private static func substitute(_ text: String, _ arguments: [String]) -> String {
        guard !arguments.isEmpty else { return text }
        var out = ""
        for character in text {
            if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
               scalar.value >= 0xF0000, Int(scalar.value - 0xF0000) < arguments.count {
                out += arguments[Int(scalar.value - 0xF0000)]
            } else {
                out.append(character)
            }
        }
        return out
    }

    /// A piece of the parsed text: characters, or a run of delimiters not yet matched.
    private enum Piece {
        case text(String)
        case delimiters(Character, count: Int, canOpen: Bool, canClose: Bool)
    }

    /// Inline Markdown to its shown characters.
    static func render(_ source: [Character]) -> String {
        var pieces: [Piece] = []
        var index = 0
        func previous() -> Character? { index > 0 ? source[index - 1] : nil }
        while index < source.count {
            let character = source[index]
            switch character {
            case "\\" where index + 1 < source.count && source[index + 1].isASCII && source[index + 1].isPunctuationOrSymbol:
                pieces.append(.text(String(source[index + 1])))
                index += 2
            case "`":
                let run = runLength(of: "`", in: source, from: index)
                if let close = closingBackticks(run, in: source, after: index + run) {
                    pieces.append(.text(codeSpan(Array(source[(index + run)..<close]))))
                    index = close + run
                } else {
                    pieces.append(.text(String(repeating: "`", count: run)))
                    index += run
                }
            case "[":
                if let link = inlineLink(in: source, at: index) {
                    pieces.append(.text(render(link.text)))
                    index = link.end
                } else {
                    pieces.append(.text("["))
                    index += 1
                }
            case "*", "_", "~":
                let run = runLength(of: character, in: source, from: index)
                let before = previous(), after = index + run < source.count ? source[index + run] : nil
                let left = isLeftFlanking(before: before, after: after), right = isLeftFlanking(before: after, after: before)
                let canOpen: Bool, canClose: Bool
                switch character {
                case "_":
                    canOpen = left && (!right || before.map(isPunctuation) == true)
                    canClose = right && (!left || after.map(isPunctuation) == true)
                case "~":
                    // Strikethrough takes runs of one or two tildes (GitHub's extension).
                    canOpen = left && run <= 2
                    canClose = right && run <= 2
                default:
                    canOpen = left
                    canClose = right
                }
                pieces.append(.delimiters(character, count: run, canOpen: canOpen, canClose: canClose))
                index += run
            default:
                pieces.append(.text(String(character)))
                index += 1
            }
        }
        matchEmphasis(&pieces)
        return pieces.map { piece in
            switch piece {
            case .text(let text): text
            case .delimiters(let character, let count, _, _): String(repeating: character, count: count)
            }
        }.joined()
    }

    /// CommonMark's "process emphasis": each closer takes the nearest opener of its kind before
    /// it (both lose the delimiters they share: two for strong, one for emphasis); what is left
    /// unmatched shows as written.
    private static func matchEmphasis(_ pieces: inout [Piece]) {
        var closer = 0
        while closer < pieces.count {
            guard case let .delimiters(character, closeCount, closerOpens, true) = pieces[closer], closeCount > 0 else { closer += 1; continue }
            var opener = closer - 1
            var matched = false
            while opener >= 0 {
                if case let .delimiters(openCharacter, openCount, true, openerCloses) = pieces[opener], openCharacter == character, openCount > 0 {
                    // The rule of three: a run that can both open and close pairs with one whose
                    // length sums to a multiple of three only when both are.
                    let oddMatch = (closerOpens || openerCloses) && (openCount + closeCount) % 3 == 0 && !(openCount % 3 == 0 && closeCount % 3 == 0)
                    let tildeMismatch = character == "~" && openCount != closeCount
                    if !oddMatch && !tildeMismatch {
                        let used = character == "~" ? closeCount : (openCount >= 2 && closeCount >= 2 ? 2 : 1)
                        pieces[opener] = .delimiters(character, count: openCount - used, canOpen: true, canClose: openerCloses)
                        pieces[closer] = .delimiters(character, count: closeCount - used, canOpen: closerOpens, canClose: true)
                        // Delimiters between the two can no longer pair across them.
                        for between in (opener + 1)..<closer {
                            if case let .delimiters(c, count, _, _) = pieces[between] { pieces[between] = .delimiters(c, count: count, canOpen: false, canClose: false) }
                        }
                        matched = true
                        break
                    }
                }
                opener -= 1
            }
            if !matched { closer += 1 }
        }
    }

    private static func runLength(of character: Character, in source: [Character], from start: Int) -> Int {
        var end = start
        while end < source.count && source[end] == character { end += 1 }
        return end - start
    }

    /// Where a run of exactly `length` backticks starts after `start`; nil when none does.
    private static func closingBackticks(_ length: Int, in source: [Character], after start: Int) -> Int? {
        var index = start
        while index < source.count {
            guard source[index] == "`" else { index += 1; continue }
            let run = runLength(of: "`", in: source, from: index)
            if run == length { return index }
            index += run
        }
        return nil
    }

    /// A code span's content: line endings become spaces, and one space on each side is
    /// stripped when both are there and the content is not all spaces.
    private static func codeSpan(_ content: [Character]) -> String {
        var text = content.map { $0 == "\n" ? " " : $0 }
        if text.count >= 2, text.first == " ", text.last == " ", text.contains(where: { $0 != " " }) {
            text = Array(text.dropFirst().dropLast())
        }
        return String(text)
    }

    /// `[text](destination)` at `start`: the link's text, and where the link ends.
    private static func inlineLink(in source: [Character], at start: Int) -> (text: [Character], end: Int)? {
        var depth = 0, index = start
        var textEnd: Int?
        while index < source.count {
            switch source[index] {
            case "\\": index += 1
            case "[": depth += 1
            case "]":
                depth -= 1
                if depth == 0 { textEnd = index }
            default: break
            }
            if textEnd != nil { break }
            index += 1
        }
        guard let textEnd, textEnd + 1 < source.count, source[textEnd + 1] == "(" else { return nil }
        var close = textEnd + 2, parentheses = 0
        while close < source.count {
            let character = source[close]
            if character == "\\" { close += 2; continue }
            if character == "(" { parentheses += 1 }
            if character == ")" {
                if parentheses == 0 { break }
                parentheses -= 1
            }
            close += 1
        }
        guard close < source.count else { return nil }
        let destination = source[(textEnd + 2)..<close]
        // The destination (and any title after it) stays on one line.
        if destination.contains(where: { $0 == "\n" }) { return nil }
        return (Array(source[(start + 1)..<textEnd]), close + 1)
    }

    /// A delimiter run with `after` next and `before` before it is left-flanking (CommonMark
    /// 6.2); swapping the two asks whether it is right-flanking.
    private static func isLeftFlanking(before: Character?, after: Character?) -> Bool {
        guard let after, !after.isWhitespace else { return false }
        if !isPunctuation(after) { return true }
        guard let before else { return true }
        return before.isWhitespace || isPunctuation(before)
    }

    private static func isPunctuation(_ character: Character) -> Bool { character.isPunctuationOrSymbol }
}

private extension Character {
    var isPunctuationOrSymbol: Bool { isPunctuation || isSymbol }
}
