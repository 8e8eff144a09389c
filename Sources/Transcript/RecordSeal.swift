/// How each line of the result channel is authenticated: the runtime appends an HMAC-SHA256 tag
/// over the record's position in the channel and its text, keyed with a secret statedocs makes
/// for that one run (`ProgramABI.secretDescriptor`, `LaunchRequest.secret`). statedocs accepts a
/// record only with the tag its own key gives for that position, so a record written to the
/// channel by scenario code (which does not hold the key) is told apart, and so is a record
/// dropped, repeated or moved: every later position then mismatches.
///
/// Both sides compute the same tag from `message`: the engine with its own small HMAC-SHA256
/// (it links only Foundation), statedocs with swift-crypto.
public enum RecordSeal {
    public static let keyByteCount = 32
    /// Between a record and its tag: the group separator, which no record holds (events and
    /// warnings are JSON, which escapes control characters).
    public static let separator: Character = "\u{1D}"

    /// What the tag covers: the record's 0-based position in the channel, a space, its text.
    public static func message(position: Int, record: some StringProtocol) -> [UInt8] {
        Array("\(position) ".utf8) + Array(record.utf8)
    }

    /// One channel line: the record, the separator, the tag in lowercase hexadecimal.
    public static func line(record: String, tag: some Sequence<UInt8>) -> String {
        record + String(separator) + hex(tag)
    }

    /// The record and tag of a channel line; nil for a line without a well-formed tag.
    public static func split(_ line: Substring) -> (record: Substring, tag: [UInt8])? {
        guard let index = line.lastIndex(of: separator) else { return nil }
        let hexText = line[line.index(after: index)...].utf8
        guard hexText.count == 64 else { return nil }
        var tag: [UInt8] = []
        tag.reserveCapacity(32)
        var high: UInt8?
        for byte in hexText {
            guard let nibble = nibble(byte) else { return nil }
            if let first = high {
                tag.append(first << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
        return (line[..<index], tag)
    }

    public static func hex(_ bytes: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0xF)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    public static func bytes(hex text: some StringProtocol) -> [UInt8]? {
        let utf8 = Array(text.utf8)
        guard utf8.count % 2 == 0 else { return nil }
        var out: [UInt8] = []
        for index in stride(from: 0, to: utf8.count, by: 2) {
            guard let high = nibble(utf8[index]), let low = nibble(utf8[index + 1]) else { return nil }
            out.append(high << 4 | low)
        }
        return out
    }

    private static func nibble(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
