import ArgumentParser
import Foundation
import ScenarioKit
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
            help: ArgumentHelp("The site's languages, the first is the default (e.g. --languages en zh).", valueName: "code"))
    var languages: [String] = ["en"]

    @Option(name: .long, help: ArgumentHelp("The absolute URL the site will be published under.", valueName: "url"))
    var baseURL: String = "https://example.org/"

    @Option(name: .long, help: ArgumentHelp("The git repository the CI workflow builds statedocs from.", valueName: "url"))
    var toolRepository: String = Init.defaultToolRepository

    @Option(name: .long, help: ArgumentHelp(
        "The Swift toolchain the CI workflow installs (default: the one that built this statedocs).", valueName: "version"))
    var swiftVersion: String = Init.builtWithSwift ?? ""

    /// The release number of the toolchain that built this statedocs ("6.3.1").
    static var builtWithSwift: String? { CompilerVersion.recorded(in: Toolchain.engineDirectory())?.number }

    static let defaultToolRepository = "https://github.com/statedocs/statedocs.git"
    static let firstArticle = "welcome"

    package func validate() throws {
        let codes = languages.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        for code in codes where !SiteConfig.isValidLanguageCode(code) {
            throw ValidationError("'\(code)' is not a language code; use short folder names like en, zh, ja")
        }
        if Set(codes).count != codes.count { throw ValidationError("a language is listed twice in --languages") }
        if codes.isEmpty { throw ValidationError("--languages needs at least one language") }
        if swiftVersion.isEmpty {
            throw ValidationError("cannot tell which Swift toolchain built this statedocs; pass --swift-version (such as 6.3.1)")
        }
        if !swiftVersion.allSatisfy({ $0.isNumber || $0 == "." }) {
            throw ValidationError("--swift-version takes a Swift release number, such as 6.3.1")
        }
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
            (".github/workflows/statedocs.yml", workflow(swiftVersion: swiftVersion)),
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
        # Site settings; every key is described in the StateDocs guide ("Configuration": Content/en/guide-configuration.md in the StateDocs repository).
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

    /// GitHub Actions, on the runner itself (not in a container): statedocs runs as the
    /// runner's unprivileged user, so the sandbox has no root capabilities to keep. The pinned
    /// toolchain is installed (a scenario must be compiled by the compiler that built the
    /// engine), statedocs is restored from the Actions cache (built once per tool version and
    /// toolchain), then every claim is verified in bubblewrap with annotations on the pull
    /// request, and the site is built.
    func workflow(swiftVersion: String) -> String {
        let toolKey = "statedocs-${{ env.STATEDOCS_VERSION }}-swift-${{ env.SWIFT_VERSION }}-${{ runner.os }}-${{ runner.arch }}"
        let cacheKey = "statedocs-cache-${{ env.STATEDOCS_VERSION }}-swift-${{ env.SWIFT_VERSION }}-"
        return """
        # Written by `statedocs init`. Verifies every claim of Content/ on pushes and pull requests,
        # then builds the site. statedocs is built once per tool version and toolchain and then
        # restored from the Actions cache in seconds; scenarios run in bubblewrap
        # (--sandbox=required), as the runner's unprivileged user. For several machines
        # (verify --shard K/N and a merged report), see "Verifying on several machines" in the
        # StateDocs guide (Content/en/guide-commands.md in the StateDocs repository).
        name: StateDocs
        on:
          push:
            branches: [main]
          pull_request:

        permissions:
          contents: read

        env:
          # The toolchain statedocs is built with and every scenario is compiled with: the
          # engine's modules load only in the compiler that built them.
          SWIFT_VERSION: "\(swiftVersion)"
          STATEDOCS_VERSION: "\(ToolVersion.tool)"
          STATEDOCS_REPOSITORY: \(toolRepository)

        jobs:
          verify:
            runs-on: ubuntu-24.04
            timeout-minutes: 60
            steps:
              - uses: actions/checkout@v5
              - name: Install Swift ${{ env.SWIFT_VERSION }}
                run: |
                  if swiftc --version 2>/dev/null | grep -q "Swift version $SWIFT_VERSION "; then exit 0; fi
                  release="swift-$SWIFT_VERSION-RELEASE"
                  url="https://download.swift.org/swift-$SWIFT_VERSION-release/ubuntu2404/$release/$release-ubuntu24.04.tar.gz"
                  curl -fsSL "$url" -o "$RUNNER_TEMP/swift.tar.gz"
                  curl -fsSL "$url.sig" -o "$RUNNER_TEMP/swift.tar.gz.sig"
                  curl -fsSL https://swift.org/keys/all-keys.asc | gpg --batch --quiet --import -
                  gpg --batch --verify "$RUNNER_TEMP/swift.tar.gz.sig" "$RUNNER_TEMP/swift.tar.gz"
                  mkdir -p "$HOME/swift"
                  tar -xzf "$RUNNER_TEMP/swift.tar.gz" -C "$HOME/swift" --strip-components=1
                  echo "$HOME/swift/usr/bin" >> "$GITHUB_PATH"
              - name: Install bubblewrap, the scenario sandbox
                run: |
                  sudo apt-get update -qq
                  sudo apt-get install -y -qq bubblewrap
                  # Ubuntu 24.04 lets only programs with an AppArmor profile create user
                  # namespaces; bubblewrap needs one to sandbox scenarios without root.
                  if [ -e /proc/sys/kernel/apparmor_restrict_unprivileged_userns ]; then
                    sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0
                  fi
              - name: Restore statedocs
                id: statedocs
                uses: actions/cache@v5
                with:
                  path: ~/statedocs
                  key: \(toolKey)
              - name: Build statedocs (once per tool version and toolchain)
                if: steps.statedocs.outputs.cache-hit != 'true'
                run: |
                  git clone --depth 1 --branch "v$STATEDOCS_VERSION" "$STATEDOCS_REPOSITORY" "$RUNNER_TEMP/statedocs-source"
                  "$RUNNER_TEMP/statedocs-source/scripts/install" --prefix "$HOME/statedocs"
              - name: Put statedocs on PATH
                run: echo "$HOME/statedocs/bin" >> "$GITHUB_PATH"
              - name: Restore the scenario cache
                uses: actions/cache@v5
                with:
                  # The cache is kept only with the key that marks it as this user's
                  # (a cache committed in a pull request is emptied before use).
                  path: |
                    .statedocs-cache
                    ~/.local/state/statedocs
                  key: \(cacheKey)${{ github.sha }}
                  restore-keys: \(cacheKey)
              - name: Verify every claim
                run: statedocs verify --format github --sandbox=required
              - name: Build the site
                run: statedocs build --sandbox=required
              - uses: actions/upload-artifact@v6
                with:
                  name: site
                  path: Site/

        """
    }
}
