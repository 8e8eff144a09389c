import Foundation
import Testing

@Suite("statedocs serve")
struct ServeCommandTests {
    /// GET over plain sockets-free curl would need curl installed; Foundation's URLSession
    /// lives in FoundationNetworking on Linux.
    static func get(_ url: String) -> (status: Int, body: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["curl", "-s", "-o", "-", "-w", "\n%{http_code}", url]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard let newline = text.lastIndex(of: "\n"), let status = Int(text[text.index(after: newline)...]), status > 0 else { return nil }
        return (status, String(text[..<newline]))
    }

    static let hasCurl = FileManager.default.isExecutableFile(atPath: "/usr/bin/curl") || FileManager.default.isExecutableFile(atPath: "/usr/local/bin/curl")

    @Test(.enabled(if: hasCurl, "needs curl"), .timeLimit(.minutes(1)))
    func servesTheSiteAndReloadsAfterAnEdit() async throws {
        let site = try SiteFolder()
        defer { site.remove() }
        let port = 20000 + Int(getpid() % 20000)
        let process = try Self.serve(site, port: port)
        defer { process.terminate(); process.waitUntilExit() }

        var page: (status: Int, body: String)?
        for _ in 0..<100 {
            page = Self.get("http://127.0.0.1:\(port)/en/hello.html")
            if page != nil { break }
            try await Task.sleep(nanoseconds: 100_000_000)
        }
        #expect(page?.status == 200)
        #expect(page?.body.contains("__statedocs/version") == true)
        #expect(try !site.read("Site/en/hello.html").contains("__statedocs"), "the reload script is only added when serving")
        #expect(Self.get("http://127.0.0.1:\(port)/nowhere.html")?.status == 404)
        #expect(Self.get("http://127.0.0.1:\(port)/../Content/site.yml")?.status == 404)

        let version = Self.get("http://127.0.0.1:\(port)/__statedocs/version")?.body
        try site.write("Content/en/hello.md", "---\ntitle: Hello again\n---\n\nEdited.\n")
        var reloaded = false
        for _ in 0..<100 where !reloaded {
            try await Task.sleep(nanoseconds: 100_000_000)
            reloaded = Self.get("http://127.0.0.1:\(port)/__statedocs/version")?.body != version
        }
        #expect(reloaded)
        #expect(Self.get("http://127.0.0.1:\(port)/en/hello.html")?.body.contains("Hello again") == true)
    }
}

extension ServeCommandTests {
    /// On Linux a save wakes the server at once (inotify, as Hugo's watcher); the polling
    /// interval is only the fallback, so a long one does not delay the rebuild.
    @Test(.enabled(if: hasCurl, "needs curl"), .timeLimit(.minutes(1)))
    func aSaveIsNoticedBeforeThePollingIntervalEnds() async throws {
        #if os(Linux)
        let site = try SiteFolder()
        defer { site.remove() }
        let port = 20000 + Int((getpid() + 3) % 20000)
        let process = try Self.serve(site, port: port, interval: 60)
        defer { process.terminate(); process.waitUntilExit() }
        var version: String?
        for _ in 0..<100 where version == nil {
            try await Task.sleep(nanoseconds: 100_000_000)
            version = Self.get("http://127.0.0.1:\(port)/__statedocs/version")?.body
        }
        try await Task.sleep(nanoseconds: 300_000_000)
        try site.write("Content/en/hello.md", "---\ntitle: Noticed at once\n---\n\nEdited.\n")
        #expect(try await Self.waitForPage(port: port, containing: "Noticed at once"), "rebuilt within 10 s although the interval is 60 s")
        #endif
    }

