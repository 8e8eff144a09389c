import Foundation

/// Distinct UTF-8 terms, each with a number in order of first sight.
///
/// Search terms repeat: an article says "state" a hundred times, a language's index meets each
/// term once per article. Looking a term up by its bytes makes no `String` and runs no
/// SipHash for a repeat; only a new term is copied.
struct TermTable {
    /// The terms, in order of first sight.
    private(set) var terms = TermList()
    /// Open addressing: term number + 1, 0 for an empty slot.
    private var slots: [Int32]
    private var hashes: [UInt64] = []

    init(capacity: Int = 64) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = Array(repeating: 0, count: size)
    }

    var count: Int { terms.count }

    /// The term's number; a term not seen before is added.
    mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let hash = Self.hash(bytes)
        let mask = slots.count - 1
        var slot = Self.slot(hash) & mask
        while slots[slot] != 0 {
            let index = Int(slots[slot] - 1)
            if hashes[index] == hash && terms.term(index, equals: bytes) { return index }
            slot = (slot + 1) & mask
        }
        let index = terms.count
        terms.append(bytes)
        hashes.append(hash)
        slots[slot] = Int32(index + 1)
        if terms.count * 2 > slots.count { grow() }
        return index
    }

    mutating func insert(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { insert($0) }
    }

    /// Term numbers ordered by their bytes (code point order, as UTF-8 preserves it).
    func sortedByBytes() -> [Int] {
        terms.sortedByBytes()
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, hash) in hashes.enumerated() {
            var slot = Self.slot(hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = StableHash()
        hash.combine(buffer: UnsafeRawBufferPointer(bytes))
        return hash.value
    }

    /// The high bits of a multiply: the hash's low bits alone are weak for short terms.
    static func slot(_ hash: UInt64) -> Int {
        Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> 20)
    }
}

/// UTF-8 terms in one buffer, with where each ends: a list of thousands of terms is two
/// arrays, not an array (or a `String`) per term, to build, copy, store and read back.
struct TermList: Sendable, Equatable {
    private(set) var bytes: [UInt8] = []
    /// The end of term `n` in `bytes`; it starts where term `n - 1` ends.
    private(set) var ends: [Int32] = []

    init() {}

    /// A list read back from storage: nil unless the ends rise within `bytes` and end with it.
    init?(bytes: [UInt8], ends: [Int32]) {
        guard Self.endsAreValid(ends, byteCount: bytes.count) else { return nil }
        self.bytes = bytes
        self.ends = ends
    }

    /// Whether `ends` rise within `byteCount` bytes and end with them.
    static func endsAreValid(_ ends: [Int32], byteCount: Int) -> Bool {
        var previous: Int32 = 0
        for end in ends {
            guard end >= previous else { return false }
            previous = end
        }
        return Int(previous) == byteCount
    }

    init(_ terms: [String]) {
        for var term in terms { term.withUTF8 { append($0) } }
    }

    var count: Int { ends.count }

    mutating func append(_ term: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: term)
        ends.append(Int32(bytes.count))
    }

    private func range(_ index: Int) -> Range<Int> {
        (index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])
    }

    /// Calls `body` with the bytes of term `index`.
    func withTerm<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range(index)])) }
    }

    /// Calls `body` with the bytes of each term, in order.
    func forEach(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        bytes.withUnsafeBufferPointer { all in
            var start = 0
            for end in ends {
                body(UnsafeBufferPointer(rebasing: all[start..<Int(end)]))
                start = Int(end)
            }
        }
    }

    func term(_ index: Int, equals other: UnsafeBufferPointer<UInt8>) -> Bool {
        let range = range(index)
        guard range.count == other.count else { return false }
        return bytes.withUnsafeBufferPointer { all in
            range.isEmpty || memcmp(all.baseAddress! + range.lowerBound, other.baseAddress!, range.count) == 0
        }
    }

    /// Byte order (code point order, as UTF-8 preserves it): negative when `a` comes first.
    static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let shared = min(a.count, b.count)
        let order = shared == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, shared)
        return order != 0 ? Int(order) : a.count - b.count
    }

    /// Term indices ordered by their bytes (code point order, as UTF-8 preserves it).
    func sortedByBytes() -> [Int] {
        bytes.withUnsafeBufferPointer { all in
            ends.indices.sorted { a, b in
                Self.compare(UnsafeBufferPointer(rebasing: all[range(a)]), UnsafeBufferPointer(rebasing: all[range(b)])) < 0
            }
        }
    }

    /// The terms as strings (for tests and messages).
    var strings: [String] {
        (0..<count).map { withTerm($0) { String(decoding: $0, as: UTF8.self) } }
    }
}

/// Distinct CJK term keys (`SearchIndex.Terms.cjkKey`, never 0), without hashing through `Hasher`.
///
/// Single characters of the Basic Multilingual Plane, half of all keys, are one bit each.
struct CJKKeySet {
    private var single = [UInt64](repeating: 0, count: 0x10000 / 64)
    private var slots: [UInt64]
    private(set) var keys: [UInt64] = []

    init(capacity: Int = 64) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = Array(repeating: 0, count: size)
    }

    mutating func insert(_ key: UInt64) {
        if key & 0xFFFF_FFFF == 0, key >> 32 < 0x10000 {
            let value = Int(key >> 32), bit = UInt64(1) << (value & 63)
            if single[value >> 6] & bit == 0 {
                single[value >> 6] |= bit
                keys.append(key)
            }
            return
        }
        let mask = slots.count - 1
        var slot = TermTable.slot(key) & mask
        while slots[slot] != 0 {
            if slots[slot] == key { return }
            slot = (slot + 1) & mask
        }
        slots[slot] = key
        keys.append(key)
        if keys.count * 2 > slots.count { grow() }
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for key in keys where !(key & 0xFFFF_FFFF == 0 && key >> 32 < 0x10000) {
            var slot = TermTable.slot(key) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = key
        }
    }
}
