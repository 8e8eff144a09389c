import Foundation

/// Feeds an `Encodable` value into a `StableHash`, field by field, as its synthesized (or own)
/// `encode(to:)` writes it: a typed input's key then follows every stored property the type
/// has, with nothing to keep in step by hand. Keys are hashed with their values and every value
/// carries a tag of its kind, so two different values of one type cannot hash alike by
/// shifting text from one field to the next. A dictionary's or a set's elements go in sorted
/// order (Swift iterates them in an order seeded per process).
extension StableHash {
    public mutating func combine<Value: Encodable>(encoding value: Value) {
        let encoder = StableHashEncoder(hash: self)
        // Encoding into a hash cannot fail: no container refuses a value.
        try? value.encode(to: encoder)
        self = encoder.hash
    }

    public static func hex<Value: Encodable>(encoding value: Value) -> String {
        var hash = StableHash()
        hash.combine(encoding: value)
        return hash.hex
    }
}

private final class StableHashEncoder: Encoder {
    var hash: StableHash
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(hash: StableHash) { self.hash = hash }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        hash.combine(word: Tag.keyed)
        return KeyedEncodingContainer(Keyed<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        hash.combine(word: Tag.unkeyed)
        return Unkeyed(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(encoder: self) }

    /// One word per kind of value; an element or a field starts with its own.
    enum Tag {
        static let keyed: UInt64 = 0x6b65_7965_6400_0001
        static let unkeyed: UInt64 = 0x756e_6b65_7900_0002
        static let element: UInt64 = 0x656c_656d_0000_0003
        static let null: UInt64 = 0x6e75_6c6c_0000_0004
        static let text: UInt64 = 0x7465_7874_0000_0005
        static let number: UInt64 = 0x6e75_6d00_0000_0006
    }

    func encodeNil() { hash.combine(word: Tag.null) }
    func encode(_ text: String) { hash.combine(word: Tag.text); hash.combine(text) }
    func encode(_ flag: Bool) { hash.combine(word: Tag.number); hash.combine(word: flag ? 1 : 0) }
    func encode<Integer: BinaryInteger>(integer value: Integer) { hash.combine(word: Tag.number); hash.combine(word: UInt64(truncatingIfNeeded: value)) }
    func encode(_ value: Double) { hash.combine(word: Tag.number); hash.combine(word: value.bitPattern) }

    /// The kinds with a direct encoding are told apart by their metadata alone, and whether a
    /// type is unordered is asked of the runtime once per type: a cast to a protocol with
    /// conditional conformances (`Dictionary`, `Set`) checks their requirements by demangling
    /// type names on every call, which was a fifth of keying a site's pages (issue #32).
    func encode<Value: Encodable>(value: Value) throws {
        if Value.self == String.self { return encode(unsafeBitCast(value, to: String.self)) }
        if Value.self == Bool.self { return encode(unsafeBitCast(value, to: Bool.self)) }
        if Value.self == Int.self { return encode(integer: unsafeBitCast(value, to: Int.self)) }
        if Value.self == Double.self { return encode(unsafeBitCast(value, to: Double.self)) }
        if UnorderedTypes.contains(Value.self), let unordered = value as? any UnorderedEncodable {
            return try unordered.encodeSorted(to: self)
        }
        try value.encode(to: self)
    }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: StableHashEncoder
        var codingPath: [any CodingKey] { [] }

        func encodeNil(forKey key: Key) { field(key); encoder.encodeNil() }
        // The common kinds directly: the generic path below asks the runtime what a value is.
        func encode(_ value: String, forKey key: Key) { field(key); encoder.encode(value) }
        func encode(_ value: Bool, forKey key: Key) { field(key); encoder.encode(value) }
        func encode(_ value: Int, forKey key: Key) { field(key); encoder.encode(integer: value) }
        func encode(_ value: Double, forKey key: Key) { field(key); encoder.encode(value) }
        func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws { field(key); try encoder.encode(value: value) }
        func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type, forKey key: Key) -> KeyedEncodingContainer<Nested> {
            field(key)
            return encoder.container(keyedBy: type)
        }
        func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            field(key)
            return encoder.unkeyedContainer()
        }
        func superEncoder() -> any Encoder { encoder }
        func superEncoder(forKey key: Key) -> any Encoder { field(key); return encoder }

        private func field(_ key: Key) { encoder.hash.combine(key.stringValue) }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let encoder: StableHashEncoder
        var codingPath: [any CodingKey] { [] }
        private(set) var count = 0

        mutating func encodeNil() { element(); encoder.encodeNil() }
        mutating func encode(_ value: String) { element(); encoder.encode(value) }
        mutating func encode(_ value: Bool) { element(); encoder.encode(value) }
        mutating func encode(_ value: Int) { element(); encoder.encode(integer: value) }
        mutating func encode(_ value: Double) { element(); encoder.encode(value) }
        mutating func encode<Value: Encodable>(_ value: Value) throws { element(); try encoder.encode(value: value) }
        mutating func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type) -> KeyedEncodingContainer<Nested> {
            element()
            return encoder.container(keyedBy: type)
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            element()
            return encoder.unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { element(); return encoder }

        private mutating func element() {
            count += 1
            encoder.hash.combine(word: Tag.element)
        }
    }

    private struct Single: SingleValueEncodingContainer {
        let encoder: StableHashEncoder
        var codingPath: [any CodingKey] { [] }

        func encodeNil() { encoder.encodeNil() }
        func encode(_ value: String) { encoder.encode(value) }
        func encode(_ value: Bool) { encoder.encode(value) }
        func encode(_ value: Int) { encoder.encode(integer: value) }
        func encode(_ value: Double) { encoder.encode(value) }
        // Every other width: a number's `encode(to:)` asks a single-value container for itself,
        // so the generic path below would come back here.
        func encode(_ value: Int8) { encoder.encode(integer: value) }
        func encode(_ value: Int16) { encoder.encode(integer: value) }
        func encode(_ value: Int32) { encoder.encode(integer: value) }
        func encode(_ value: Int64) { encoder.encode(integer: value) }
        func encode(_ value: UInt) { encoder.encode(integer: value) }
        func encode(_ value: UInt8) { encoder.encode(integer: value) }
        func encode(_ value: UInt16) { encoder.encode(integer: value) }
        func encode(_ value: UInt32) { encoder.encode(integer: value) }
        func encode(_ value: UInt64) { encoder.encode(integer: value) }
        func encode(_ value: Float) { encoder.encode(Double(value)) }
        func encode<Value: Encodable>(_ value: Value) throws { try encoder.encode(value: value) }
    }
}

/// A collection whose `encode(to:)` follows its iteration order, which differs between runs.
private protocol UnorderedEncodable {
    func encodeSorted(to encoder: any Encoder) throws
}

/// Which types are `UnorderedEncodable`, asked of the runtime once per type.
private enum UnorderedTypes {
    // NSLock rather than `Mutex`, which needs macOS 15 (the package supports 14).
    private nonisolated(unsafe) static var known: [ObjectIdentifier: Bool] = [:]
    private static let lock = NSLock()

    static func contains<Value>(_ type: Value.Type) -> Bool {
        let id = ObjectIdentifier(type)
        if let answer = lock.withLock({ known[id] }) { return answer }
        let answer = type is any UnorderedEncodable.Type
        lock.withLock { known[id] = answer }
        return answer
    }
}

extension Dictionary: UnorderedEncodable where Key: Comparable & Encodable, Value: Encodable {
    fileprivate func encodeSorted(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for key in keys.sorted() {
            try container.encode(key)
            try container.encode(self[key]!)
        }
    }
}

extension Set: UnorderedEncodable where Element: Comparable & Encodable {
    fileprivate func encodeSorted(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for element in sorted() { try container.encode(element) }
    }
}
