import CSystemCalls
import Diagnostics
import Foundation
import FolderSafety

/// Builds into a staging folder beside the output and swaps it in only when complete, so a
/// failed or interrupted build never leaves a half-written site.
///
/// With a spare folder (in the build cache), the replaced site is kept there and becomes the
/// next build's staging folder: pages are then overwritten in place rather than deleted and
/// created again, which on most file systems costs far more than writing them.
///
/// The output's parent is trusted (the operator chose it); the output, the staging and old
/// folders beside it and the spare are created and removed through `OwnedFolders`, never
/// through a link: a pull request can commit `.Site.staging-99999 -> ~`. The spare's folder
/// (the build cache) is claimed by `SiteBuilder` before this runs.
public struct AtomicOutput: Sendable {
    /// A file in every folder StateDocs writes, so it never replaces a folder it did not make.
    static let marker = ".statedocs-site"

    let output: URL
    let staging: URL
    let spare: URL?
    /// `output.path` and `staging.path`, taken once: every file of a build asks for them.
    private let outputPath: String, stagingPath: String
    /// The live site and the staging folder, open: every file of a build is looked up in both.
    private let live: FolderHandle?, staged: FolderHandle
    /// A recycled staging folder's files by relative path, with their inode numbers as its
    /// listing gave them when the build began (listed on another core while the build decides
    /// what to keep): a file that is the live site's file already is known so without a
    /// `stat` of its own (`keep`).
    private let recycledInodes: ComputedOnce<[String: UInt64]>
    /// The staging folder's file system (`st_dev`): inode numbers name files within one only.
    private let stagingDevice: UInt64

    init(output: URL, spare: URL?) throws {
        self.output = output
        let parent = output.deletingLastPathComponent()
        staging = parent.appendingPathComponent(".\(output.lastPathComponent).staging-\(getpid())")
        outputPath = output.path
        stagingPath = staging.path
        try Self.checkReplaceable(output)
        Self.removeLeftovers(beside: output)
        OwnedFolders.remove(staging, beneath: parent)
        // The spare must be on the output's file system for the swap to be a rename.
        self.spare = spare.flatMap { Self.sameDevice($0.deletingLastPathComponent(), parent) ? $0 : nil }
        live = FolderHandle(outputPath)
        // Only a real folder is recycled: renaming a link would make the staging path a link.
        let stagingPath = staging.path
        let recycled = self.spare.map { Self.isFolder($0.path) && rename($0.path, stagingPath) == 0 } ?? false
        do {
            if !recycled {
                try OwnedFolders.make(staging, beneath: parent)
                FastFiles.spreadSubfolders(staging.path)
            }
            guard let staged = FolderHandle(stagingPath) else { throw FastFiles.WriteError(path: stagingPath, code: errno) }
            self.staged = staged
            recycledInodes = ComputedOnce { recycled ? Self.inodes(beneath: stagingPath) : [:] }
            DispatchQueue.global().async { [recycledInodes] in _ = recycledInodes.wrappedValue }
            stagingDevice = staged.status(".").map { UInt64($0.st_dev) } ?? UInt64.max
        } catch {
            throw DiagnosticsError([.error("cannot create the output folder: \(SystemError.reason(error))", file: DisplayPath.of(output), id: .outputWrite)])
        }
    }

    /// Staging and old folders of builds that were killed before they could clean up.
    private static func removeLeftovers(beside output: URL) {
        let parent = output.deletingLastPathComponent()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for name in names {
            for kind in [".staging-", ".old-"] {
                let prefix = "." + output.lastPathComponent + kind
                guard name.hasPrefix(prefix), let pid = Int32(name.dropFirst(prefix.count)) else { continue }
                // Another build that is still running owns its folders.
                if pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH {
                    OwnedFolders.remove(parent.appendingPathComponent(name), beneath: parent)
                }
            }
        }
    }

    private static func sameDevice(_ a: URL, _ b: URL) -> Bool {
        var first = stat(), second = stat()
        try? OwnedFolders.make(a, beneath: a.deletingLastPathComponent())
        return lstat(a.path, &first) == 0 && stat(b.path, &second) == 0 && first.st_dev == second.st_dev
    }

    /// Whether `path` is a folder itself, not a link to one.
    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Refuses to replace a non-empty folder that a StateDocs build did not write.
    static func checkReplaceable(_ output: URL) throws {
        let fileManager = FileManager.default
        var info = stat()
        guard lstat(output.path, &info) == 0 else { return }
        let display = DisplayPath.of(output)
        if (info.st_mode & S_IFMT) == S_IFLNK {
            throw DiagnosticsError([.error("the output path is a symbolic link: statedocs never writes through one (remove it, or pass the folder it names as --output)", file: display, id: .outputUnsafe)])
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw DiagnosticsError([.error("the output path exists and is not a folder", file: display, id: .outputUnsafe)])
        }
        let entries = (try? fileManager.contentsOfDirectory(atPath: output.path)) ?? []
        if !entries.isEmpty && !entries.contains(marker) {
            throw DiagnosticsError([.error("refusing to replace this folder: it was not written by statedocs (remove it or pass another --output)", file: display, id: .outputUnsafe)])
        }
    }

