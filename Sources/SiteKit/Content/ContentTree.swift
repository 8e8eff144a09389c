import Diagnostics
import Foundation

/// Walks a folder of the content (articles, static files, a theme) without ever leaving it:
/// a symlink whose target is outside the folder is refused with a diagnostic at the link
/// (else a pull request that adds one link would publish any file of the machine that builds
/// it; Hugo refuses theme symlinks for the same reason), and a symlink loop is reported
/// once, never followed forever. Links that stay inside are followed.
enum ContentTree {
    struct Scan {
        /// Relative paths of the regular files, skipping hidden ones, sorted.
        var files: [String] = []
        var diagnostics: [Diagnostic] = []
    }

    /// `includingHidden`: dot files too (static/ holds .nojekyll and .well-known/), but never
    /// .git or .DS_Store.
    static func scan(_ folder: URL, within root: URL, includingHidden: Bool = false) -> Scan {
        var scan = Scan()
        let rootPath = realPath(root.standardizedFileURL.path) ?? root.standardizedFileURL.path
        var visited: Set<[UInt64]> = []
        func identity(_ info: stat) -> [UInt64] { [UInt64(info.st_dev), UInt64(info.st_ino)] }
        func refuse(_ path: String, _ message: String) {
            scan.diagnostics.append(.error(message, file: DisplayPath.of(URL(fileURLWithPath: path)), id: .contentSymlink))
        }
        func visit(_ path: String, _ relative: String) {
            guard let entries = FastFiles.entries(of: path)?.sorted(by: { $0.name < $1.name }) else { return }
            for (name, type) in entries where includingHidden ? name != ".git" && name != ".DS_Store" : !name.hasPrefix(".") {
                let childRelative = relative.isEmpty ? name : relative + "/" + name
                // Most entries are files, and the folder listing already says so: no `lstat`.
                if type == UInt8(DT_REG) {
                    scan.files.append(childRelative)
                    continue
                }
                let child = path + "/" + name
                var info = stat()
                guard lstat(child, &info) == 0 else { continue }
                if (info.st_mode & S_IFMT) == S_IFLNK {
                    guard let target = realPath(child) else {
                        let reason = errno == ELOOP ? "is a symlink loop" : "is a broken symlink"
                        refuse(child, "\(reason); remove it or point it at a file inside \(DisplayPath.of(root))")
                        continue
                    }
                    guard target == rootPath || target.hasPrefix(rootPath + "/") else {
                        refuse(child, "symlink points outside \(DisplayPath.of(root))/ (to \(target)) and is refused: only files inside the content folder are published")
                        continue
                    }
                    guard stat(target, &info) == 0 else { continue }
                }
                switch info.st_mode & S_IFMT {
                case S_IFDIR:
                    guard visited.insert(identity(info)).inserted else {
                        refuse(child, "symlink loop: this folder is already part of the content; remove the link")
                        continue
                    }
                    visit(child, childRelative)
                case S_IFREG:
                    scan.files.append(childRelative)
                default:
                    continue
                }
            }
        }
        let start = folder.standardizedFileURL.path
        var info = stat()
        if stat(start, &info) == 0 { visited.insert(identity(info)) }
        visit(start, "")
        scan.files.sort()
        return scan
    }

    /// Whether `path` (a file or folder directly in the content folder) stays inside `root`;
    /// a diagnostic at the link when it does not.
    static func checkEntry(_ path: URL, within root: URL) -> Diagnostic? {
        var info = stat()
        guard lstat(path.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return nil }
        let rootPath = realPath(root.standardizedFileURL.path) ?? root.path
        guard let target = realPath(path.path) else {
            return .error(errno == ELOOP ? "is a symlink loop" : "is a broken symlink", file: DisplayPath.of(path), id: .contentSymlink)
        }
        guard target.hasPrefix(rootPath + "/") else {
            return .error(
                "symlink points outside \(DisplayPath.of(root))/ (to \(target)) and is refused: only files inside the content folder are published",
                file: DisplayPath.of(path), id: .contentSymlink)
        }
        return nil
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
