/// How deeply a Swift text nests, found by a byte scan before swift-syntax sees it.
///
/// swift-syntax recurses once per level of nesting (a few thousand `[` overflow a worker
/// thread's stack: SIGSEGV, not a diagnostic) and explores nested `[` in exponential time
/// (array, dictionary or type: 18 levels took 6.5 s, 20 took 24 s). Code from a pull request
/// is scanned first: what nests deeper than the limits is never parsed. The scan knows
/// comments, string literals (raw, multi-line, with interpolations, which nest too) and
/// `#if` blocks, so brackets inside text can neither raise the count nor hide nesting.
public enum SwiftNesting {
    /// Brackets, interpolations and `#if` blocks open at once ("chosen": SwiftUI code nests
    /// views, closures and calls 20 to 30 deep; swift-syntax's own limit is 256).
    public static let depthLimit = 64
    /// `[` open at once ("chosen": `[[String: [Int]]]` is three; each level doubles the
    /// parser's work, and 10 levels cost about 25 ms).
    public static let squareBracketLimit = 10

    /// Where a text first nests deeper than the limits.
    public struct Excess: Equatable, Sendable {
        /// 0-based line of the text where the limit was passed.
        public var line: Int
        /// What was too deep, for a message: "brackets nest more than 64 deep".
        public var description: String
    }

    private enum Context {
        case bracket(UInt8)
        case conditional
        /// A string literal: its quotes (1 or 3) and the `#`s of a raw string.
        case string(quotes: Int, hashes: Int)
        /// `\(` inside a string: code until its `)`.
        case interpolation
    }

    /// nil when `text` stays within the limits.
    public static func excess(in text: some StringProtocol) -> Excess? {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { excess(in: UnsafeBufferPointer($0)) }
    }

    static func excess(in bytes: UnsafeBufferPointer<UInt8>) -> Excess? {
        var stack: [Context] = []
        var squares = 0, line = 0, index = 0
        let count = bytes.count
        func at(_ offset: Int) -> UInt8 { offset < count ? bytes[offset] : 0 }
        func hashes(before offset: Int) -> Int {
            var n = 0
            while offset - n - 1 >= 0 && bytes[offset - n - 1] == UInt8(ascii: "#") { n += 1 }
            return n
        }
        func push(_ context: Context) -> Excess? {
            stack.append(context)
            if case .bracket(UInt8(ascii: "[")) = context { squares += 1 }
            if squares > squareBracketLimit {
                return Excess(line: line, description: "'[' nests more than \(squareBracketLimit) deep")
            }
            if stack.count > depthLimit {
                return Excess(line: line, description: "brackets, string interpolations and #if blocks nest more than \(depthLimit) deep")
            }
            return nil
        }
        func pop() {
            if case .bracket(UInt8(ascii: "["))? = stack.last { squares -= 1 }
            stack.removeLast()
        }
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { line += 1 }
            if case .string(let quotes, let hashCount)? = stack.last {
                if byte == UInt8(ascii: "\\") {
                    var end = index + 1, seen = 0
                    while seen < hashCount && at(end) == UInt8(ascii: "#") { end += 1; seen += 1 }
                    if seen == hashCount {
                        if at(end) == UInt8(ascii: "(") {
                            if let excess = push(.interpolation) { return excess }
                            index = end + 1
                            continue
                        }
                        // An escaped character (not a line break: lines are counted above).
                        index = at(end) == UInt8(ascii: "\n") ? end : end + 1
                        continue
                    }
                } else if byte == UInt8(ascii: "\"") {
                    var end = index, seen = 0
                    while seen < quotes && at(end) == UInt8(ascii: "\"") { end += 1; seen += 1 }
                    var closingHashes = 0
                    while closingHashes < hashCount && at(end) == UInt8(ascii: "#") { end += 1; closingHashes += 1 }
                    if seen == quotes && closingHashes == hashCount {
                        pop()
                        index = end
                        continue
                    }
                } else if byte == UInt8(ascii: "\n") && quotes == 1 {
                    pop()  // an unterminated one-line string ends with its line
                }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "/"):
                while index < count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "*"):
                // Block comments nest in Swift.
                var depth = 1
                index += 2
                while index < count && depth > 0 {
                    if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                    if bytes[index] == UInt8(ascii: "/") && at(index + 1) == UInt8(ascii: "*") { depth += 1; index += 2; continue }
                    if bytes[index] == UInt8(ascii: "*") && at(index + 1) == UInt8(ascii: "/") { depth -= 1; index += 2; continue }
                    index += 1
                }
                continue
            case UInt8(ascii: "\""):
                let quotes = at(index + 1) == UInt8(ascii: "\"") && at(index + 2) == UInt8(ascii: "\"") ? 3 : 1
                if let excess = push(.string(quotes: quotes, hashes: hashes(before: index))) { return excess }
                index += quotes
                continue
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                if let excess = push(.bracket(byte)) { return excess }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                // A closer ends the innermost bracket (or interpolation) when it is its kind,
                // and any `#if` left open inside it; another kind is a typo the parser
                // reports, and must not lower the count that hides nesting from this scan.
                let opener = byte == UInt8(ascii: ")") ? UInt8(ascii: "(") : byte == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
                var inner = stack.count - 1
                while inner >= 0, case .conditional = stack[inner] { inner -= 1 }
                guard inner >= 0 else { break }
                let closes: Bool
                switch stack[inner] {
                case .bracket(let kind): closes = kind == opener
                case .interpolation: closes = opener == UInt8(ascii: "(")
                case .string, .conditional: closes = false
                }
                if closes { while stack.count > inner { pop() } }
            case UInt8(ascii: "#"):
                if matches(bytes, index + 1, "if"), !isIdentifierByte(at(index + 3)) {
                    if let excess = push(.conditional) { return excess }
                } else if matches(bytes, index + 1, "endif"), !isIdentifierByte(at(index + 6)) {
                    if case .conditional? = stack.last { pop() }
                }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int, _ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard offset + length <= bytes.count else { return false }
        for index in 0..<length where bytes[offset + index] != word.utf8Start[index] { return false }
        return true
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
