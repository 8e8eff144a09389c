import Foundation
import Testing

/// axe-core, the accessibility engine browsers' audits use, from the PyPI package that ships it
/// (`pip install --no-deps axe-playwright-python`, installed by `.ci/run`; its Python side needs
/// Playwright, which the tests do not use: only the bundled `axe.min.js` is read). Never skipped
/// in CI: with `CI=true` a missing copy fails the tests that need it.
enum Axe {
    static let script: URL? = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // find_spec locates the package without importing it (its import needs Playwright).
        process.arguments = ["python3", "-c", "import importlib.util as u; s = u.find_spec('axe_playwright_python'); print(s.submodule_search_locations[0] if s else '')"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let folder = output.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !folder.isEmpty else { return nil }
        let file = URL(fileURLWithPath: folder).appendingPathComponent("axe.min.js")
        return FileManager.default.fileExists(atPath: file.path) ? file : nil
    }()

    static var enabled: Bool { (script != nil && Chromium.path != nil) || Chromium.inCI }

    static func required() throws -> URL {
        try #require(script, "axe-core is not installed (pip install --no-deps axe-playwright-python); CI must install it")
    }

    /// A probe body that loads axe-core into the page, runs it on `context` (a selector, or the
    /// whole document) after `prepare` (JavaScript that may use `win` and `doc` and must call
    /// `ready(facts)` with an object of what else it found), and passes those facts with each
    /// violation as "rule: target" (under `violations`) to `done`.
    static func probe(context: String?, prepare: String = "ready({});") throws -> String {
        let source = try required().absoluteString
        let target = context.map { "doc.querySelector(\(String(reflecting: $0)))" } ?? "doc"
        return """
        var script = doc.createElement("script");
        script.src = \(String(reflecting: source));
        script.onerror = function () { done({ error: "axe.min.js did not load" }); };
        script.onload = function () {
          function ready(facts) {
            win.axe.run(\(target), { resultTypes: ["violations"] }).then(function (results) {
              facts.violations = results.violations.map(function (v) {
                return v.id + ": " + v.nodes.map(function (n) { return n.target.join(" "); }).join(", ");
              });
              done(facts);
            }, function (error) { done({ error: String(error) }); });
          }
          \(prepare)
        };
        doc.head.appendChild(script);
        """
    }
}
