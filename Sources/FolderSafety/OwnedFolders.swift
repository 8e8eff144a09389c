import CSystemCalls
import Foundation

/// The one way statedocs creates and removes what it keeps outside Content/: the site and
/// its staging folders, the spare site and everything else in `.statedocs-cache`.
///
/// A pull request controls the whole checkout and git keeps symbolic links, so a committed
/// `.statedocs-cache/scenarios/work -> ~` must not make "remove the stale work folders" remove
/// the home folder. Each path is reached from the folder the caller trusts (`base`: the
/// checkout, or the folder an `--output` is in), one name at a time with `O_NOFOLLOW`
/// (`Sources/CSystemCalls/owned_folders.c`): a link where statedocs keeps a folder is removed
/// as a link and never followed.
public enum OwnedFolders {
    /// Makes `folder` (and its missing parents below `base`) a real folder: a link or file in
    /// the way is removed. Throws the system's error when it cannot.
    public static func make(_ folder: URL, beneath base: URL) throws {
        let fd = try open(folder, beneath: base, create: true)
        close(fd)
    }

    /// Takes `folder` over for statedocs: makes it as `make` does and removes every symbolic
    /// link inside it, so that the paths statedocs then writes in it (cache entries, the spare
    /// site's pages) lead nowhere else. Statedocs itself never puts a link there.
    public static func claim(_ folder: URL, beneath base: URL) throws {
        let fd = try open(folder, beneath: base, create: true)
        defer { close(fd) }
        let code = statedocs_remove_links_at(fd)
        guard code == 0 else { throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO) }
    }

    /// Removes `item` (a file, a link, or a folder and everything in it) without following
    /// any link, also on the way from `base` to it; nothing to do when it is not there.
    /// A folder's top-level entries are removed side by side (a site has a few large ones).
    public static func remove(_ item: URL, beneath base: URL) {
        let (parentPath, name) = split(relative(item, to: base))
        guard !name.isEmpty, name != ".", name != "..",
              let parent = try? open(parentPath, beneath: base.path, create: false) else { return }
        defer { close(parent) }
        var info = stat()
        guard fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            let folder = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if folder >= 0 {
                let names = entryNames(folder)
                DispatchQueue.concurrentPerform(iterations: names.count) { index in
                    _ = statedocs_remove_entry_at(folder, names[index])
                }
                close(folder)
            }
        }
        _ = statedocs_remove_entry_at(parent, name)
    }

    private static func open(_ folder: URL, beneath base: URL, create: Bool) throws -> Int32 {
        try open(relative(folder, to: base), beneath: base.path, create: create)
    }

    private static func open(_ relative: String, beneath base: String, create: Bool) throws -> Int32 {
        if create, !FileManager.default.fileExists(atPath: base) {
            // The trusted part of the path: the operator's checkout or --output parent.
            try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        }
        let fd = statedocs_open_owned_folder(base, relative, create ? 1 : 0)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: -fd) ?? .EIO) }
        return fd
    }

    /// `item`'s path below `base`; the last name alone when `item` is not below it.
    private static func relative(_ item: URL, to base: URL) -> String {
        let itemPath = item.standardizedFileURL.path, basePath = base.standardizedFileURL.path
        let prefix = basePath.hasSuffix("/") ? basePath : basePath + "/"
        if itemPath.hasPrefix(prefix) { return String(itemPath.dropFirst(prefix.count)) }
        return itemPath == basePath ? "." : item.lastPathComponent
    }

    private static func split(_ relative: String) -> (parent: String, name: String) {
        guard let slash = relative.lastIndex(of: "/") else { return (".", relative) }
        return (String(relative[..<slash]), String(relative[relative.index(after: slash)...]))
    }

    private static func entryNames(_ folder: Int32) -> [String] {
        let copy = dup(folder)
        guard copy >= 0, let listing = fdopendir(copy) else { return [] }
        defer { closedir(listing) }
        var names: [String] = []
        while let entry = readdir(listing) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.baseAddress!.assumingMemoryBound(to: CChar.self)) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
