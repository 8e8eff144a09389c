import Foundation

/// A file's size and modification time: whether Site/ still holds the file a build wrote.
struct FileStamp: Equatable {
    var size: Int
    /// `sec.nsec`
    var modified: String

    static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileStamp(info)
    }

    init(_ info: stat) {
        size = Int(info.st_size)
        modified = "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }

    func matches(_ output: SiteMemory.Output) -> Bool {
        size == output.size && modified == output.modified
    }
}
