import Crypto
import Foundation

/// SHA-256 as lowercase hex, the form cache keys and `source-hash` use. The digest itself is
/// swift-crypto's; this type only adds the hex spelling and String/Data conveniences.
public struct SHA256 {
    private var hasher = Crypto.SHA256()

    public init() {}

    public mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        hasher.update(data: Array(bytes))
    }

    public mutating func update(_ data: Data) { hasher.update(data: data) }

    public mutating func update(_ text: String) { hasher.update(data: Data(text.utf8)) }

    public mutating func finalize() -> [UInt8] { Array(hasher.finalize()) }

    public mutating func finalizeHex() -> String { Self.hex(of: finalize()) }

    /// Lowercase hex of `bytes` (cache keys are made on every verify: no `String(format:)`).
    public static func hex<Bytes: Sequence>(of bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.underestimatedCount * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    public static func hex(bytes data: Data) -> String {
        var hasher = SHA256()
        hasher.update(data)
        return hasher.finalizeHex()
    }

    public static func hex(_ text: String) -> String {
        var hasher = SHA256()
        hasher.update(text)
        return hasher.finalizeHex()
    }
}
