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

    public mutating func finalizeHex() -> String {
        finalize().map { String(format: "%02x", $0) }.joined()
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
