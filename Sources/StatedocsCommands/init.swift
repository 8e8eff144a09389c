import ArgumentParser
import Foundation
import SiteKit

/// `statedocs init [DIR]`: a working site from nothing, like `hugo new site` or `mdbook init`.
package struct Init: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a new site: site.yml, a first article per language with a scenario, .gitignore and a CI workflow.",
        discussion: """
        The new site verifies and builds as it is: `statedocs verify`, then `statedocs build` \
        and `statedocs serve` inside it. Nothing is overwritten: init stops when a file it \
        would write exists.
        """)

    @Argument(help: ArgumentHelp("The folder of the new site (created when missing).", valueName: "dir"))
    var directory: String = "."

    @Option(name: .long, help: "The site's title.")
    var title: String = "My StateDocs"

    @Option(name: .long, parsing: .upToNextOption,
            help: ArgumentHelp("The site's languages, the first is the default (e.g. --languages en ja).", valueName: "code"))
    var languages: [String] = ["en", "zh"]

    @Option(name: .long, help: ArgumentHelp("The absolute URL the site will be published under.", valueName: "url"))
    var baseURL: String = "https://example.org/"

    @Option(name: .long, help: ArgumentHelp("The git repository the CI workflow builds statedocs from.", valueName: "url"))
    var toolRepository: String = Init.defaultToolRepository

    static let defaultToolRepository = "https://github.com/statedocs/statedocs.git"
    static let firstArticle = "welcome"

    package func validate() throws {
        let codes = languages.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        for code in codes where !SiteConfig.isValidLanguageCode(code) {
            throw ValidationError("'\(code)' is not a language code; use short folder names like en, zh, ja")
        }
        if Set(codes).count != codes.count { throw ValidationError("a language is listed twice in --languages") }
        if codes.isEmpty { throw ValidationError("--languages needs at least one language") }
        if !(baseURL.hasPrefix("https://") || baseURL.hasPrefix("http://")) {
            throw ValidationError("--base-url must be an absolute http(s) URL, e.g. https://example.org/docs/")
        }
    }

    package func run() throws {
        let codes = languages.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        let root = URL(fileURLWithPath: directory)
        let date = StarterArticle.today()
        var files: [(path: String, text: String)] = [
            ("Content/site.yml", siteYAML(codes)),
            (".gitignore", "# Written by statedocs build and verify\nSite/\n.statedocs-cache/\n"),
            (".github/workflows/statedocs.yml", workflow()),
        ]
        for code in codes {
            files.append(("Content/\(code)/\(Self.firstArticle).md",
                          StarterArticle.text(language: code, title: "Welcome", date: date, scenario: Self.firstArticle,
                                              isFirstLanguage: code == codes[0])))
        }
        let existing = files.map { root.appendingPathComponent($0.path) }.filter { FileManager.default.fileExists(atPath: $0.path) }
        if !existing.isEmpty {
            for url in existing { Terminal.line("\(DisplayPath.of(url)): error: already exists; init writes a new site only") }
            throw ExitCode(1)
        }
        for file in files {
            let url = root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
        }
        let place = directory == "." ? "" : "cd \(directory) && "
        Terminal.line("Created a site in \(DisplayPath.of(root))/ (\(files.count) files). Next:")
        Terminal.line("  \(place)statedocs verify && statedocs build && statedocs serve")
    }

    func siteYAML(_ codes: [String]) -> String {
        """
        # Site settings; every key is described in the statedocs README ("Configuration reference").
        title: \(StarterArticle.yamlQuoted(title))
        baseURL: \(baseURL)
        languages: [\(codes.joined(separator: ", "))]
        defaultLanguage: \(codes[0])
        # Raw HTML in articles is escaped unless this is true.
        allowRawHTML: false
        # "Edit this page" links: the article's path in Content/ is appended.
        # editURL: https://github.com/you/your-site/edit/main/Content/

        """
    }

    /// GitHub Actions: build statedocs (cached by its commit), verify every claim with
    /// annotations on the pull request, then build the site.
    func workflow() -> String {
        """
        name: StateDocs
        on:
          push:
            branches: [main]
          pull_request:

        jobs:
          verify:
            runs-on: ubuntu-latest
            container: swift:6.1
            steps:
              - uses: actions/checkout@v4
              - name: Install cmark
                run: apt-get update -qq && apt-get install -y -qq libcmark-dev pkg-config
              - name: Build statedocs
                run: |
                  git clone --depth 1 \(toolRepository) "$RUNNER_TEMP/statedocs"
                  swift build -c release --package-path "$RUNNER_TEMP/statedocs" --product statedocs
                  echo "$RUNNER_TEMP/statedocs/.build/release" >> "$GITHUB_PATH"
              - name: Verify every claim
                run: statedocs verify --format github
              - name: Build the site
                run: statedocs build
              - uses: actions/upload-artifact@v4
                with:
                  name: site
                  path: Site/

        """
    }
}
