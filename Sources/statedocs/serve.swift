import ArgumentParser
import FlyingFox
import Foundation
import SiteKit

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build the site, serve it on localhost, and rebuild and reload the page when content or theme change.")

    @OptionGroup var site: SiteOptions

    @Option(name: .shortAndLong, help: "The port to listen on (localhost only).")
    var port: UInt16 = 8000

    @Option(name: .long, help: ArgumentHelp("Seconds between checks for changed files.", valueName: "seconds"))
    var interval: Double = 0.5

    func run() async throws {
        let options = try site.buildOptions()
        let state = LiveState()
        if SiteBuild.run(options, quiet: false, onFailure: state.fail) { state.bump() }
        let watched = [options.contentDirectory] + (options.themeDirectory.map { [$0] } ?? [])

        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), logger: .disabled)
        let output = options.outputDirectory
        await server.appendRoute("GET *") { request in
            if request.path == LiveReload.versionPath {
                let headers: HTTPHeaders = [.contentType: "text/plain", HTTPHeader("Cache-Control"): "no-store"]
                return HTTPResponse(statusCode: .ok, headers: headers, body: Data(String(state.version).utf8))
            }
            // The raw request target: `request.path` is standardized without its trailing
            // slash, so redirecting `/en` to `/en/` by it would redirect `/en/` to itself.
            return StaticFiles.response(for: request.target.path(), root: output, failure: state.failure)
        }
        // Builds block, so polling runs on its own thread rather than the server's executors.
        let pause = max(0.1, interval)
        Thread.detachNewThread {
            var last = FolderFingerprint.of(watched)
            while true {
                Thread.sleep(forTimeInterval: pause)
                let now = FolderFingerprint.of(watched)
                guard now != last else { continue }
                last = now
                Terminal.line("Change detected; rebuilding …")
                if SiteBuild.run(options, quiet: false, onFailure: state.fail) { state.bump() }
            }
        }
        let address = "Serving \(DisplayPath.of(options.outputDirectory))/ at http://127.0.0.1:\(port)/ (Ctrl-C to stop)"
        Task {
            if (try? await server.waitUntilListening()) != nil { Terminal.line(address) }
        }
        do {
            try await server.run()
        } catch {
            Terminal.line("error: cannot serve on 127.0.0.1:\(port): \(error) (is the port in use? pass --port N)")
            throw ExitCode(1)
        }
    }
}

/// Bumped after every build; open pages poll it and reload when it changes. After a failed
/// build it also holds the errors, which served pages show as an overlay until a build succeeds.
final class LiveState: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    private var errors: [String]?

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

    /// A build succeeded: pages reload without an overlay.
    func bump() {
        lock.lock()
        value += 1
        errors = nil
        lock.unlock()
    }

    /// A build failed: pages reload and show `lines` over the last good build.
    func fail(_ lines: [String]) {
        lock.lock()
        value += 1
        errors = lines
        lock.unlock()
    }
}

enum LiveReload {
    static let versionPath = "/__statedocs/version"

    /// Injected before `</body>` of served HTML (never into the built files).
    static let script = """
    <script>(function(){var seen=null;function poll(){fetch("\(versionPath)",{cache:"no-store"}).then(function(r){return r.text()}).then(function(v){if(seen!==null&&v!==seen){location.reload()}seen=v}).catch(function(){}).then(function(){setTimeout(poll,700)})}poll()})();</script>
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
    static func response(for requestPath: String, root: URL, failure: [String]? = nil) -> HTTPResponse {
        let decoded = requestPath.removingPercentEncoding ?? requestPath
        let parts = decoded.split(separator: "/").map(String.init)
        if parts.contains(where: { $0 == ".." || $0.hasPrefix(".") }) { return notFound(root: root) }
        var url = root
        for part in parts { url.appendPathComponent(part) }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            if !decoded.hasSuffix("/") && !decoded.isEmpty {
                let headers: HTTPHeaders = [.location: requestPath + "/"]
                return HTTPResponse(statusCode: .movedPermanently, headers: headers)
            }
            url.appendPathComponent("index.html")
        }
        guard let data = FileManager.default.contents(atPath: url.path) else { return notFound(root: root, failure: failure) }
        let headers: HTTPHeaders = [.contentType: contentType(url.pathExtension), HTTPHeader("Cache-Control"): "no-store"]
        return HTTPResponse(statusCode: .ok, headers: headers, body: url.pathExtension == "html" ? injected(data, failure: failure) : data)
    }

    static func notFound(root: URL, failure: [String]? = nil) -> HTTPResponse {
        let page = FileManager.default.contents(atPath: root.appendingPathComponent("404.html").path) ?? Data("Not found".utf8)
        let headers: HTTPHeaders = [.contentType: "text/html; charset=utf-8"]
        return HTTPResponse(statusCode: .notFound, headers: headers, body: injected(page, failure: failure))
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

/// A cheap summary of a folder tree (paths, sizes, modification times) to notice edits.
enum FolderFingerprint {
    static func of(_ folders: [URL]) -> [String] {
        var entries: [String] = []
        let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles]) else { continue }
            for case let url as URL in enumerator {
                guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { continue }
                entries.append("\(url.path) \(values.fileSize ?? 0) \(values.contentModificationDate?.timeIntervalSince1970 ?? 0)")
            }
        }
        return entries.sorted()
    }

    /// The file path of one entry of `of(_:)`.
    static func path(ofEntry entry: String) -> String {
        var parts = entry.split(separator: " ", omittingEmptySubsequences: false)
        parts.removeLast(2)
        return parts.joined(separator: " ")
    }
}
