import ArgumentParser
import Foundation
import ScenarioKit
import SiteKit

/// `statedocs serve`: parsed (and its options checked) here, then run by `statedocs-serve`
/// beside this executable, which replaces this process. Only that executable links the HTTP
/// server and FoundationNetworking, which every other command would pay for at start.
package struct Serve: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve it on localhost, and rebuild and reload the page when content or theme change.")

    @OptionGroup var options: ServeOptions

    package init() {}

    package func run() throws {
        let helper = URL(fileURLWithPath: Toolchain.runningExecutable()).deletingLastPathComponent().appendingPathComponent("statedocs-serve").path
        guard access(helper, X_OK) == 0 else {
            Terminal.line("error: \(helper) is missing: `statedocs serve` runs it; build it beside statedocs with `swift build --product statedocs-serve` (add `-c release` for a release build)")
            throw ExitCode(1)
        }
        // Everything after the subcommand's name, as given: the options were checked above.
        let arguments = [helper] + CommandLine.arguments.dropFirst().drop { $0 != Self.configuration.commandName }.dropFirst()
        var argv = arguments.map { strdup($0) } + [nil]
        execv(helper, &argv)
        Terminal.line("error: cannot start \(helper): \(String(cString: strerror(errno)))")
        throw ExitCode(1)
    }
}

package struct ServeOptions: ParsableArguments {
    @OptionGroup var site: SiteOptions

    @Option(name: .shortAndLong, help: "The port to listen on (localhost only).")
    var port: UInt16 = 8000

    @Option(name: .long, help: ArgumentHelp(
        "Seconds between checks for changed files (default 0.1; on Linux a saved file is noticed at once through inotify, and the check is a fallback every 2 s unless this is given).",
        valueName: "seconds"))
    var interval: Double?

    package init() {}
}

/// A request as the server hands it over.
package struct ServedRequest: Sendable {
    /// The path as the server standardizes it (no trailing slash).
    package var path: String
    /// The raw request target's path: `/en` and `/en/` stay apart, so that redirecting the
    /// first to the second cannot redirect the second to itself.
    package var targetPath: String
    package var pageQuery: String?

    package init(path: String, targetPath: String, pageQuery: String?) {
        self.path = path
        self.targetPath = targetPath
        self.pageQuery = pageQuery
    }
}

package struct ServedResponse: Sendable {
    package var status: Int
    package var headers: [(name: String, value: String)]
    package var body: Data
}

/// The HTTP server `statedocs-serve` brings.
package protocol LocalHTTPServer {
    /// Serves 127.0.0.1:`port` until stopped; `listening` runs once it accepts connections.
    func serve(port: UInt16, listening: @escaping @Sendable () -> Void,
               respond: @escaping @Sendable (ServedRequest) -> ServedResponse) async throws
}

/// Builds the site, serves it, and rebuilds and reloads on every change.
package struct ServeSession {
    let options: ServeOptions

    package init(options: ServeOptions) { self.options = options }

    package func run(on server: some LocalHTTPServer) async throws {
        var configured = try options.site.buildOptions()
        // The site stays loaded between rebuilds: a rebuild renders only what the edit affects.
        configured.memory = SiteMemory(writingCacheInBackground: true)
        let buildOptions = configured
        let state = LiveState()
        if let report = SiteBuild.run(buildOptions, quiet: false, onFailure: state.fail) { state.built(report) }
        let watched = [buildOptions.contentDirectory] + (buildOptions.themeDirectory.map { [$0] } ?? [])
        let output = buildOptions.outputDirectory
        let respond: @Sendable (ServedRequest) -> ServedResponse = { request in
            if request.path == LiveReload.versionPath {
                let headers = [("Content-Type", "text/plain"), ("Cache-Control", "no-store")]
                guard let page = request.pageQuery else {
                    return ServedResponse(status: 200, headers: headers, body: Data(String(state.version).utf8))
                }
                // A page asks whether it has changed.
                let token = state.token(forPage: StaticFiles.sitePath(for: page, root: output))
                return ServedResponse(status: 200, headers: headers, body: Data(token.utf8))
            }
            return StaticFiles.response(for: request.targetPath, root: output, failure: state.failure)
        }
        // Builds block, so polling runs on its own thread rather than the server's executors.
        let requested = options.interval
        Thread.detachNewThread {
            let changes = FolderChanges(watched)
            let pause = max(0.02, changes.checkInterval(requested: requested, polling: 0.1))
            var last = FolderFingerprint.digest(watched)
            while true {
                changes.wait(upTo: pause)
                let now = FolderFingerprint.digest(watched)
                guard now != last else { continue }
                last = now
                Terminal.line("Change detected; rebuilding …")
                if let report = SiteBuild.run(buildOptions, quiet: false, onFailure: state.fail) { state.built(report) }
            }
        }
        let port = options.port
        let address = "Serving \(DisplayPath.of(output))/ at http://127.0.0.1:\(port)/ (Ctrl-C to stop)"
        do {
            try await server.serve(port: port, listening: { Terminal.line(address) }, respond: respond)
        } catch {
            Terminal.line("error: cannot serve on 127.0.0.1:\(port): \(error) (is the port in use? pass --port N)")
            throw ExitCode(1)
        }
    }
}

