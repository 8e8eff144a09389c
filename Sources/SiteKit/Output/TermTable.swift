/// Distinct UTF-8 terms, each with a number in order of first sight.
///
/// Search terms repeat: an article says "state" a hundred times, a language's index meets each
/// term once per article. Looking a term up by its bytes makes no `String` and runs no
/// SipHash for a repeat; only a new term is copied.
struct TermTable {
    /// The bytes of term `n`, in order of first sight.
    private(set) var terms: [[UInt8]] = []
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
            if hashes[index] == hash && terms[index].elementsEqual(bytes) { return index }
            slot = (slot + 1) & mask
        }
        let index = terms.count
        terms.append(Array(bytes))
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
        terms.indices.sorted { terms[$0].lexicographicallyPrecedes(terms[$1]) }
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
