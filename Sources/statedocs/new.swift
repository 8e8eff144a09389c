import ArgumentParser
import Foundation
import SiteKit

struct New: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Start a new article: an English file and its Chinese translation, with a starter scenario.")

    @Argument(help: "The article's file name and URL name, e.g. stale-sheet.")
    var slug: String

    @Option(name: .long, help: "The English title (default: made from the slug).")
    var title: String?

    @Option(name: .long, help: ArgumentHelp("The content folder.", valueName: "dir"))
    var content: String = "Content"

    func run() throws {
        if let problem = ContentLoader.slugProblem(slug) {
            throw ValidationError("'\(slug)' \(problem)")
        }
        let root = URL(fileURLWithPath: content)
        let english = root.appendingPathComponent("en/\(slug).md")
        let chinese = root.appendingPathComponent("zh/\(slug).md")
        let existing = [english, chinese].filter { FileManager.default.fileExists(atPath: $0.path) }
        if !existing.isEmpty {
            for url in existing { Terminal.line("\(DisplayPath.of(url)): error: already exists; not overwriting it") }
            throw ExitCode(1)
        }
        let title = self.title ?? slug.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
        let date = Self.today()
        try FileManager.default.createDirectory(at: english.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: chinese.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(Self.article(title: title, summary: "One sentence saying what this article shows.", date: date,
                              intro: "Say what the reader will see, then show it.", slug: slug).utf8).write(to: english)
        try Data(Self.article(title: "\(title)（译文）", summary: "用一句话说明本文展示了什么。", date: date,
                              intro: "先说明读者将看到什么，再展示出来。", slug: slug).utf8).write(to: chinese)
        Terminal.line("Created \(DisplayPath.of(english)) and \(DisplayPath.of(chinese))")
    }

    static func article(title: String, summary: String, date: String, intro: String, slug: String) -> String {
        """
        ---
        title: \(yamlQuoted(title))
        summary: \(yamlQuoted(summary))
        date: \(date)
        tags: []
        draft: false
        ---

        \(intro)

        ```swift scenario=\(slug)
        import SwiftUI

        struct ContentView: View {
            @State private var count = 0

            var body: some View {
                VStack {
                    Text("count = \\(count)")
                    Button("Increment") { count += 1 }
                }
            }
        }
        ```

        ```swift steps=\(slug)
        launch(ContentView())
        tap("Increment")
        expectScreen(contains: "count = 1")
        ```

        """
    }

    static func yamlQuoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The scaffold's date is the day it was written (the only use of the clock).
    static func today() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date())
    }
}
