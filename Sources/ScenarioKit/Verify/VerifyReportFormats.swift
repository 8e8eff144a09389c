import Diagnostics

extension Verifier.Result {
    /// JUnit XML: one test suite per article, one test case per scenario, plus one case per
    /// article-level error (malformed block, stale translation) so CI shows those too.
    /// A shard's report also names the shard and its split, for `JUnitMerge`.
    public func junitXML(shard: (shard: Shard, split: String)? = nil) -> String {
        var files = Set(reports.map(\.scenario.file))
        files.formUnion(articleDiagnostics.map(\.file))
        var out = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        let shardAttributes = shard.map {
            " \(JUnitMerge.shardAttribute)=\"\($0.shard)\" \(JUnitMerge.splitAttribute)=\"\($0.split)\""
        } ?? ""
        out.append("<testsuites name=\"statedocs verify\" tests=\"\(passedCount + failedCount)\" failures=\"\(failedCount)\"\(shardAttributes)>")
        for file in files.sorted() {
            let scenarios = reports.filter { $0.scenario.file == file }
            let articleErrors = articleDiagnostics.filter { $0.file == file && $0.severity == .error }
            let failures = scenarios.filter { !$0.passed }.count + articleErrors.count
            out.append("  <testsuite name=\"\(xml(file))\" tests=\"\(scenarios.count + articleErrors.count)\" failures=\"\(failures)\">")
            for report in scenarios {
                let name = "<testcase classname=\"\(xml(file))\" name=\"\(xml(report.scenario.id))\""
                let errors = report.diagnostics.filter { $0.severity == .error }
                if errors.isEmpty {
                    out.append("    \(name)/>")
                } else {
                    out.append("    \(name)>")
                    for diagnostic in errors { out.append(failure(diagnostic)) }
                    out.append("    </testcase>")
                }
            }
            for diagnostic in articleErrors {
                out.append("    <testcase classname=\"\(xml(file))\" name=\"\(xml(diagnostic.id.rawValue))\">")
                out.append(failure(diagnostic))
                out.append("    </testcase>")
            }
            out.append("  </testsuite>")
        }
        out.append("</testsuites>")
        return out.joined(separator: "\n") + "\n"
    }

    private func failure(_ diagnostic: Diagnostic) -> String {
        "      <failure message=\"\(xml(diagnostic.location + ": " + diagnostic.message))\" type=\"\(xml(diagnostic.id.rawValue))\">\(xml(diagnostic.description))</failure>"
    }

    /// Escaped for the terminal first (`UntrustedText`: the report may be printed on a CI
    /// runner, where a carriage return could start a workflow command), then for XML.
    private func xml(_ text: String) -> String {
        var out = ""
        for scalar in UntrustedText.escapeLines(text).unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            // XML 1.0 cannot carry most control characters, even escaped.
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