    /// With inotify the folders are still checked now and then (every 2 s by default), for
    /// changes no event reports: here an article symlinked to a file in a hidden folder, which
    /// is not watched, is edited through its target.
    @Test(.enabled(if: hasCurl, "needs curl"), .timeLimit(.minutes(1)))
    func aChangeNoEventReportsIsFoundByTheFallbackCheck() async throws {
        let site = try SiteFolder()
        defer { site.remove() }
        try site.write("Content/.sources/hello.md", "---\ntitle: Through a link\n---\n\nFirst.\n")
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/en/hello.md"))
        try FileManager.default.createSymbolicLink(atPath: site.root.appendingPathComponent("Content/en/hello.md").path,
                                                   withDestinationPath: "../.sources/hello.md")
        let port = 20000 + Int((getpid() + 5) % 20000)
        let process = try Self.serve(site, port: port, interval: nil)
        defer { process.terminate(); process.waitUntilExit() }
        #expect(try await Self.waitForPage(port: port, containing: "Through a link"))
        try site.write("Content/.sources/hello.md", "---\ntitle: Edited behind the link\n---\n\nSecond.\n")
        #expect(try await Self.waitForPage(port: port, containing: "Edited behind the link"), "the edit behind the symlink was picked up within 10 s")
    }

    /// Folder URLs serve their index (they once answered 301 to themselves, forever), and a
    /// failed rebuild shows its errors over the page in a real browser until the next good build.
    @Test(.enabled(if: hasCurl && Chromium.enabled, "needs curl and chromium"), .timeLimit(.minutes(2)))
    func folderURLsAndTheErrorOverlay() async throws {
        let site = try SiteFolder()
        defer { site.remove() }
        let port = 20000 + Int((getpid() + 7919) % 20000)
        let process = try Self.serve(site, port: port)
        defer { process.terminate(); process.waitUntilExit() }
        let base = "http://127.0.0.1:\(port)"
        #expect(try await Self.waitUntilServed(base + "/en/"))
        for folder in ["/", "/en/", "/zh/", "/en/tags/"] {
            let page = Self.get(base + folder)
            #expect(page?.status == 200, "\(folder)")
            #expect(page?.body.contains("<html") == true, "\(folder)")
        }
        #expect(Self.redirect(base + "/en") == "/en/")
        #expect(Self.get(base + "/assets/")?.status == 404, "a folder without index.html is not found, not a redirect")

        let version = Self.get(base + "/__statedocs/version")?.body
        try site.write("Content/en/hello.md", "---\ntitle: [unclosed\n---\n\nBroken.\n")
        var failed = false
        for _ in 0..<100 where !failed {
            try await Task.sleep(nanoseconds: 100_000_000)
            failed = Self.get(base + "/__statedocs/version")?.body != version
        }
        #expect(failed)
        let dom = try Chromium.run(base + "/en/hello.html", arguments: ["--virtual-time-budget=1500", "--dump-dom"])
        #expect(dom.contains("id=\"statedocs-error-overlay\""), "\(dom.suffix(600))")
        #expect(dom.contains("Content/en/hello.md:2"), "the overlay names the file and line")
        #expect(dom.contains("<h1>Hello</h1>"), "under the overlay is the last good build")

        try site.write("Content/en/hello.md", "---\ntitle: Hello again\n---\n\nFixed.\n")
        var fixed = false
        for _ in 0..<100 where !fixed {
            try await Task.sleep(nanoseconds: 100_000_000)
            fixed = Self.get(base + "/en/hello.html")?.body.contains("Hello again") == true
        }
        #expect(fixed)
        #expect(Self.get(base + "/en/hello.html")?.body.contains("statedocs-error-overlay") == false)
    }

