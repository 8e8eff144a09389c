import Foundation

// Evidence: Apple Human Interface Guidelines, "Typography" > iOS Dynamic Type sizes (the Large,
// default, size of each text style: point size and leading, e.g. body 17/22, largeTitle 34/41).
// Chosen [text-metrics-model]: text is measured with an average advance per character class (a fraction of the point size, estimated from SF Pro's glyph widths) instead of real glyph shaping; lines break at spaces (and between CJK characters), a word wider than the line breaks between characters. Deterministic and documented, not pixel exact.
/// Measures text without a font rasteriser.
struct TextMetrics {
    let pointSize: CGFloat
    let lineHeight: CGFloat

    init(font: Font?) {
        if let size = font?.pointSize {
            pointSize = CGFloat(size)
            // Chosen [text-line-height-ratio]: a font given by point size (system(size:), custom) has a line height of 1.2 times its size, SF Pro's ratio at body size rounded.
            lineHeight = (CGFloat(size) * 1.2).rounded()
        } else {
            let metrics = Self.styleMetrics(font?.style ?? .body)
            pointSize = metrics.pointSize
            lineHeight = metrics.lineHeight
        }
    }

    static func styleMetrics(_ style: Font.TextStyle) -> (pointSize: CGFloat, lineHeight: CGFloat) {
        switch style {
        case .largeTitle: (34, 41)
        case .title: (28, 34)
        case .title2: (22, 28)
        case .title3: (20, 25)
        case .headline: (17, 22)
        case .body: (17, 22)
        case .callout: (16, 21)
        case .subheadline: (15, 20)
        case .footnote: (13, 18)
        case .caption: (12, 16)
        case .caption2: (11, 13)
        }
    }

    /// The advance of one character, as a fraction of the point size (see text-metrics-model).
    static func advance(of character: Character) -> CGFloat {
        // A lone ASCII byte answers without Unicode property lookups (the same classes below).
        if character.utf8.count == 1, let byte = character.utf8.first { return advance(ofASCII: byte) }
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let value = scalar.value
        if isWide(value) { return 1.0 }
        if value >= 0x1F000 { return 1.25 }  // emoji
        switch character {
        case " ": return 0.26
        case "i", "l", "j", "t", "f", "r", "I", "'", ".", ",", ":", ";", "!", "|": return 0.28
        case "m", "w", "M", "W", "@", "%": return 0.85
        default:
            if character.isUppercase { return 0.66 }
            if character.isNumber { return 0.6 }
            if character.isLowercase { return 0.53 }
            return 0.55
        }
    }