/// What open pages need to know to reload: after every build the version is bumped, and each
/// file of the site remembers the build that last changed it, so a page reloads only when it
/// changed (or when a build failed or recovered, to show or hide the errors). After a failed
/// build it also holds the errors, which served pages show as an overlay until a build succeeds.
final class LiveState: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    private var errors: [String]?
    /// Bumped by each failed build and by the first good build after one.
    private var errorGeneration = 0
    /// Site-relative path to the version of the build that last changed it.
    private var changedIn: [String: Int] = [:]

    var version: Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    var failure: [String]? {
        lock.lock()
        defer { lock.unlock() }
        return errors
    }

    /// What a page compares to decide whether to reload.
    func token(forPage path: String) -> String {
        lock.lock()
        defer { lock.unlock() }
        return "\(changedIn[path] ?? 0)-\(errorGeneration)"
    }

    /// A build succeeded: the pages it changed reload, and every page when it ends a failure.
    func built(_ report: BuildReport) {
        lock.lock()
        value += 1
        if errors != nil { errorGeneration += 1 }
        errors = nil
        for path in report.changedPaths { changedIn[path] = value }
        lock.unlock()
    }

    /// A build failed: pages reload and show `lines` over the last good build.
    func fail(_ lines: [String]) {
        lock.lock()
        value += 1
        errorGeneration += 1
        errors = lines
        lock.unlock()
    }
}

enum LiveReload {
    static let versionPath = "/__statedocs/version"
    /// How often an open page asks whether it changed, in milliseconds: often, since asking
    /// costs the server a dictionary lookup. (Chosen over a held-open request, which headless
    /// browsers wait for before their clocks move on.)
    static let pollInterval = 100

    /// Injected before `</body>` of served HTML (never into the built files). It asks about its
    /// own page, so pages that did not change are left as they are.
    static let script = """
    <script>(function(){var url="\(versionPath)?page="+encodeURIComponent(location.pathname),seen=null;function poll(){fetch(url,{cache:"no-store"}).then(function(r){return r.text()}).then(function(v){if(seen!==null&&v!==seen){location.reload()}seen=v}).catch(function(){}).then(function(){setTimeout(poll,\(pollInterval))})}poll()})();</script>
    """

    /// The failed build's errors over the page, as Hugo's server and Vite show them; styled
    /// inline so that it looks the same whatever the theme does. Gone after the next good build.
    static func overlay(_ lines: [String]) -> String {
        let text = lines.map(HTML.escape).joined(separator: "\n")
        return """
        <div id="statedocs-error-overlay" role="alert" style="position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:2rem;background:rgb(20 20 22 / 0.94);color:#f2f2f4;font:14px/1.5 ui-monospace,Menlo,Consolas,monospace">
        <p style="margin:0 0 1rem;font:600 1.1rem/1.3 system-ui,sans-serif;color:#ff9492">The last rebuild failed. This page is the last good build; it reloads when the errors are fixed.</p>
        <pre style="margin:0;white-space:pre-wrap;overflow-wrap:anywhere">\(text)</pre>
        <button type="button" onclick="this.parentNode.remove()" style="margin-top:1rem;font:inherit;padding:0.3rem 0.8rem">Dismiss</button>
        </div>
        """
    }
}

