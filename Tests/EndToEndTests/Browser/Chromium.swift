import Foundation
import Testing

/// Headless Chromium driven from the tests. A page under test is loaded in an iframe of a
/// probe page (so the tests choose its width, e.g. a 390 px phone), and a probe script run
/// against it writes JSON into the probe page, which Chromium's `--dump-dom` returns.
/// Never skipped in CI: with `CI=true` a missing Chromium fails the tests that need it.
enum Chromium {
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    static var inCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// Whether the browser tests run: always in CI (where a missing browser is a failure).
    static var enabled: Bool { path != nil || inCI }

    static func executable() throws -> String {
        try #require(path, "chromium is not installed (apt-get install chromium fonts-noto-cjk); CI must install it")
    }

    /// Runs Chromium on `url` with `arguments` and returns standard output.
    static func run(_ url: String, dark: Bool = false, arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try executable())
        // A profile of its own per run, so parallel tests do not share (and lock) one.
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("statedocs-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile.path)",
                             "--allow-file-access-from-files", "--hide-scrollbars"]
            + (dark ? ["--force-dark-mode"] : []) + arguments + [url]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Loads `page` (relative to `folder`) at `width` px, runs `probe` — the body of
    /// `function (win, doc, done)` — once it has loaded, and returns what it passed to `done`.
    static func probe(folder: URL, page: String, width: Int = 1280, height: Int = 900, dark: Bool = false,
                      budget: Int = 4000, _ probe: String) throws -> Any {
        let name = "__probe-\(UUID().uuidString).html"
        let wrapper = """
        <!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0">
        <iframe id="frame" src="\(page)" style="width:\(width)px;height:\(height)px;border:0"></iframe>
        <pre id="probe">pending</pre>
        <script>
        var frame = document.getElementById("frame");
        frame.onload = function () {
          var win = frame.contentWindow, doc = frame.contentDocument;
          function done(result) { document.getElementById("probe").textContent = JSON.stringify(result); }
          setTimeout(function () {
            try { (function (win, doc, done) { \(probe) })(win, doc, done); }
            catch (error) { done({ error: String(error) }); }
          }, 150);
        };
        </script></body></html>
        """
        let url = folder.appendingPathComponent(name)
        try wrapper.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let dom = try run(url.absoluteString, dark: dark, arguments: ["--virtual-time-budget=\(budget)", "--dump-dom"])
        guard let start = dom.range(of: "<pre id=\"probe\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            throw ProbeError(message: "no probe output in: \(dom.suffix(500))")
        }
        let text = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        guard text != "pending" else { throw ProbeError(message: "the probe did not finish in \(budget) ms: \(page)") }
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        if let object = value as? [String: Any], let error = object["error"] as? String { throw ProbeError(message: "probe error on \(page): \(error)") }
        return value
    }

    /// A PNG of `url` at the given size, for people to look at (and for pixel checks).
    static func screenshot(_ url: String, to file: URL, width: Int, height: Int, dark: Bool = false) throws {
        _ = try run(url, dark: dark, arguments: ["--window-size=\(width),\(height)", "--screenshot=\(file.path)", "--virtual-time-budget=3000"])
    }

    struct ProbeError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}

/// JavaScript shared by the probes.
enum ProbeScript {
    /// `contrast(element)`: WCAG contrast ratio of an element's text against what is behind
    /// it, composing semi-transparent backgrounds and opacity up the tree.
    static let contrast = """
    function parse(c) { var m = c.match(/rgba?\\(([^)]+)\\)/); if (!m) return [0,0,0,0]; var p = m[1].split(/[ ,\\/]+/).filter(Boolean).map(Number); return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1]; }
    function over(top, bottom) { var a = top[3]; return [top[0]*a + bottom[0]*(1-a), top[1]*a + bottom[1]*(1-a), top[2]*a + bottom[2]*(1-a), 1]; }
    function background(el) {
      var layers = [];
      for (var node = el; node && node.nodeType === 1; node = node.parentElement) {
        var bg = parse(win.getComputedStyle(node).backgroundColor);
        if (bg[3] > 0) layers.push(bg);
        if (bg[3] >= 1) break;
      }
      var color = [255, 255, 255, 1];
      for (var i = layers.length - 1; i >= 0; i--) color = over(layers[i], color);
      return color;
    }
    function opacity(el) { var o = 1; for (var n = el; n && n.nodeType === 1; n = n.parentElement) o *= Number(win.getComputedStyle(n).opacity); return o; }
    function luminance(c) { return [0,1,2].map(function (i) { var v = c[i] / 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); }).reduce(function (s, v, i) { return s + v * [0.2126, 0.7152, 0.0722][i]; }, 0); }
    function contrast(el) {
      var bg = background(el), fg = parse(win.getComputedStyle(el).color);
      fg = over([fg[0], fg[1], fg[2], fg[3] * opacity(el)], bg);
      var a = luminance(fg), b = luminance(bg);
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    }
    """
}
