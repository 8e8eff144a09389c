import Diagnostics
import Foundation

/// Builds into a staging folder beside the output and swaps it in only when complete, so a
/// failed or interrupted build never leaves a half-written site.
struct AtomicOutput {
    /// A file in every folder StateDocs writes, so it never replaces a folder it did not make.
    static let marker = ".statedocs-site"

    let output: URL
    let staging: URL

    init(output: URL) throws {
        self.output = output
        let parent = output.deletingLastPathComponent()
        staging = parent.appendingPathComponent(".\(output.lastPathComponent).staging-\(getpid())")
        try Self.checkReplaceable(output)
        let fileManager = FileManager.default
        try? fileManager.removeItem(at: staging)
        do {
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            throw DiagnosticsError([.error("cannot create the output folder: \(error.localizedDescription)", file: DisplayPath.of(output), id: "output.write")])
        }
        _ = FileManager.default.createFile(atPath: staging.appendingPathComponent(Self.marker).path, contents: Data("Written by statedocs build; the whole folder is replaced on every build.\n".utf8))
    }

    /// Refuses to replace a non-empty folder that a StateDocs build did not write.
    static func checkReplaceable(_ output: URL) throws {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: output.path, isDirectory: &isDirectory) else { return }
        let display = DisplayPath.of(output)
        guard isDirectory.boolValue else {
            throw DiagnosticsError([.error("the output path exists and is not a folder", file: display, id: "output.unsafe")])
        }
        let entries = (try? fileManager.contentsOfDirectory(atPath: output.path)) ?? []
        if !entries.isEmpty && !entries.contains(marker) {
            throw DiagnosticsError([.error("refusing to replace this folder: it was not written by statedocs (remove it or pass another --output)", file: display, id: "output.unsafe")])
        }
    }

    func url(for relativePath: String) -> URL { staging.appendingPathComponent(relativePath) }

    func makeDirectories(for relativePaths: [String]) throws {
        var folders = Set<String>()
        for path in relativePaths {
            var parts = path.split(separator: "/").dropLast()
            while !parts.isEmpty {
                folders.insert(parts.joined(separator: "/"))
                parts = parts.dropLast()
            }
        }
        for folder in folders.sorted() {
            try FileManager.default.createDirectory(at: staging.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
    }

    func write(_ text: String, to relativePath: String) throws {
        var text = text
        try text.withUTF8 { buffer in
            try Data(buffer: buffer).write(to: url(for: relativePath))
        }
    }

    /// Moves the finished site into place; the previous site is removed only afterwards.
    func commit() throws {
        let fileManager = FileManager.default
        let parent = output.deletingLastPathComponent()
        let old = parent.appendingPathComponent(".\(output.lastPathComponent).old-\(getpid())")
        do {
            if fileManager.fileExists(atPath: output.path) {
                try? fileManager.removeItem(at: old)
                try fileManager.moveItem(at: output, to: old)
                do {
                    try fileManager.moveItem(at: staging, to: output)
                } catch {
                    try? fileManager.moveItem(at: old, to: output)
                    throw error
                }
                try? fileManager.removeItem(at: old)
            } else {
                try fileManager.moveItem(at: staging, to: output)
            }
        } catch {
            throw DiagnosticsError([.error("cannot move the new site into place: \(error.localizedDescription)", file: DisplayPath.of(output), id: "output.write")])
        }
    }

    func discard() {
        try? FileManager.default.removeItem(at: staging)
    }
}
