import Foundation

/// A file's size and modification time: whether Site/ still holds the file a build wrote.
struct FileStamp: Equatable {
    var size: Int
    var modified: FileTime

    static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileStamp(info)
    }

    init(_ info: stat) {
        size = Int(info.st_size)
        modified = FileTime(info.st_mtim)
    }

    func matches(_ output: SiteMemory.Output) -> Bool {
        size == output.size && modified == output.modified
    }
}

/// A modification time to the nanosecond, compared as numbers (a one-page build checks every
/// file of the site against the one the last build wrote); shown as `sec.nsec`.
struct FileTime: Equatable, Sendable, CustomStringConvertible {
    var seconds: Int
    var nanoseconds: Int

    init(seconds: Int, nanoseconds: Int) {
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    init(_ time: timespec) {
        self.init(seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec))
    }

    var description: String { "\(seconds).\(nanoseconds)" }
}
