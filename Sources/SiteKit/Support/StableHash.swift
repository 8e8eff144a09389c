/// A fast, stable 64-bit hash (FNV-1a) for cache keys and content-addressed asset names.
///
/// Not cryptographic: it only has to change when its input changes, the same on every run
/// and every machine (Swift's `Hasher` is seeded per process, so it cannot be used).
public struct StableHash: Sendable {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func combine<Bytes: Sequence>(bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes {
            state ^= UInt64(byte)
            state &*= 0x0000_0100_0000_01B3
        }
    }

    public mutating func combine(_ text: String) {
        var copy = text
        copy.withUTF8 { combine(bytes: $0) }
        // A separator keeps ("ab", "c") and ("a", "bc") apart.
        combine(bytes: CollectionOfOne(0xFF))
    }

    public var value: UInt64 { state }

    /// Sixteen lowercase hex digits.
    public var hex: String {
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    public static func hex(of text: String) -> String {
        var hash = StableHash()
        hash.combine(text)
        return hash.hex
    }

    public static func hex<Bytes: Sequence>(ofBytes bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hash = StableHash()
        hash.combine(bytes: bytes)
        return hash.hex
    }
}
