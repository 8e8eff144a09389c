import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An open folder, to `stat` the files beneath it by their paths relative to it: the kernel
/// then walks the few components of the relative path, not the folder's own path again for
/// each of the thousands of files a build checks (issue #32: the input check, and deciding
/// which pages of the live site to keep).
public final class FolderHandle: Sendable {
    private let descriptor: Int32

    /// Nil when `path` is not a folder that can be opened, or is a symbolic link and
    /// `followingLink` is false (a folder statedocs writes is never reached through one).
    public init?(_ path: String, followingLink: Bool = false) {
        let opened = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | (followingLink ? 0 : O_NOFOLLOW))
        guard opened >= 0 else { return nil }
        descriptor = opened
    }

    deinit { close(descriptor) }

    /// The status of `relativePath` beneath the folder, following a final symbolic link as
    /// `stat` does or not as `lstat` does; nil when it cannot be had.
    public func status(_ relativePath: String, followingLinks: Bool = true) -> stat? {
        var info = stat()
        guard fstatat(descriptor, relativePath, &info, followingLinks ? 0 : AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return info
    }
}
