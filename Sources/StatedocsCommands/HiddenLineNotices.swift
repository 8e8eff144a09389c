import Diagnostics
import Foundation
import ScenarioKit
import SiteKit

/// `verify --format github --base REF`: a notice at every hidden line (a `# ` line, or a line
/// of a `hidden` block) that the change adds relative to REF, so a reviewer of a pull request
/// sees code the rendered page does not show. The change is the working tree against the
/// merge base of REF and HEAD (what GitHub shows as the pull request's diff). Lines that were
/// hidden before the change are not repeated.
enum HiddenLineNotices {
    /// The base named on the command line, else `GITHUB_BASE_REF` (set by GitHub Actions on
    /// `pull_request` runs), else none.
    static func base(option: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let option, !option.isEmpty { return option }
        if let ref = environment["GITHUB_BASE_REF"], !ref.isEmpty { return ref }
        return nil
    }

    enum Failure: Error, CustomStringConvertible {
        case noMergeBase(String)
        var description: String {
            switch self {
            case .noMergeBase(let base):
                "cannot compare with '\(base)': no merge base with HEAD (is the base fetched? actions/checkout needs fetch-depth: 0); hidden lines are not annotated"
            }
        }
    }

    /// The notices for `articles`' hidden lines that the change since `base` adds.
    static func notices(for articles: [ArticleSource], base: String) throws -> [Diagnostic] {
        let added = try addedLines(since: base)
        var notices: [Diagnostic] = []
        for article in articles {
            guard let lines = added[absolute(article.path)], !lines.isEmpty else { continue }
            let extraction = ScenarioExtractor.extract(from: article.makeDocument(), file: article.path)
            for scenario in extraction.scenarios {
                for hidden in scenario.hiddenLines where lines.contains(hidden.line) {
                    notices.append(Diagnostic(
                        .note, file: article.path, line: hidden.line, id: .scenarioHiddenLine,
                        "hidden line added to scenario '\(scenario.id)' (compiled and run, not shown on the page): \(UntrustedText.escape(hidden.code.trimmingCharacters(in: .whitespaces)))"))
                }
            }
        }
        return notices.sorted()
    }

    /// Per file (absolute path), the lines of the working tree that the change since the merge
    /// base of `base` and HEAD added.
    static func addedLines(since base: String) throws -> [String: Set<Int>] {
        // A branch name as GitHub gives it, or its remote-tracking branch in a fresh checkout.
        let candidates = base.hasPrefix("origin/") ? [base] : [base, "origin/" + base]
        guard let mergeBase = candidates.lazy.compactMap({ git(["merge-base", $0, "HEAD"]) }).first else {
            throw Failure.noMergeBase(base)
        }
        let commit = mergeBase.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let diff = git(["-c", "core.quotePath=false", "diff", "--no-color", "--no-ext-diff", "--no-renames", "--unified=0", commit, "--"])
        else { throw Failure.noMergeBase(base) }
        guard let root = git(["rev-parse", "--show-toplevel"])?.trimmingCharacters(in: .newlines) else { return [:] }
        return parse(diff: diff, root: root)
    }

    /// `git diff --unified=0` output: the new side's added line numbers per file.
    static func parse(diff: String, root: String) -> [String: Set<Int>] {
        var added: [String: Set<Int>] = [:]
        var file: String?
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("+++ ") {
                let path = line.dropFirst(4)
                file = path.hasPrefix("b/") ? absolute(root + "/" + path.dropFirst(2)) : nil
            } else if line.hasPrefix("@@ "), let file, let range = newRange(line) {
                added[file, default: []].formUnion(range)
            }
        }
        return added
    }

    /// The new side of a hunk header `@@ -a,b +c,d @@`: lines c..<c+d (d is 1 when left out).
    private static func newRange(_ header: Substring) -> Range<Int>? {
        guard let plus = header.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { return nil }
        let parts = plus.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
        guard let start = Int(parts[0]) else { return nil }
        let count = parts.count > 1 ? Int(parts[1]) ?? 0 : 1
        return start..<start + count
    }

    private static func absolute(_ path: some StringProtocol) -> String {
        URL(fileURLWithPath: String(path)).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// What `git ARGUMENTS` prints in the current folder; nil when git is missing or fails.
    private static func git(_ arguments: [String]) -> String? {
        GitHistory.git(arguments, in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).map { String(decoding: $0, as: UTF8.self) }
    }
}