/// Serves files of the built site, adding the live-reload script to HTML.
enum StaticFiles {
    /// The file a request path names (a folder names its index.html), relative to the site.
    private static func file(for requestPath: String, root: URL) -> (url: URL, relative: String, isFolder: Bool)? {
        let decoded = requestPath.removingPercentEncoding ?? requestPath
        var parts = decoded.split(separator: "/").map(String.init)
        if parts.contains(where: { $0 == ".." || $0.hasPrefix(".") }) { return nil }
        var url = root
        for part in parts { url.appendPathComponent(part) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue {
            url.appendPathComponent("index.html")
            parts.append("index.html")
        }
        return (url, parts.joined(separator: "/"), isDirectory.boolValue)
    }

    /// The site file a page at `requestPath` shows: the file, or 404.html for what is not there.
    static func sitePath(for requestPath: String, root: URL) -> String {
        guard let file = file(for: requestPath, root: root), FileManager.default.fileExists(atPath: file.url.path) else { return "404.html" }
        return file.relative
    }

    static func response(for requestPath: String, root: URL, failure: [String]? = nil) -> ServedResponse {
        guard let file = file(for: requestPath, root: root) else { return notFound(root: root, failure: failure) }
        let decoded = requestPath.removingPercentEncoding ?? requestPath
        if file.isFolder && !decoded.hasSuffix("/") && !decoded.isEmpty {
            return ServedResponse(status: 301, headers: [("Location", requestPath + "/")], body: Data())
        }
        let url = file.url
        guard let data = FileManager.default.contents(atPath: url.path) else { return notFound(root: root, failure: failure) }
        let headers = [("Content-Type", contentType(url.pathExtension)), ("Cache-Control", "no-store")]
        return ServedResponse(status: 200, headers: headers, body: url.pathExtension == "html" ? injected(data, failure: failure) : data)
    }

    static func notFound(root: URL, failure: [String]? = nil) -> ServedResponse {
        let page = FileManager.default.contents(atPath: root.appendingPathComponent("404.html").path) ?? Data("Not found".utf8)
        return ServedResponse(status: 404, headers: [("Content-Type", "text/html; charset=utf-8")], body: injected(page, failure: failure))
    }

    static func injected(_ data: Data, failure: [String]? = nil) -> Data {
        guard var html = String(data: data, encoding: .utf8) else { return data }
        let addition = (failure.map(LiveReload.overlay) ?? "") + LiveReload.script
        if let end = html.range(of: "</body>", options: .backwards) {
            html.insert(contentsOf: addition, at: end.lowerBound)
        } else {
            html += addition
        }
        return Data(html.utf8)
    }

    static func contentType(_ pathExtension: String) -> String {
        switch pathExtension {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "xml": "application/xml; charset=utf-8"
        case "json": "application/json"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "webp": "image/webp"
        default: "application/octet-stream"
        }
    }
}

/// A cheap summary of a folder tree (paths, sizes, modification times) to notice edits:
/// plain `readdir` and `stat`, since `serve` takes it several times a second.
enum FolderFingerprint {
    static func of(_ folders: [URL]) -> [String] {
        var entries: [String] = []
        visitFiles(in: folders) { path, info in entries.append("\(path) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)") }
        return entries.sorted()
    }

    /// What `of` tells apart, as one number: no string per file and no sorting, since `serve`
    /// takes it after every change and at every polling interval. The per-file hashes are
    /// added, so the order `readdir` lists files in does not matter.
    static func digest(_ folders: [URL]) -> UInt64 {
        var sum: UInt64 = 0
        visitFiles(in: folders) { path, info in
            var hash = StableHash()
            hash.combine(path)
            withUnsafeBytes(of: (info.st_size, info.st_mtim.tv_sec, info.st_mtim.tv_nsec)) { hash.combine(buffer: $0) }
            sum &+= hash.value
        }
        return sum
    }

    /// Every regular file under the folders (hidden ones left out), with its `stat`.
    private static func visitFiles(in folders: [URL], _ body: (String, stat) -> Void) {
        func visit(_ path: String, depth: Int) {
            guard depth < 64, let directory = opendir(path) else { return }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafePointer(to: entry.pointee.d_name) {
                    $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
                }
                if name.hasPrefix(".") { continue }
                let child = path + "/" + name
                var info = stat()
                guard stat(child, &info) == 0 else { continue }
                if (info.st_mode & S_IFMT) == S_IFDIR {
                    visit(child, depth: depth + 1)
                } else if (info.st_mode & S_IFMT) == S_IFREG {
                    body(child, info)
                }
            }
        }
        for folder in folders { visit(folder.standardizedFileURL.path, depth: 0) }
    }

    /// The file path of one entry of `of(_:)`.
    static func path(ofEntry entry: String) -> String {
        var parts = entry.split(separator: " ", omittingEmptySubsequences: false)
        parts.removeLast(2)
        return parts.joined(separator: " ")
    }
}
