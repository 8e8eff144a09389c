import Foundation

/// Little-endian integers and length-prefixed UTF-8 strings.
struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func int(_ value: Int) {
        withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func string(_ text: String) {
        int(text.utf8.count)
        bytes.append(contentsOf: text.utf8)
    }

    mutating func byte(_ value: UInt8) {
        bytes.append(value)
    }

    mutating func byteArray<Bytes: Collection>(_ values: Bytes) where Bytes.Element == UInt8 {
        int(values.count)
        bytes.append(contentsOf: values)
    }

    mutating func int32Array(_ values: [Int32]) { numbers(values) }

    mutating func uint64Array(_ values: [UInt64]) { numbers(values) }

    /// A count, then the numbers, little-endian, appended in one go as `ByteReader` copies
    /// them back (one append per number was most of saving a search index's layout).
    private mutating func numbers<Number: FixedWidthInteger>(_ values: [Number]) {
        int(values.count)
        #if _endian(little)
        values.withUnsafeBytes { bytes.append(contentsOf: $0) }
        #else
        for value in values { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
        #endif
    }

    /// Replaces the file at `path` with the bytes written (a new file renamed over it, so a
    /// reader never sees half of it); false when it could not be written.
    @discardableResult
    func save(to path: String) -> Bool {
        let temporary = path + ".\(getpid()).tmp"
        do {
            try FastFiles.write(bytes, to: temporary)
        } catch {
            unlink(temporary)
            return false
        }
        guard rename(temporary, path) == 0 else { unlink(temporary); return false }
        return true
    }
}

/// Reads what `ByteWriter` wrote: from a file, or from a record inside one.
struct ByteReader {
    private let data: ArraySlice<UInt8>
    /// From the start of `data`.
    private(set) var offset = 0
    private(set) var failed = false

    init(_ data: ArraySlice<UInt8>) { self.data = data }

    /// The file's bytes; nil when it cannot be read.
    init?(contentsOf path: String) {
        guard let bytes = FastFiles.readBytes(path) else { return nil }
        data = bytes[...]
    }

    var atEnd: Bool { offset >= data.count }
    var length: Int { data.count }

    /// The first `count` bytes, read or not.
    func prefix(_ count: Int) -> ArraySlice<UInt8> { data.prefix(count) }

    /// `count` bytes from `offset` on, when there are that many (`count` comes from the file:
    /// compared without adding, so a damaged one cannot overflow); moves past them.
    private mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
        guard count >= 0, count <= data.count - offset else { failed = true; return nil }
        let start = data.startIndex + offset
        offset += count
        return data[start..<(start + count)]
    }

    mutating func int() -> Int? {
        // Read in place: a slice per number would cost a retain and a release each.
        guard data.count - offset >= 8 else { failed = true; return nil }
        let value = data.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: Int64.self) }
        offset += 8
        return Int(Int64(littleEndian: value))
    }

    /// A count of records that take at least `minimumSize` bytes each: nil (and `failed`) when
    /// the bytes left cannot hold that many, so a damaged count never reserves a huge array.
    mutating func count(ofRecordsAtLeast minimumSize: Int) -> Int? {
        guard let count = int(), count >= 0, count <= (data.count - offset) / minimumSize else { failed = true; return nil }
        return count
    }

    mutating func byte() -> UInt8? {
        guard offset < data.count else { failed = true; return nil }
        defer { offset += 1 }
        return data[data.startIndex + offset]
    }

    mutating func byteArray() -> [UInt8]? {
        byteSlice().map(Array.init)
    }

    /// A length-prefixed run of bytes, sharing the reader's buffer.
    mutating func byteSlice() -> ArraySlice<UInt8>? {
        guard let count = int() else { return nil }
        return take(count)
    }

    mutating func int32Array() -> [Int32]? {
        numbers(of: Int32.self)
    }

    mutating func uint64Array() -> [UInt64]? {
        numbers(of: UInt64.self)
    }

    /// Moves past what `int32Array` or `uint64Array` would read.
    mutating func skipNumbers<Number: FixedWidthInteger>(of type: Number.Type) -> Bool {
        let size = MemoryLayout<Number>.size
        guard let count = int(), count >= 0, count <= Int.max / size else { failed = true; return false }
        return take(count * size) != nil
    }

    /// A count, then that many fixed-size numbers, as stored (little-endian): copied in one go.
    private mutating func numbers<Number: FixedWidthInteger>(of type: Number.Type) -> [Number]? {
        let size = MemoryLayout<Number>.size
        guard let count = int(), count >= 0, count <= Int.max / size, let bytes = take(count * size) else { failed = true; return nil }
        return [Number](unsafeUninitializedCapacity: count) { buffer, initialized in
            bytes.withUnsafeBytes { UnsafeMutableRawBufferPointer(buffer).copyMemory(from: $0) }
            #if _endian(big)
            for index in 0..<count { buffer[index] = Number(littleEndian: buffer[index]) }
            #endif
            initialized = count
        }
    }

    mutating func string() -> String? {
        guard let count = int(), let bytes = take(count) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
