import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Plain POSIX file operations: Foundation's versions do several extra system calls per file,
/// which dominates a build that writes thousands of small pages.
#if canImport(Glibc)
private let systemWrite = Glibc.write
#else
private let systemWrite = Darwin.write
#endif

public enum FastFiles {
    public struct WriteError: Error, CustomStringConvertible {
        public var path: String
        public var code: Int32
        public var description: String { "\(path): \(String(cString: strerror(code)))" }
        public init(path: String, code: Int32) {
            self.path = path
            self.code = code
        }
    }

    /// Writes `text` to `path` and returns the file's status after writing. A file with other
    /// hard links (a page a previous build kept, shared with the live site) is replaced by a
    /// new file rather than overwritten, so the other names keep their bytes; so is a symbolic
    /// link (a recycled folder may hold one a pull request committed), never written through.
    @discardableResult
    public static func write(_ text: String, to path: String) throws -> stat {
        var text = text
        return try text.withUTF8 { try write(UnsafeRawBufferPointer($0), to: path) }
    }

    /// `write(_:to:)` for bytes.
    @discardableResult
    public static func write(_ bytes: [UInt8], to path: String) throws -> stat {
        try bytes.withUnsafeBytes { try write($0, to: path) }
    }

    private static func write(_ buffer: UnsafeRawBufferPointer, to path: String) throws -> stat {
        var fd = open(path, O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        if fd < 0 && errno == ELOOP {
            unlink(path)
            fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        }
        guard fd >= 0 else { throw WriteError(path: path, code: errno) }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0 && info.st_nlink > 1 {
            close(fd)
            unlink(path)
            fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            guard fd >= 0 else { throw WriteError(path: path, code: errno) }
        } else if info.st_size > 0 {
            guard ftruncate(fd, 0) == 0 else { throw WriteError(path: path, code: errno) }
        }
        var offset = 0
        while offset < buffer.count {
            let written = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw WriteError(path: path, code: errno)
            }
            offset += written
        }
        guard fstat(fd, &info) == 0 else { throw WriteError(path: path, code: errno) }
        return info
    }

    /// The file's bytes, read with one `fstat` and `read` calls straight into the array
    /// (`FileManager.contents` and then `[UInt8](data)` copy them twice); nil when unreadable.
    public static func readBytes(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return nil }
        var complete = true
        // Not zeroed first: `read` fills it (a file that shrank since `fstat` is read as it is now).
        let bytes = [UInt8](unsafeUninitializedCapacity: Int(info.st_size)) { buffer, filled in
            while filled < buffer.count {
                let count = read(fd, buffer.baseAddress! + filled, buffer.count - filled)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { complete = count == 0; return }
                filled += count
            }
        }
        return complete ? bytes : nil
    }

    /// A folder's entries (without `.` and `..`), with plain `readdir`, in the order it gives
    /// them, with their type as the listing says (`DT_UNKNOWN` where the file system does
    /// not say); nil when the folder cannot be read.
    public static func entries(of path: String) -> [(name: String, type: UInt8)]? {
        entriesWithInodes(of: path)?.map { ($0.name, $0.type) }
    }

    /// `entries(of:)` with each entry's inode number as the listing gives it (on ext4 and most
    /// local file systems, the file's `st_ino`): one `getdents` call tells of hundreds of files.
    public static func entriesWithInodes(of path: String) -> [(name: String, type: UInt8, inode: UInt64)]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var entries: [(name: String, type: UInt8, inode: UInt64)] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.baseAddress!.assumingMemoryBound(to: CChar.self)) }
            if name != "." && name != ".." { entries.append((name, entry.pointee.d_type, UInt64(entry.pointee.d_ino))) }
        }
        return entries
    }

    /// Asks ext4 to place the folder's subfolders (and so their files) in block groups of
    /// their own (the `T` attribute, like a top-level folder); elsewhere this is a no-op. See
    /// `makeFolder(_:)` for why.
    public static func spreadSubfolders(_ path: String) {
        #if os(Linux)
        let fd = open(path, O_RDONLY | O_DIRECTORY)
        guard fd >= 0 else { return }
        defer { close(fd) }
        let getFlags: UInt = 0x8008_6601, setFlags: UInt = 0x4008_6602, topDirectory: CLong = 0x0002_0000
        var flags: CLong = 0
        guard ioctl(fd, getFlags, &flags) == 0, flags & topDirectory == 0 else { return }
        flags |= topDirectory
        _ = ioctl(fd, setFlags, &flags)
        #endif
    }

    /// Creates the folder `path` (its parent must exist) under a random name beside it, then
    /// renames it into place; false with `errno` set when either step fails.
    ///
    /// Without a journal (as on this project's CI machines), ext4 skips every inode freed in
    /// the last one to six minutes, one by one, each time it creates a file. It picks a block
    /// group for a subfolder of a top-level folder starting from a hash of the folder's name,
    /// so a site's `en/` written under a `spreadSubfolders` folder would land in the group of
    /// the `en/` deleted just before, and creating 2,000 pages then cost 0.8–2 s of kernel
    /// time instead of 0.08 s (measured with a Python loop and `perf`, session 10). A random
    /// name starts the search elsewhere; the rename does not move the folder's inode.
    public static func makeFolder(_ path: String) -> Bool {
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path.utf8.distance(from: path.utf8.startIndex, to: $0) } ?? -1
        let parent = slash < 0 ? "" : String(path.prefix(slash + 1))
        let temporary = parent + ".new-\(String(UInt64.random(in: 0 ... .max), radix: 36))"
        guard mkdir(temporary, 0o755) == 0 else { return false }
        guard rename(temporary, path) == 0 else {
            let code = errno
            rmdir(temporary)
            errno = code
            return false
        }
        return true
    }

    /// The names in a folder (see `entries(of:)`); empty when it cannot be read.
    public static func names(in path: String) -> [String] {
        entries(of: path)?.map(\.name) ?? []
    }

    /// Recreates the folder tree at `source` under `destination` with every file a hard link
    /// to the source's (same bytes, same modification time, no copy). False when any entry
    /// could not be linked.
    public static func linkTree(from source: String, to destination: String) -> Bool {
        guard mkdir(destination, 0o755) == 0 else { return false }
        for name in names(in: source) {
            let from = source + "/" + name, to = destination + "/" + name
            var info = stat()
            guard lstat(from, &info) == 0 else { return false }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                guard linkTree(from: from, to: to) else { return false }
            } else if link(from, to) != 0 {
                return false
            }
        }
        return true
    }
}
