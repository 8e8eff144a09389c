import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file's identity: device, inode, size, modification and change times to the nanosecond.
/// A rebuilt, replaced or touched file has another (the change time cannot be set back).
enum FileIdentity {
    static func of(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if os(Linux)
            let times = "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)|\(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)"
        #else
            let times = "\(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec)|\(info.st_ctimespec.tv_sec).\(info.st_ctimespec.tv_nsec)"
        #endif
        return "\(info.st_dev)|\(info.st_ino)|\(info.st_size)|\(times)"
    }
}
