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
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["serve", "--port", String(port), "--interval", "0.2"]
        process.currentDirectoryURL = site.root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
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