    func url(for relativePath: String) -> URL { staging.appendingPathComponent(relativePath) }

    func makeDirectories(for relativePaths: [String]) throws {
        // Substrings of the paths: thousands of files share a few folders, and a folder's name
        // is made once, when it is first seen.
        var folders = Set<Substring>()
        for path in relativePaths {
            // Each folder once: a folder already seen has its parents in the set too.
            var folder = Substring(path)
            while let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) {
                folder = folder[..<slash]
                guard folders.insert(folder).inserted else { break }
            }
        }
        // Sorted, so that each folder's parent is made before it.
        for folder in folders.map(String.init).sorted() {
            let path = stagingPath + "/" + folder
            var info = stat()
            if lstat(path, &info) == 0 {
                if (info.st_mode & S_IFMT) == S_IFDIR { continue }
                unlink(path)  // a file of a recycled staging folder where this build needs a folder
            }
            guard FastFiles.makeFolder(path) else {
                throw DiagnosticsError([.error("cannot create the folder \(folder): \(String(cString: strerror(errno)))", file: DisplayPath.of(output), id: .outputWrite)])
            }
        }
    }

    func write(_ text: String, to relativePath: String) throws -> FileStamp {
        FileStamp(try FastFiles.write(text, to: stagingPath + "/" + relativePath))
    }

    func write(_ bytes: [UInt8], to relativePath: String) throws -> FileStamp {
        FileStamp(try FastFiles.write(bytes, to: stagingPath + "/" + relativePath))
    }

    func copy(_ source: URL, to relativePath: String) throws -> FileStamp {
        let destination = url(for: relativePath)
        // A recycled staging folder may hold the file (or a folder of that name) already.
        if unlink(destination.path) != 0 && (errno == EISDIR || errno == EPERM) { OwnedFolders.remove(destination, beneath: staging) }
        try FileManager.default.copyItem(at: source, to: destination)
        guard let stamp = FileStamp.of(destination.path) else { throw FastFiles.WriteError(path: destination.path, code: errno) }
        return stamp
    }

    /// Whether the live site still holds `relativePath` as the last build wrote it.
    func liveFileMatches(_ relativePath: String, _ written: SiteMemory.Output) -> Bool {
        liveFile(relativePath, matching: written) != nil
    }

    /// The live file's `stat` when it is still as the last build wrote it, for `keep`.
    func liveFile(_ relativePath: String, matching written: SiteMemory.Output) -> stat? {
        guard let info = live?.status(relativePath), FileStamp(info).matches(written) else { return nil }
        return info
    }

    /// The live file's bytes when it is still as the last build wrote it.
    func liveBytes(_ relativePath: String, matching written: SiteMemory.Output) -> [UInt8]? {
        guard liveFileMatches(relativePath, written), let bytes = FastFiles.readBytes(outputPath + "/" + relativePath),
              bytes.count == written.size else { return nil }
        return bytes
    }

    /// A recycled staging folder's files with their inode numbers, once listed (for `keep`).
    var recycledFiles: [String: UInt64] { recycledInodes.wrappedValue }

    /// Puts the live site's file into the new site unchanged: the same bytes and modification
    /// time, as a hard link (no copy); where the file system has none, as a copy with the
    /// same time. `live`: the live file's `stat`, when the caller just took it; `recycled`:
    /// `recycledFiles`, when the caller keeps many files.
    func keep(_ relativePath: String, live known: stat? = nil, recycled: [String: UInt64]? = nil) throws {
        guard let liveInfo = known ?? self.live?.status(relativePath) else {
            throw FastFiles.WriteError(path: outputPath + "/" + relativePath, code: errno)
        }
        // A recycled staging folder often holds this very file already: the same inode on the
        // same file system (the spare is recycled only on the output's).
        if UInt64(liveInfo.st_dev) == stagingDevice, (recycled ?? recycledFiles)[relativePath] == UInt64(liveInfo.st_ino) { return }
        let stagedInfo = self.staged.status(relativePath, followingLinks: false)
        if let stagedInfo, stagedInfo.st_ino == liveInfo.st_ino && stagedInfo.st_dev == liveInfo.st_dev { return }
        let live = outputPath + "/" + relativePath, staged = stagingPath + "/" + relativePath
        if let stagedInfo {
            if (stagedInfo.st_mode & S_IFMT) == S_IFDIR { OwnedFolders.remove(url(for: relativePath), beneath: staging) } else { unlink(staged) }
        }
        if link(live, staged) == 0 { return }
        try FileManager.default.copyItem(atPath: live, toPath: staged)
        var times = [liveInfo.st_atim, liveInfo.st_mtim]
        guard utimensat(AT_FDCWD, staged, &times, 0) == 0 else { throw FastFiles.WriteError(path: staged, code: errno) }
    }

    /// Every file beneath `root` (not folders, not links) by relative path, with its inode.
    private static func inodes(beneath root: String) -> [String: UInt64] {
        var inodes: [String: UInt64] = [:]
        func visit(_ relative: String) {
            guard let entries = FastFiles.entriesWithInodes(of: relative.isEmpty ? root : root + "/" + relative) else { return }
            for (name, type, inode) in entries {
                let child = relative.isEmpty ? name : relative + "/" + name
                switch Int32(type) {
                case Int32(DT_DIR): visit(child)
                case Int32(DT_REG): inodes[child] = inode
                default: continue  // a link or an unknown type: `keep` looks at it itself
                }
            }
        }
        visit("")
        return inodes
    }

    /// Removes whatever a recycled staging folder still holds that this build did not write.
    func prune(keeping written: Set<String>) {
        func visit(_ relative: String) {
            let path = relative.isEmpty ? staging.path : staging.path + "/" + relative
            guard let entries = FastFiles.entries(of: path) else { return }
            for (name, type) in entries {
                let child = relative.isEmpty ? name : relative + "/" + name
                var isFolder = type == UInt8(DT_DIR)
                if type == UInt8(DT_UNKNOWN) {
                    var info = stat()
                    guard lstat(path + "/" + name, &info) == 0 else { continue }
                    isFolder = (info.st_mode & S_IFMT) == S_IFDIR
                }
                if isFolder {
                    visit(child)
                    rmdir(path + "/" + name)  // only succeeds when nothing in it was kept
                } else if !written.contains(child) && (child != Self.marker || type == UInt8(DT_LNK)) {
                    unlink(path + "/" + name)
                }
            }
        }
        visit("")
        let marker = staging.appendingPathComponent(Self.marker).path
        // The live site's marker is kept as it is, like any unchanged file.
        if access(marker, F_OK) == 0 || link(output.appendingPathComponent(Self.marker).path, marker) == 0 { return }
        _ = FileManager.default.createFile(atPath: marker,
                                           contents: Data("Written by statedocs build; the whole folder is replaced on every build.\n".utf8))
    }

    /// Moves the finished site into place in one atomic step where the system can
    /// (renameat2 with RENAME_EXCHANGE on Linux), else with two renames; the previous site
    /// becomes the spare, or is removed.
    func commit() throws {
        let parent = output.deletingLastPathComponent()
        let old = parent.appendingPathComponent(".\(output.lastPathComponent).old-\(getpid())")
        func fail(_ code: Int32) -> DiagnosticsError {
            DiagnosticsError([.error("cannot move the new site into place: \(String(cString: strerror(code)))", file: DisplayPath.of(output), id: .outputWrite)])
        }
        var info = stat()
        guard lstat(output.path, &info) == 0 else {
            guard rename(staging.path, output.path) == 0 else { throw fail(errno) }
            return
        }
        let exchanged = statedocs_exchange_paths(staging.path, output.path)
        if exchanged == 0 {
            // The staging path now holds the previous site.
            retire(staging)
            return
        }
        guard exchanged == ENOSYS || exchanged == EINVAL || exchanged == ENOTSUP else { throw fail(exchanged) }
        OwnedFolders.remove(old, beneath: parent)
        guard rename(output.path, old.path) == 0 else { throw fail(errno) }
        guard rename(staging.path, output.path) == 0 else {
            let code = errno
            guard rename(old.path, output.path) == 0 else {
                // The only case where the output did change: say where the previous site is.
                throw DiagnosticsError([.error(
                    "cannot move the new site into place (\(String(cString: strerror(code)))), nor the previous one back; it is in \(DisplayPath.of(old))",
                    file: DisplayPath.of(output), id: .outputMoved)])
            }
            throw fail(code)
        }
        retire(old)
    }

    /// Makes the spare folder a copy of the live site in hard links when there is none (the
    /// first build wrote the site by renaming its staging folder, so nothing was left over):
    /// the next build then recycles it and keeps unchanged files without linking each one into
    /// an empty folder. Built under another name and renamed, so a spare is never half made.
    func prepareSpare() {
        guard let spare, access(spare.path, F_OK) != 0, access(outputPath, F_OK) == 0 else { return }
        // One name, so that what a killed `serve` left half made is removed by the next one.
        let preparing = spare.path + ".preparing", cache = spare.deletingLastPathComponent()
        OwnedFolders.remove(URL(fileURLWithPath: preparing), beneath: cache)
        if !FastFiles.linkTree(from: outputPath, to: preparing) || rename(preparing, spare.path) != 0 {
            OwnedFolders.remove(URL(fileURLWithPath: preparing), beneath: cache)
        }
    }

    /// After a failure the staging folder is kept as the spare (it is never served).
    func discard() {
        retire(staging)
    }

    private func retire(_ folder: URL) {
        if let spare {
            OwnedFolders.remove(spare, beneath: spare.deletingLastPathComponent())
            if rename(folder.path, spare.path) == 0 { return }
        }
        OwnedFolders.remove(folder, beneath: output.deletingLastPathComponent())
    }
}