    /// Each open page asks whether it changed: an edit reloads the pages whose files it changed
    /// (the edited article, and its neighbours when its title changes) and leaves the rest alone;
    /// a failed build reloads every page (to show the errors).
    @Test(.enabled(if: hasCurl, "needs curl"), .timeLimit(.minutes(1)))
    func onlyChangedPagesReload() async throws {
        let site = try SiteFolder()
        defer { site.remove() }
        try site.write("Content/en/other.md", "---\ntitle: Other\ndate: 2026-01-01\n---\n\nUnrelated.\n")
        try site.write("Content/zh/other.md", "---\ntitle: 其他\ndate: 2026-01-01\n---\n\n无关。\n")
        let port = 20000 + Int((getpid() + 3571) % 20000)
        let process = try Self.serve(site, port: port)
        defer { process.terminate(); process.waitUntilExit() }
        let base = "http://127.0.0.1:\(port)"
        #expect(try await Self.waitUntilServed(base + "/en/hello.html"))
        #expect(Self.get(base + "/en/other.html")?.body.contains("?page=") == true, "the page asks about itself")
        func token(_ page: String) -> String? { Self.get(base + "/__statedocs/version?page=" + page)?.body }
        func waitForChange(of page: String, from old: String?) async throws -> Bool {
            for _ in 0..<100 {
                if token(page) != old { return true }
                try await Task.sleep(nanoseconds: 100_000_000)
            }
            return false
        }
        let pages = ["/en/hello.html", "/en/other.html", "/zh/hello.html", "/en/", "/en/tags/intro.html"]
        var before = Dictionary(uniqueKeysWithValues: pages.map { ($0, token($0)) })
        #expect(before.values.allSatisfy { $0 != nil })

        // The text of one article: its page (and the search index) change, nothing else.
        try site.write("Content/en/hello.md", "---\ntitle: Hello\ndate: 2026-03-01\ntags: [intro]\n---\n\n## First\n\nEdited text.\n")
        #expect(try await waitForChange(of: "/en/hello.html", from: before["/en/hello.html"]!))
        #expect(Self.get(base + "/en/hello.html")?.body.contains("Edited text.") == true)
        for page in pages.dropFirst() { #expect(token(page) == before[page]!, "\(page) would reload") }

        // Its title: its neighbour's pager, the index and its tag page show it too.
        before = Dictionary(uniqueKeysWithValues: pages.map { ($0, token($0)) })
        try site.write("Content/en/hello.md", "---\ntitle: Hello, retitled\ndate: 2026-03-01\ntags: [intro]\n---\n\n## First\n\nEdited text.\n")
        #expect(try await waitForChange(of: "/en/hello.html", from: before["/en/hello.html"]!))
        for page in ["/en/other.html", "/en/", "/en/tags/intro.html"] { #expect(token(page) != before[page]!, "\(page) should reload") }
        #expect(token("/zh/hello.html") == before["/zh/hello.html"]!, "the Chinese page does not show the English title")

        // A failed build: every page reloads to show the errors.
        before = Dictionary(uniqueKeysWithValues: pages.map { ($0, token($0)) })
        try site.write("Content/en/hello.md", "---\ntitle: [unclosed\n---\n")
        #expect(try await waitForChange(of: "/zh/hello.html", from: before["/zh/hello.html"]!))
        for page in pages { #expect(token(page) != before[page]!, "\(page) should show the errors") }
    }

    /// Whether `url` answers 200 within ten seconds (the server builds the site first).
    static func waitUntilServed(_ url: String) async throws -> Bool {
        for _ in 0..<100 {
            if get(url)?.status == 200 { return true }
            try await Task.sleep(nanoseconds: 100_000_000)
        }
        return false
    }

    /// Whether `en/hello.html` holds `text` within 10 s.
    static func waitForPage(port: Int, containing text: String) async throws -> Bool {
        for _ in 0..<100 {
            try await Task.sleep(nanoseconds: 100_000_000)
            if get("http://127.0.0.1:\(port)/en/hello.html")?.body.contains(text) == true { return true }
        }
        return false
    }

    /// `statedocs serve` on the site, polling for changes five times a second (nil: serve's
    /// own default).
    static func serve(_ site: SiteFolder, port: Int, interval: Double? = 0.2) throws -> Process {
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["serve", "--port", String(port)] + (interval.map { ["--interval", String($0)] } ?? [])
        process.currentDirectoryURL = site.root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// The Location of a redirect, without following it.
    static func redirect(_ url: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["curl", "-s", "-o", "/dev/null", "-w", "%{http_code} %{redirect_url}", url]
        let pipe = Pipe()
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return nil }
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let parts = text.split(separator: " ", maxSplits: 1)
        guard parts.first == "301", parts.count == 2, let location = URL(string: String(parts[1])) else { return nil }
        return location.path + (parts[1].hasSuffix("/") ? "/" : "")
    }
}
