import Foundation
import Testing

/// The built site in a real browser, opened from file:// as a reader would open it from disk.
@Suite("In a browser")
struct BrowserTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    @Test(.enabled(if: chromium != nil, "needs chromium (apt-get install chromium)"), .timeLimit(.minutes(1)))
    func searchFindsAChineseArticleFromFileURL() throws {
        let site = try SiteFolder()
        defer { site.remove() }
        try site.write("Content/zh/state.md", "---\ntitle: 状态\n---\n\n视图的状态由标识决定。\n")
        try site.write("Content/zh/env.md", "---\ntitle: 环境\n---\n\n环境值向下传递。\n")
        #expect(try site.run("build", "--quiet").status == 0)

        // The page itself plus a probe that types a query and records what the page shows.
        let page = try site.read("Site/zh/state.html")
        let probe = """
        <script>window.addEventListener("load", function () {
          var input = document.querySelector("form[data-search] input");
          input.value = "标识"; input.dispatchEvent(new Event("input"));
          setTimeout(function () {
            var links = Array.from(document.querySelectorAll(".search-results a")).map(function (a) { return a.getAttribute("href"); });
            var out = document.createElement("pre"); out.id = "probe";
            out.textContent = "results=" + links.join(",") + ";styled=" + (getComputedStyle(document.body).fontFamily.indexOf("PingFang SC") >= 0);
            document.body.appendChild(out);
          }, 300);
        });</script></body>
        """
        try site.write("Site/zh/probe.html", page.replacingOccurrences(of: "</body>", with: probe))

        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.chromium!)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=3000", "--dump-dom",
                             site.root.appendingPathComponent("Site/zh/probe.html").absoluteString]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(dom.contains("<pre id=\"probe\">results=../zh/state.html;styled=true</pre>"), "\(dom.suffix(400))")
    }
}