    static func advance(ofASCII byte: UInt8) -> CGFloat {
        switch byte {
        case UInt8(ascii: " "): return 0.26
        case UInt8(ascii: "i"), UInt8(ascii: "l"), UInt8(ascii: "j"), UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "r"),
             UInt8(ascii: "I"), UInt8(ascii: "'"), UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"),
             UInt8(ascii: "!"), UInt8(ascii: "|"):
            return 0.28
        case UInt8(ascii: "m"), UInt8(ascii: "w"), UInt8(ascii: "M"), UInt8(ascii: "W"), UInt8(ascii: "@"), UInt8(ascii: "%"):
            return 0.85
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return 0.66
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return 0.6
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return 0.53
        default: return 0.55
        }
    }

    /// East Asian wide and full-width characters: one em each.
    static func isWide(_ value: UInt32) -> Bool {
        (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value) || (0xAC00...0xD7A3).contains(value)
            || (0xF900...0xFAFF).contains(value) || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
            || (0xFFE0...0xFFE6).contains(value) || (0x20000...0x3FFFD).contains(value)
    }

    func width(of text: Substring) -> CGFloat {
        text.reduce(0) { $0 + Self.advance(of: $1) } * pointSize
    }

    /// The lines `text` breaks into within `maxWidth` (nil: only at line breaks).
    func lines(of text: String, maxWidth: CGFloat?) -> [CGFloat] {
        lines(of: PreparedText(text), maxWidth: maxWidth)
    }

    /// The same, from a text whose characters were measured once (`PreparedText`): a view is
    /// asked its size under several proposals, and only the breaking depends on them.
    func lines(of text: PreparedText, maxWidth: CGFloat?) -> [CGFloat] {
        var widths: [CGFloat] = []
        forEachLine(of: text, maxWidth: maxWidth) { widths.append($0) }
        return widths
    }

    /// Hands out each line's width in order, storing none: sizing a text under a proposal
    /// allocates nothing.
    func forEachLine(of text: PreparedText, maxWidth: CGFloat?, _ body: (CGFloat) -> Void) {
        for paragraph in text.paragraphs {
            guard let maxWidth, maxWidth.isFinite else {
                body(paragraph.advance * pointSize)
                continue
            }
            var line: CGFloat = 0
            var lineHasContent = false
            for tokenIndex in paragraph.tokens {
                let token = text.tokens[tokenIndex]
                let tokenWidth = token.advance * pointSize
                let space = lineHasContent ? token.separatorAdvance * pointSize : 0
                if lineHasContent && line + space + tokenWidth > maxWidth + 0.001 {
                    body(line)
                    line = 0
                    lineHasContent = false
                }
                // A word longer than the line breaks between characters.
                if !lineHasContent && tokenWidth > maxWidth {
                    for characterIndex in token.characters {
                        let advance = text.characterAdvances[characterIndex] * pointSize
                        if line > 0 && line + advance > maxWidth + 0.001 { body(line); line = 0 }
                        line += advance
                    }
                    lineHasContent = true
                    continue
                }
                line += (lineHasContent ? space : 0) + tokenWidth
                lineHasContent = true
            }
            body(line)
        }
    }

    /// Words with the separator before them; each CJK character is a word of its own.
    static func tokens(_ paragraph: Substring) -> [(separator: Substring, text: Substring)] {
        var tokens: [(separator: Substring, text: Substring)] = []
        var separatorStart = paragraph.startIndex
        var index = paragraph.startIndex
        while index < paragraph.endIndex {
            if paragraph[index] == " " { index = paragraph.index(after: index); continue }
            let start = index
            if let scalar = paragraph[index].unicodeScalars.first, isWide(scalar.value) {
                index = paragraph.index(after: index)
            } else {
                while index < paragraph.endIndex, paragraph[index] != " ",
                      !(paragraph[index].unicodeScalars.first.map { isWide($0.value) } ?? false) {
                    index = paragraph.index(after: index)
                }
            }
            tokens.append((separator: paragraph[separatorStart..<start], text: paragraph[start..<index]))
            separatorStart = index
        }
        return tokens
    }

    // Evidence: Apple docs "Text" and "lineLimit(_:)" (text wraps to the width offered and takes
    // its ideal, unwrapped size when offered none; a line limit, or a height too small for the
    // lines, truncates the last line shown).
    func size(of text: String, proposal: ProposedViewSize, lineLimit: Int?) -> CGSize {
        size(of: PreparedText(text), proposal: proposal, lineLimit: lineLimit)
    }

    func size(of text: PreparedText, proposal: ProposedViewSize, lineLimit: Int?) -> CGSize {
        guard !text.isEmpty else { return .zero }
        // The most lines shown: the line limit, and as many as the offered height holds.
        var shown = Int.max
        if let lineLimit { shown = max(1, lineLimit) }
        if let height = proposal.height, height.isFinite { shown = min(shown, max(1, Int((height / lineHeight).rounded(.down)))) }
        var lineCount = 0
        var width: CGFloat = 0
        forEachLine(of: text, maxWidth: proposal.width) { line in
            if lineCount < shown { width = max(width, line) }
            lineCount += 1
        }
        let count = min(lineCount, shown)
        let truncated = count < lineCount
        if truncated, let offered = proposal.width, offered.isFinite { width = offered }
        if let offered = proposal.width, offered.isFinite, width > offered { width = offered }
        return CGSize(width: width.rounded(.up), height: CGFloat(count) * lineHeight)
    }

    // Chosen [text-baseline]: a line's baseline sits the font's descent (0.24 of the point size, SF Pro's descender rounded) above the line's bottom.
    func baselines(in size: CGSize) -> (CGFloat, CGFloat) {
        let descent = pointSize * 0.24
        return (lineHeight - descent, max(lineHeight, size.height) - descent)
    }
}

/// A text's characters measured once, in ems: per paragraph its whole advance, and per word the
/// advance of the spaces before it, of the word, and of each of its characters (a word longer
/// than the line breaks between them). The sums are formed as `TextMetrics.width(of:)` forms
/// them, so a size from here is the size from the string. Stored flat (three arrays whatever
/// the number of words): a changed text is prepared, and freed, on every update.
struct PreparedText: Equatable {
    struct Token: Equatable {
        var separatorAdvance: CGFloat
        var advance: CGFloat
        /// Its characters' advances in `characterAdvances`.
        var characters: Range<Int>
    }
    struct Paragraph: Equatable {
        var advance: CGFloat
        /// Its words in `tokens`.
        var tokens: Range<Int>
    }
    let paragraphs: [Paragraph]
    let tokens: [Token]
    let characterAdvances: [CGFloat]
    let isEmpty: Bool

