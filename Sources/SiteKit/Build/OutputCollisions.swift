import Diagnostics

/// Two outputs that map to the same path in Site/ are an error, never a race between two
/// writers: a tag named `index` (its page is the tags index), a static file named like a
/// generated page (`Content/en/feed.xml`), a tag and an article slug.
enum OutputCollisions {
    static func find(generated: [(path: String, source: (file: String, line: Int?)?)], staticFiles: [StaticFile]) -> [Diagnostic] {
        var owners: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        func describe(_ source: (file: String, line: Int?)?) -> String { source.map { $0.file } ?? "a page the site generates" }
        for (path, source) in generated {
            if let first = owners[path] {
                diagnostics.append(.error(
                    "Site/\(path) would be written twice: by \(first) and by \(describe(source)) (rename the tag, slug or file)",
                    file: source?.file ?? "Site/\(path)", line: source?.line ?? 1, id: .outputCollision))
            } else {
                owners[path] = describe(source)
            }
        }
        for file in staticFiles {
            let display = DisplayPath.of(file.source)
            if let first = owners[file.outputPath] {
                diagnostics.append(.error(
                    "Site/\(file.outputPath) would be written twice: this file and \(first) (rename the file)",
                    file: display, id: .outputCollision))
            } else {
                owners[file.outputPath] = display
            }
        }
        return diagnostics
    }
}
