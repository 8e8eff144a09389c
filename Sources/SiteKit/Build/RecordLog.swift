import Foundation

/// A cache file of keyed records that each build appends its changes to: after a one-page
/// edit, saving writes the few records that changed instead of every record again. The file
/// is written anew (compacted) once the records it holds that are no longer live pass a
/// quarter of the live ones: reading it then costs at most a quarter more.
///
/// The file: the version, then batches. A batch is its records (a put: key and payload; a
/// removal: key) and an end mark, written with one `write` call. A batch that does not end
/// (a build stopped while appending, or bytes damaged there) is left out when reading, with
/// everything after it, and the file is cut back to its last complete batch, so that the
/// next batch is appended where it can be read; a mark that is none of these makes the whole
/// file unusable, as a damaged cache is, and it is removed. Either way the next build renders
/// what it then lacks.
struct RecordLog: Sendable {
    let path: String
    let version: String

    private enum Mark: UInt8 {
        case put = 1, remove = 2, endOfBatch = 3
    }

    /// The live records, their payloads sharing the buffer read; nil when the file is missing,
    /// from another version, or damaged.
    func load() -> [String: ArraySlice<UInt8>]? {
        guard var reader = ByteReader(contentsOf: path), reader.string() == version else { return nil }
        var records: [String: ArraySlice<UInt8>] = [:]
        var batch: [(key: String, payload: ArraySlice<UInt8>?)] = []
        var complete = reader.offset
        reading: while !reader.atEnd {
            switch reader.byte().flatMap(Mark.init(rawValue:)) {
            case .put:
                guard let key = reader.string(), let payload = reader.byteSlice() else { break reading }
                batch.append((key, payload))
            case .remove:
                guard let key = reader.string() else { break reading }
                batch.append((key, nil))
            case .endOfBatch:
                for (key, payload) in batch { records[key] = payload }
                batch.removeAll(keepingCapacity: true)
                complete = reader.offset
            case nil:
                unlink(path)
                return nil
            }
        }
        if complete < reader.length {
            var kept = ByteWriter()
            kept.bytes = Array(reader.prefix(complete))
            kept.save(to: path)
        }
        return records
    }

    /// Saves the change from the records read (or last saved) to `records`: `changed` were
    /// put since, `removed` were dropped since. Appended when the file is this version's and
    /// stays small enough, else the file is written anew from `records`.
    func save(_ records: [String: ArraySlice<UInt8>], changed: Set<String>, removed: Set<String>) {
        var puts: [String: ArraySlice<UInt8>] = [:]
        for key in changed { puts[key] = records[key] }
        let live = records.reduce(0) { $0 + Self.size(key: $1.key, payload: $1.value.count) }
        save(puts: puts, removed: removed.filter { records[$0] == nil }, liveSize: live) { records }
    }

    /// The same change, for a log whose records are not all in memory: `liveSize` is what the
    /// live records take (`size(key:payload:)` each), and `allRecords` is asked for them only
    /// when the file is written anew.
    func save<Payload: Collection<UInt8>>(puts: [String: Payload], removed: Set<String>, liveSize: Int,
                                          allRecords: () -> [String: Payload]) {
        guard !puts.isEmpty || !removed.isEmpty || access(path, F_OK) != 0 else { return }
        var batch = ByteWriter()
        batch.bytes.reserveCapacity(puts.reduce(1) { $0 + Self.size(key: $1.key, payload: $1.value.count) } + removed.reduce(0) { $0 + $1.utf8.count + 9 })
        for key in puts.keys.sorted() {
            batch.byte(Mark.put.rawValue)
            batch.string(key)
            batch.byteArray(puts[key]!)
        }
        for key in removed.sorted() {
            batch.byte(Mark.remove.rawValue)
            batch.string(key)
        }
        batch.byte(Mark.endOfBatch.rawValue)
        if let size = sizeIfThisVersion(), size + batch.bytes.count <= liveSize + liveSize / 4 + 65_536, append(batch.bytes) { return }
        let records = allRecords()
        var file = ByteWriter()
        file.bytes.reserveCapacity(records.reduce(version.utf8.count + 9) { $0 + Self.size(key: $1.key, payload: $1.value.count) })
        file.string(version)
        for key in records.keys.sorted() {
            file.byte(Mark.put.rawValue)
            file.string(key)
            file.byteArray(records[key]!)
        }
        file.byte(Mark.endOfBatch.rawValue)
        file.save(to: path)
    }

    /// What a live record takes in the file: its mark, key and payload with their lengths.
    static func size(key: String, payload: Int) -> Int { key.utf8.count + payload + 17 }

    /// The file's size when it starts with this version; nil otherwise (missing, other version).
    private func sizeIfThisVersion() -> Int? {
        var header = ByteWriter()
        header.string(version)
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        var start = [UInt8](repeating: 0, count: header.bytes.count)
        guard fstat(fd, &info) == 0, read(fd, &start, start.count) == start.count, start == header.bytes else { return nil }
        return Int(info.st_size)
    }

    /// Appends `bytes` with one `write` (so that two builds appending at once do not mix
    /// their batches); false when it could not be written whole.
    private func append(_ bytes: [UInt8]) -> Bool {
        let fd = open(path, O_WRONLY | O_APPEND)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
        return written == bytes.count
    }
}