    /// `bytes`: an ASCII text is read from its bytes (false only to check that path against this one).
    init(_ text: String, bytes: Bool = true) {
        if bytes, let ascii = Self.ascii(text) {
            self = ascii
            return
        }
        func advance(_ text: Substring) -> CGFloat { text.reduce(0) { $0 + TextMetrics.advance(of: $1) } }
        var paragraphs: [Paragraph] = []
        var tokens: [Token] = []
        var characterAdvances: [CGFloat] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let firstToken = tokens.count
            for token in TextMetrics.tokens(paragraph) {
                let firstCharacter = characterAdvances.count
                characterAdvances.append(contentsOf: token.text.map(TextMetrics.advance(of:)))
                let characters = firstCharacter..<characterAdvances.count
                tokens.append(Token(separatorAdvance: advance(token.separator),
                                    advance: characterAdvances[characters].reduce(0, +), characters: characters))
            }
            paragraphs.append(Paragraph(advance: advance(paragraph), tokens: firstToken..<tokens.count))
        }
        self.init(paragraphs: paragraphs, tokens: tokens, characterAdvances: characterAdvances, isEmpty: text.isEmpty)
    }

    private init(paragraphs: [Paragraph], tokens: [Token], characterAdvances: [CGFloat], isEmpty: Bool) {
        self.paragraphs = paragraphs
        self.tokens = tokens
        self.characterAdvances = characterAdvances
        self.isEmpty = isEmpty
    }
}

extension PreparedText {
    /// The same text read from the bytes of an ASCII text, where a byte is a character (no
    /// carriage return: "\r\n" is one character), in the same order of additions; nil for
    /// any other text.
    static func ascii(_ text: String) -> PreparedText? {
        var paragraphs: [Paragraph] = []
        var tokens: [Token] = []
        var characterAdvances: [CGFloat] = []
        characterAdvances.reserveCapacity(text.utf8.count)
        var paragraphAdvance: CGFloat = 0
        var paragraphStart = 0
        var separator: CGFloat = 0
        var wordStart = 0
        func endWord() {
            guard wordStart < characterAdvances.count else { return }
            let characters = wordStart..<characterAdvances.count
            tokens.append(Token(separatorAdvance: separator, advance: characterAdvances[characters].reduce(0, +), characters: characters))
            separator = 0
        }
        for byte in text.utf8 {
            guard byte < 0x80, byte != UInt8(ascii: "\r") else { return nil }
            if byte == UInt8(ascii: "\n") {
                endWord()
                paragraphs.append(Paragraph(advance: paragraphAdvance, tokens: paragraphStart..<tokens.count))
                paragraphStart = tokens.count
                paragraphAdvance = 0
                separator = 0
                wordStart = characterAdvances.count
                continue
            }
            let advance = TextMetrics.advance(ofASCII: byte)
            paragraphAdvance += advance
            if byte == UInt8(ascii: " ") {
                endWord()
                separator += advance
                wordStart = characterAdvances.count
            } else {
                characterAdvances.append(advance)
            }
        }
        endWord()
        paragraphs.append(Paragraph(advance: paragraphAdvance, tokens: paragraphStart..<tokens.count))
        return PreparedText(paragraphs: paragraphs, tokens: tokens, characterAdvances: characterAdvances, isEmpty: text.isEmpty)
    }
}

extension PreparedText {
    /// True when `old` and `new` prepare alike (`PreparedText(old) == PreparedText(new)`), told
    /// from the strings alone: ASCII texts without a carriage return (which `ascii` reads), of
    /// the same length, that differ only where both have a character of a word (not a space or
    /// a line break) of the same advance. Their words, breaks and sums are then made of the same
    /// numbers in the same order. False means only "cannot tell so": ask `isPrepared(from:)`.
    static func measuresAlike(_ old: String, _ new: String) -> Bool {
        guard old.utf8.count == new.utf8.count else { return false }
        // Read as buffers: zipping the two UTF-8 views costs more than the comparison itself.
        var old = old, new = new
        return old.withUTF8 { old in
            new.withUTF8 { new in
                let space = UInt8(ascii: " "), lineBreak = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
                for index in 0..<old.count {
                    let a = old[index], b = new[index]
                    guard a < 0x80, b < 0x80, a != carriageReturn, b != carriageReturn else { return false }
                    if a == b { continue }
                    guard a != space, a != lineBreak, b != space, b != lineBreak,
                          TextMetrics.advance(ofASCII: a) == TextMetrics.advance(ofASCII: b) else { return false }
                }
                return true
            }
        }
    }
}

