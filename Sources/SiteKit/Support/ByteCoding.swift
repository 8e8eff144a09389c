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

    mutating func byteArray(_ values: [UInt8]) {
        int(values.count)
        bytes.append(contentsOf: values)
    }

    mutating func int32Array(_ values: [Int32]) {
        int(values.count)
        for value in values { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
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

struct ByteReader {
    private let data: [UInt8]
    private(set) var offset = 0
    private(set) var failed = false

    init(_ data: [UInt8]) { self.data = data }

    /// The file's bytes; nil when it cannot be read.
    init?(contentsOf path: String) {
        guard let bytes = FastFiles.readBytes(path) else { return nil }
        data = bytes
    }

    var atEnd: Bool { offset >= data.count }

    /// Bytes already read, sharing the reader's buffer (no copy).
    func bytes(_ range: Range<Int>) -> ArraySlice<UInt8> { data[range] }

    mutating func int() -> Int? {
        guard offset + 8 <= data.count else { failed = true; return nil }
        let value = data.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: Int64.self) }
        offset += 8
        return Int(Int64(littleEndian: value))
    }

    mutating func byteArray() -> [UInt8]? {
        guard let count = int(), count >= 0, count <= data.count - offset else { failed = true; return nil }
        defer { offset += count }
        return Array(data[offset..<(offset + count)])
    }

    mutating func int32Array() -> [Int32]? {
        guard let count = int(), count >= 0, count <= (data.count - offset) / 4 else { failed = true; return nil }
        let start = offset
        offset += count * 4
        return data.withUnsafeBytes { raw in
            (0..<count).map { Int32(littleEndian: raw.loadUnaligned(fromByteOffset: start + $0 * 4, as: Int32.self)) }
        }
    }

    mutating func string() -> String? {
        // `count` comes from the file: compared without adding, so a damaged one cannot overflow.
        guard let count = int(), count >= 0, count <= data.count - offset else { failed = true; return nil }
        let text = String(decoding: data[offset..<(offset + count)], as: UTF8.self)
        offset += count
        return text
    }
}
