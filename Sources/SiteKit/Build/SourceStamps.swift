import Foundation
import FolderSafety

/// The content hashes of input files, trusted while a file's size, modification time and
/// inode stay the same, as git's index and ninja's log trust them: checking a site of 2,000
/// articles for changes costs 2,000 `stat` calls instead of reading every file.
///
/// A file modified within `racyWindow` of when its hash was taken may change again without
/// its stamp changing (timestamps have a granularity), so its hash is not trusted: it is
/// read again until it has been quiet that long (git calls these "racily clean" entries).
/// `@unchecked Sendable`: `lock` guards `entries`.
final class SourceStamps: @unchecked Sendable {
    struct Entry: Equatable {
        var size: Int
        var seconds: Int
        var nanoseconds: Int
        var inode: UInt64
        var hash: String
        /// When the hash was taken (seconds since 1970).
        var hashedAt: Int
    }

    /// Seconds: well over any file system's timestamp granularity (FAT's 2 s included).
    static let racyWindow = 3

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    /// Entries as the build cache holds them, and the paths hashed again since they were read or saved.
    private var records: [String: ArraySlice<UInt8>] = [:]
    private var changed = Set<String>()

    /// The hash of the file's bytes; nil when it cannot be read. `reading` is called first
    /// when the file must be read (its stamp changed, or it is new).
    func hash(ofFile path: String, reading: () -> Void = {}) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return hash(ofFile: path, status: info, reading: reading)
    }

    /// `hash(ofFile:reading:)` of a file whose `stat` the caller just took (`FolderHandle`).
    func hash(ofFile path: String, status info: stat, reading: () -> Void = {}) -> String? {
        if let known = trusted(path, info) { return known }
        reading()
        let now = Int(time(nil))
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let entry = Entry(size: data.count, seconds: info.st_mtim.tv_sec, nanoseconds: info.st_mtim.tv_nsec, inode: UInt64(info.st_ino),
                          hash: StableHash.hex(ofBytes: data), hashedAt: now)
        // Read after `stat`: a file that grew in between is hashed as read and checked again next time.
        guard entry.size == Int(info.st_size) else { return entry.hash }
        lock.lock()
        if entries[path] != entry {
            entries[path] = entry
            changed.insert(path)
        }
        lock.unlock()
        return entry.hash
    }

    /// The file's hash when its stamp can be trusted, without reading it; else nil.
    func trustedHash(ofFile path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return trusted(path, info)
    }

    /// The files hashed last, most recent first: an author saves the same few files again and
    /// again, so a build checks these first (`SiteBuilder.inputFingerprint`).
    func recentlyHashed(_ count: Int) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        var recent: [(path: String, at: Int)] = []
        for (path, entry) in entries where recent.count < count || entry.hashedAt > recent[recent.count - 1].at {
            recent.append((path, entry.hashedAt))
            recent.sort { $0.at > $1.at }
            if recent.count > count { recent.removeLast() }
        }
        return recent.map(\.path)
    }

    /// Whether the file's size, modification time or inode differ from when it was hashed (or
    /// it is gone, or was never hashed): then it has surely changed.
    func stampChanged(ofFile path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return true }
        lock.lock()
        let known = entries[path]
        lock.unlock()
        guard let known else { return true }
        return known.size != Int(info.st_size) || known.seconds != info.st_mtim.tv_sec || known.nanoseconds != info.st_mtim.tv_nsec
            || known.inode != UInt64(info.st_ino)
    }

    private func trusted(_ path: String, _ info: stat) -> String? {
        lock.lock()
        let known = entries[path]
        lock.unlock()
        guard let known, known.size == Int(info.st_size), known.seconds == info.st_mtim.tv_sec, known.nanoseconds == info.st_mtim.tv_nsec,
              known.inode == UInt64(info.st_ino), known.hashedAt - known.seconds >= Self.racyWindow else { return nil }
        return known.hash
    }

    // MARK: In the build cache

    /// Another statedocs may hash differently.
    private static let version = "stamps 2 " + InputKeys.toolStamp

    private static func log(in directory: URL) -> RecordLog {
        RecordLog(path: directory.appendingPathComponent("site-stamps").path, version: version)
    }

    /// The stamps a build left in `directory` (none when missing or damaged).
    static func load(from directory: URL) -> SourceStamps {
        let stamps = SourceStamps()
        guard let records = log(in: directory).load() else { return stamps }
        var loaded: [String: Entry] = [:]
        loaded.reserveCapacity(records.count)
        for (path, record) in records {
            var reader = ByteReader(record)
            guard let size = reader.int(), let seconds = reader.int(), let nanoseconds = reader.int(),
                  let inode = reader.int(), let hash = reader.string(), let hashedAt = reader.int() else { return stamps }
            loaded[path] = Entry(size: size, seconds: seconds, nanoseconds: nanoseconds, inode: UInt64(bitPattern: Int64(inode)), hash: hash, hashedAt: hashedAt)
        }
        stamps.entries = loaded
        stamps.records = records
        return stamps
    }

    /// Saves into `directory` the hashes taken since the stamps were loaded or saved; files not
    /// in `paths` (not asked about since) are forgotten.
    func save(to directory: URL, keeping paths: Set<String>) {
        lock.lock()
        defer { lock.unlock() }
        let removed = Set(entries.keys.filter { !paths.contains($0) })
        guard !changed.isEmpty || !removed.isEmpty else { return }
        for path in removed { entries[path] = nil; records[path] = nil }
        for path in changed {
            guard let entry = entries[path] else { continue }
            var writer = ByteWriter()
            writer.int(entry.size)
            writer.int(entry.seconds)
            writer.int(entry.nanoseconds)
            writer.int(Int(Int64(bitPattern: entry.inode)))
            writer.string(entry.hash)
            writer.int(entry.hashedAt)
            records[path] = writer.bytes[...]
        }
        try? OwnedFolders.make(directory, beneath: directory.deletingLastPathComponent())
        Self.log(in: directory).save(records, changed: changed, removed: removed)
        changed = []
    }
}