extension PreparedText {
    /// True when `text` prepares to this text (`PreparedText(text) == self`), told as `text` is
    /// read, making no arrays: an update that changes a text asks it of the string before, and
    /// most often the answer is in its first differing advance. Reads an ASCII text as `ascii`
    /// does, with the same additions in the same order, so the sums compare exactly.
    func isPrepared(from text: String) -> Bool {
        guard text.isEmpty == isEmpty else { return false }
        var paragraphIndex = 0, tokenIndex = 0, characterIndex = 0
        var paragraphAdvance: CGFloat = 0, paragraphStart = 0
        var separator: CGFloat = 0, wordStart = 0, wordAdvance: CGFloat = 0
        func endWord() -> Bool {
            guard wordStart < characterIndex else { return true }
            guard tokenIndex < tokens.count, tokens[tokenIndex] == Token(separatorAdvance: separator, advance: wordAdvance, characters: wordStart..<characterIndex) else { return false }
            tokenIndex += 1
            separator = 0
            wordAdvance = 0
            return true
        }
        func endParagraph() -> Bool {
            guard paragraphIndex < paragraphs.count, paragraphs[paragraphIndex] == Paragraph(advance: paragraphAdvance, tokens: paragraphStart..<tokenIndex) else { return false }
            paragraphIndex += 1
            return true
        }
        for byte in text.utf8 {
            guard byte < 0x80, byte != UInt8(ascii: "\r") else { return PreparedText(text) == self }
            if byte == UInt8(ascii: "\n") {
                guard endWord(), endParagraph() else { return false }
                paragraphStart = tokenIndex
                paragraphAdvance = 0
                separator = 0
                wordStart = characterIndex
                continue
            }
            let advance = TextMetrics.advance(ofASCII: byte)
            paragraphAdvance += advance
            if byte == UInt8(ascii: " ") {
                guard endWord() else { return false }
                separator += advance
                wordStart = characterIndex
            } else {
                guard characterIndex < characterAdvances.count, characterAdvances[characterIndex] == advance else { return false }
                characterIndex += 1
                wordAdvance += advance
            }
        }
        return endWord() && endParagraph()
            && paragraphIndex == paragraphs.count && tokenIndex == tokens.count && characterIndex == characterAdvances.count
    }
}

/// Prepared texts by string, kept by the layout pass: the same string (a label repeated down a
/// list, a changed text asked again under its old proposals) is measured once.
struct PreparedTextCache {
    private var entries: [String: PreparedText] = [:]
    /// Why 1,024: a screen's distinct strings; past it the cache starts over (a bound, not a policy).
    private static let limit = 1_024

    /// The text asked last: a changed view is asked again under each proposal it answered
    /// before, one after another, and comparing a string costs less than hashing it.
    private var last: (text: String, prepared: PreparedText)?

    mutating func prepared(_ text: String) -> PreparedText {
        if let last, last.text == text { return last.prepared }
        let prepared: PreparedText
        if let entry = entries[text] {
            prepared = entry
        } else {
            if entries.count >= Self.limit { entries.removeAll(keepingCapacity: true) }
            prepared = PreparedText(text)
            entries[text] = prepared
        }
        last = (text, prepared)
        return prepared
    }
}

/// A view whose size comes from text (its baselines align text in HStacks).
protocol TextMeasuring {
    func baselines(in size: CGSize) -> (CGFloat, CGFloat)
}

struct LineLimitKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}

extension EnvironmentValues {
    /// The most lines a text shows (nil: no limit).
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
}

nonisolated extension View {
    // Evidence: Apple docs "font(_:)" (sets the font in the environment for the text inside).
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    // Evidence: Apple docs "lineLimit(_:)" (sets the environment's lineLimit for the text inside).
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number)
    }

    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environment(\.lineLimit, limit)
    }

    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        environment(\.lineLimit, limit.upperBound)
    }

    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        environment(\.lineLimit, nil)
    }
}
