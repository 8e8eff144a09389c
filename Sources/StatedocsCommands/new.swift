import ArgumentParser
import Diagnostics
import Foundation
import SiteKit

package struct New: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Start a new article: one file per language of site.yml, each with a starter scenario.")

    @Argument(help: "The article's file name and URL name, e.g. stale-sheet.")
    var slug: String

    @Option(name: .long, help: "The title (default: made from the slug).")
    var title: String?

    @Option(name: .long, help: ArgumentHelp("The content folder.", valueName: "dir"))
    var content: String = "Content"

    package func run() throws {
        if let problem = ContentLoader.slugProblem(slug) {
            throw ValidationError("'\(slug)' \(problem)")
        }
        let root = URL(fileURLWithPath: content)
        let languages = try Self.siteLanguages(in: root)
        let files = languages.map { root.appendingPathComponent("\($0)/\(slug).md") }
        let existing = files.filter { FileManager.default.fileExists(atPath: $0.path) }
        if !existing.isEmpty {
            for url in existing { Terminal.line("\(DisplayPath.of(url)): error: already exists; not overwriting it") }
            throw ExitCode(1)
        }
        let title = self.title ?? slug.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
        let date = StarterArticle.today()
        for (language, url) in zip(languages, files) {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let text = StarterArticle.text(language: language, title: title, date: date, scenario: slug, isFirstLanguage: language == languages[0])
            try Data(text.utf8).write(to: url)
        }
        Terminal.line("Created " + files.map(DisplayPath.of).joined(separator: ", "))
    }

    /// The languages of `<content>/site.yml`, in its order; English alone without one (the
    /// default of a site.yml that lists none).
    static func siteLanguages(in content: URL) throws -> [String] {
        let url = content.appendingPathComponent("site.yml")
        guard FileManager.default.fileExists(atPath: url.path) else { return ["en"] }
        do {
            return try SiteConfig.load(from: url, displayPath: DisplayPath.of(url)).languages.map(\.code)
        } catch let error as DiagnosticsError {
            Terminal.print(error.diagnostics)
            throw ExitCode(1)
        }
    }
}

/// The starter article that `new` and `init` write: front matter, a sentence, and a scenario
/// with steps and a claimed output, in the words of its language (English for a language
/// StateDocs has no starter text for, marked for translation).
enum StarterArticle {
    struct Words {
        var summary: String
        var intro: String
        var claim: String
        var translatedTitle: (String) -> String
    }

    static func words(for language: String, isFirstLanguage: Bool) -> Words {
        switch language {
        case "zh":
            return Words(summary: "用一句话说明本文展示了什么。", intro: "先说明读者将看到什么，再展示出来。",
                         claim: "点按一次之后，屏幕上显示新的计数：",
                         translatedTitle: { isFirstLanguage ? $0 : "\($0)（译文）" })
        default:
            let note = language == "en" || isFirstLanguage ? "" : " (translate this article into '\(language)')"
            return Words(summary: "One sentence saying what this article shows.",
                         intro: "Say what the reader will see, then show it." + note,
                         claim: "After one tap the screen shows the new count:",
                         translatedTitle: { $0 })
        }
    }

    static func text(language: String, title: String, date: String, scenario: String, isFirstLanguage: Bool) -> String {
        let words = words(for: language, isFirstLanguage: isFirstLanguage)
        return """
        ---
        title: \(yamlQuoted(words.translatedTitle(title)))
        summary: \(yamlQuoted(words.summary))
        date: \(date)
        tags: []
        draft: false
        ---

        \(words.intro)

        ```swift scenario=\(scenario)
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

        \(words.claim)

        ```swift steps=\(scenario)
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
