/// Reads front matter made only of `key: value` lines (plain, `"double"` or `'single'`
/// quoted text on one line, or a `[flow, list]` of plain words) and blank lines, as Yams
/// composes it with the basic resolver; nil for anything else, which Yams then reads
/// (comments, escapes, block lists, indentation, anchors, tabs, CRs, repeated keys...).
///
/// What it accepts is kept narrow on purpose: every character that starts or ends YAML
/// syntax is refused where it could, so that for an accepted input the YAML reading is the
/// literal text. `PlainFrontMatterTests` compares it with Yams on generated inputs.
enum PlainFrontMatter {
    static func read(_ lines: [Substring]) -> FrontMatterFields? {
        var fields = FrontMatterFields()
        for (index, line) in lines.enumerated() {
            if line.isEmpty { continue }
            guard let (name, value, valueColumn) = keyAndValue(line) else { return nil }
            guard fields.values[name] == nil else { return nil }
            let row = index + 1
            fields.keys.append(.init(name: name, at: .init(line: row, column: 1)))
            guard let parsed = Self.value(value, line: row, column: valueColumn) else { return nil }
            fields.values[name] = parsed
        }
        return fields.keys.isEmpty ? nil : fields
    }

    /// `name: value`: an ASCII name from column 1, a colon, spaces, then a value that does
    /// not end in a space; the value's column.
    private static func keyAndValue(_ line: Substring) -> (String, Substring, Int)? {
        let bytes = line.utf8
        guard let first = bytes.first, first.isASCIILetter else { return nil }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        guard bytes[..<colon].allSatisfy({ $0.isASCIILetter || $0.isASCIILowercaseOrDigit || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }) else { return nil }
        var start = bytes.index(after: colon)
        guard start < bytes.endIndex, bytes[start] == UInt8(ascii: " ") else { return nil }
        while start < bytes.endIndex, bytes[start] == UInt8(ascii: " ") { start = bytes.index(after: start) }
        guard start < bytes.endIndex, let last = bytes.last, last != UInt8(ascii: " ") else { return nil }
        let name = String(line[..<colon])
        return (name, line[start...], bytes.distance(from: bytes.startIndex, to: start) + 1)
    }

    private static func value(_ text: Substring, line: Int, column: Int) -> FrontMatterFields.Value? {
        let bytes = text.utf8
        guard bytes.allSatisfy(isPlainByte), !containsBreakOrUnprintable(bytes) else { return nil }
        let at = FrontMatterFields.Position(line: line, column: column)
        switch bytes.first! {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let quote = bytes.first!
            let inner = bytes.dropFirst().dropLast()
            guard bytes.count >= 2, bytes.last == quote, !inner.contains(quote), !inner.contains(UInt8(ascii: "\\")) else { return nil }
            return .scalar(String(Substring(inner)), plain: false, at: at)
        case UInt8(ascii: "["):
            guard bytes.last == UInt8(ascii: "]") else { return nil }
            return list(text.dropFirst().dropLast(), line: line, column: column + 1)
        default:
            guard isPlainScalar(bytes, inFlow: false) else { return nil }
            return .scalar(String(text), plain: true, at: at)
        }
    }

    /// The items of `[a, b]` (what is between the brackets, which starts at `column`).
    private static func list(_ inner: Substring, line: Int, column: Int) -> FrontMatterFields.Value? {
        let at = FrontMatterFields.Position(line: line, column: column - 1)
        if inner.utf8.allSatisfy({ $0 == UInt8(ascii: " ") }) { return .sequence([], at: at) }
        var items: [FrontMatterFields.Value] = []
        var itemColumn = column
        for piece in inner.split(separator: ",", omittingEmptySubsequences: false) {
            let leading = piece.prefix { $0 == " " }
            let item = piece.dropFirst(leading.count)
            guard !item.isEmpty, item.last != " ", isPlainScalar(item.utf8, inFlow: true) else { return nil }
            items.append(.scalar(String(item), plain: true, at: .init(line: line, column: itemColumn + leading.count)))
            itemColumn += piece.unicodeScalars.count + 1
        }
        return .sequence(items, at: at)
    }

    /// A plain scalar that starts with none of YAML's indicators and holds no comment, no
    /// `: ` (nor a final `:`), and in a flow list no comma, bracket, brace, quote or colon.
    private static func isPlainScalar(_ bytes: Substring.UTF8View, inFlow: Bool) -> Bool {
        guard let first = bytes.first, !indicators.contains(first), first != UInt8(ascii: " ") else { return false }
        if bytes.contains(UInt8(ascii: "#")) || bytes.last == UInt8(ascii: ":") { return false }
        if inFlow {
            return !bytes.contains { flowIndicators.contains($0) }
        }
        var previous: UInt8 = 0
        for byte in bytes {
            if previous == UInt8(ascii: ":") && byte == UInt8(ascii: " ") { return false }
            previous = byte
        }
        return true
    }

    private static let indicators: Set<UInt8> = Set("-?:,[]{}#&*!|>'\"%@`".utf8)
    private static let flowIndicators: Set<UInt8> = Set(",[]{}:'\"".utf8)

    /// No control characters (tab and CR included) and no DEL.
    private static func isPlainByte(_ byte: UInt8) -> Bool { byte >= 0x20 && byte != 0x7F }

    /// Characters libyaml reads as line breaks (NEL, LS, PS), refuses (C1 controls, U+FFFE,
    /// U+FFFF) or skips (a byte order mark): their UTF-8 forms.
    private static func containsBreakOrUnprintable(_ bytes: Substring.UTF8View) -> Bool {
        var iterator = bytes.makeIterator()
        var window: (UInt8, UInt8) = (0, 0)
        while let byte = iterator.next() {
            if window.1 == 0xC2 && (0x80...0x9F).contains(byte) { return true }
            if window.0 == 0xE2 && window.1 == 0x80 && (byte == 0xA8 || byte == 0xA9) { return true }
            if window.0 == 0xEF && window.1 == 0xBB && byte == 0xBF { return true }
            if window.0 == 0xEF && window.1 == 0xBF && (byte == 0xBE || byte == 0xBF) { return true }
            window = (window.1, byte)
        }
        return false
    }
}
