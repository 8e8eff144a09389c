import Diagnostics
import Foundation
import ScenarioKit
import SiteKit

/// What `verify`, `run` and `build` share: finding the engine and opening the cache.
enum ScenarioSupport {
    /// `.statedocs-cache/scenarios` in the working directory (the repository root).
    static var cacheDirectory: URL {
        URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            .appendingPathComponent(".statedocs-cache").appendingPathComponent("scenarios")
    }

    /// Probing the sandbox starts bwrap (15 to 25 ms) unless the build cache `record` holds a
    /// success under the same conditions: begun early, it runs while the command does other
    /// work, and the first use of `Sandbox.availability` waits for it. `record` must already be
    /// this user's (`CacheOwnership.adopt`).
    static func startSandboxProbe(_ mode: SandboxMode, record: URL) {
        if mode != .off { DispatchQueue.global().async { _ = Sandbox.availability(recordedIn: record) } }
    }

    static func executor(_ options: ScenarioRunOptions, content: String, cache: URL = cacheDirectory) throws -> ScenarioExecutor {
        Interrupts.install()
        let executor: ScenarioExecutor
        // The checkout is a pull request's: links it committed in the cache are removed
        // before anything in the cache is read, written or removed.
        let root = cache.deletingLastPathComponent()
        try? OwnedFolders.claim(root, beneath: root.deletingLastPathComponent())
        CacheOwnership.adopt(root, beneath: root.deletingLastPathComponent())
        // While the engine is found and site.yml read.
        startSandboxProbe(options.sandbox, record: root)
        do {
            let toolchain = try Toolchain.locate()
            executor = ScenarioExecutor(toolchain: toolchain, cache: ScenarioCache(directory: cache, moduleCacheDirectory: toolchain.moduleCacheBesideEngine))
        } catch let error as ToolchainError {
            Terminal.line("error: \(error.description)")
            throw ExitCodeError()
        }
        executor.settings = try options.settings(content: content, probeRecord: root)
        if let problem = executor.cache.problem { Terminal.line("warning: \(problem)") }
        return executor
    }

    /// Markdown files under the given paths (folders are searched), sorted; the translations
    /// of a given file (the same file in the site's other languages) are added so that
    /// translations can be compared.
    static func articlePaths(_ arguments: [String], content: String) throws -> [String] {
        let fm = FileManager.default
        var paths = Set(try files(arguments.isEmpty ? [content] : arguments) { relative in
            relative.hasSuffix(".md") && !relative.split(separator: "/").contains("theme")
        })
        let languages = contentLanguages(content: content)
        for path in paths.sorted() {
            paths.formUnion(languages.translations(of: path) { fm.fileExists(atPath: $0) })
        }
        return paths.sorted()
    }

    /// The site's languages (`SiteConfig.contentLanguages`); for a content folder without a
    /// readable site.yml, each of its folders is a language and English, when there, the source.
    static func contentLanguages(content: String) -> ContentLanguages {
        let root = URL(fileURLWithPath: content)
        let configURL = root.appendingPathComponent("site.yml")
        if let config = try? SiteConfig.load(from: configURL, displayPath: DisplayPath.of(configURL)) {
            return config.contentLanguages(content: root)
        }
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: content)) ?? []).sorted().filter { name in
            var isDirectory: ObjCBool = false
            return !name.hasPrefix(".") && name != "theme" && name != InterfaceStringsFile.folder
                && FileManager.default.fileExists(atPath: content + "/" + name, isDirectory: &isDirectory) && isDirectory.boolValue
        }.map { Language(code: $0) }
        return ContentLanguages(folders, source: folders.first { $0.code == "en" } ?? folders.first ?? Language(code: "en"))
    }

    /// The files named by `arguments`: a file as given, a folder searched for the files whose
    /// path below it `matches`. A missing argument is an error naming it.
    static func files(_ arguments: [String], matching matches: (String) -> Bool) throws -> [String] {
        let fm = FileManager.default
        var files: [String] = []
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: argument, isDirectory: &isDirectory) else {
                Terminal.line("\(argument): error: no such file or folder")
                throw ExitCodeError()
            }
            guard isDirectory.boolValue else {
                files.append(argument)
                continue
            }
            let base = argument.hasSuffix("/") ? String(argument.dropLast()) : argument
            for case let relative as String in fm.enumerator(atPath: base) ?? FileManager.DirectoryEnumerator() where matches(relative) {
                files.append(base + "/" + relative)
            }
        }
        return files
    }

    static func readArticles(_ paths: [String]) throws -> [ArticleSource] {
        try paths.map { path in
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                Terminal.line("\(path): error: cannot read the file as UTF-8")
                throw ExitCodeError()
            }
            return ArticleSource(path: path, text: text)
        }
    }
}

/// Ends the command with status 1 after its diagnostics were printed.
struct ExitCodeError: Error {}
