import Foundation

/// Files nothing needs after a crash, written without the `fsync` that Foundation's
/// `Data.write(to:)` does for every file: 0.75 ms each on this project's CI disk (ext4,
/// measured with a Python loop, session 12), and a cold verify writes two per scenario, its
/// source and its cache entry. A cache entry cut short by a crash fails its seal and is
/// computed again; a source is compiled and removed by the run that wrote it.
enum UnsyncedFile {
    /// Writes `data` to `path`, replacing what is there.
    static func write(_ data: Data, to path: String) throws {
        // Never through a link: the file may be in a folder a pull request committed.
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw POSIXError(errno) }
        defer { close(fd) }
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw POSIXError(errno)
                }
                offset += written
            }
        }
    }

    /// Writes `data` beside `path` and renames it over `path`: a reader finds the old file or
    /// the new one, whole.
    static func replace(_ path: String, with data: Data) throws {
        let temporary = path + ".\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        do {
            try write(data, to: temporary)
            guard rename(temporary, path) == 0 else { throw POSIXError(errno) }
        } catch {
            unlink(temporary)
            throw error
        }
    }
}

extension POSIXError {
    init(_ code: Int32) { self.init(POSIXErrorCode(rawValue: code) ?? .EIO) }
}
