/// A fast, stable 64-bit hash (FNV-1a style, a word at a time) for cache keys and content-addressed asset names.
///
/// Not cryptographic: it only has to change when its input changes, the same on every run
/// and every machine (Swift's `Hasher` is seeded per process, so it cannot be used).
public struct StableHash: Sendable {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func combine<Bytes: Sequence>(bytes: Bytes) where Bytes.Element == UInt8 {
        if let done: Void = bytes.withContiguousStorageIfAvailable({ combine(buffer: UnsafeRawBufferPointer($0)) }) {
            return done
        }
        combine(buffer: Array(bytes))
    }

    public mutating func combine(buffer: [UInt8]) {
        buffer.withUnsafeBytes { combine(buffer: $0) }
    }

    /// Eight bytes per step (FNV-style multiply with a fold), then the tail byte by byte.
    public mutating func combine(buffer: UnsafeRawBufferPointer) {
        var index = 0
        let count = buffer.count
        while index + 8 <= count {
            combine(word: buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self).littleEndian)
            index += 8
        }
        while index < count {
            state ^= UInt64(buffer[index])
            state &*= 0x0000_0100_0000_01B3
            index += 1
        }
    }

    /// A hash (or any number) as one input: eight bytes, which need no separator.
    public mutating func combine(word: UInt64) {
        state = (state ^ word) &* 0x0000_0100_0000_01B3
        state ^= state >> 29
    }

    public mutating func combine(_ text: String) {
        var copy = text
        copy.withUTF8 { combine(utf8: $0) }
    }

    /// Text already in UTF-8, hashed as `combine(_:)` hashes it as a `String`.
    public mutating func combine<Bytes: Sequence>(utf8 bytes: Bytes) where Bytes.Element == UInt8 {
        combine(bytes: bytes)
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
