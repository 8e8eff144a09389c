import Foundation
import MarkdownKit
import ScenarioKit
import Testing

@testable import SiteKit

/// A bounded fuzz run over what a pull request controls before any scenario runs: front
/// matter, Markdown (cmark and MarkdownKit's walk and HTML rendering) and scenario
/// extraction with program generation. Documents are mutations of a small corpus under a
/// fixed seed, so a failure is reproducible; the run stops after `STATEDOCS_FUZZ_SECONDS`
/// (default 20) or `STATEDOCS_FUZZ_CASES`. A document that takes more than a second of CPU
/// time fails the test (time is what an attacker's tiny input multiplies, not only crashes;
/// CPU time of this thread, so a machine busy with other builds does not fail it), and one
/// that takes more than 10 s stops the whole test process with the document printed, so a
/// hang fails CI instead of stalling it. Besides mutations, the run generates the shapes
/// that were exponential or overflowed the stack: deep nesting in Swift code (highlighted
/// and extracted) and theme partials that include each other many times.
@Suite struct FuzzTests {
    static let corpus = [
        "---\ntitle: Hello\ndate: 2026-01-31\ntags: [a, b]\nslug: hi\n---\n\n# Title\n\nText with *emphasis* and `code`.\n",
        "```swift scenario=demo covers=P01 timeout=3 expect=crash message=\"boom\"\nstruct V: View { var body: some View { Text(\"x\") } }\n```\n",
        "```swift steps=demo\nlaunch(V())\ntap(\"Add\")\n```\n\n```output scenario=demo only=console\n== launch V\n```\n",
        "| a | b |\n|---|---|\n| 1 | 2 |\n\n- [ ] task\n  - nested\n    1. deep\n",
        "<div onclick=alert(1)>raw</div>\n\n[link](../zh/x.md#第一) ![img](a.png \"t\")\n",
        "## 中文标题\n\n内容。\u{0}\r\n\t> quote\n> > nested\n",
        "---\ntitle: [unclosed\ndate: 2026-02-30T99:99\n---\n",
        "```swift scenario=a\n// hidden-line marker\n  # let secret = 1\n```\n````\n```\n````\n",
    ]

    static let fragments = [
        "```", "````", "---\n", "\n", "scenario=", "steps=", "output ", "#", "*", "_", "[", "](", ")", "<", ">", "&", "\\",
        "\u{0}", "\u{1B}[", "\r", "\t", "\u{202E}", "中", "😀", "{{", "}}", "title: ", "date: ", "::error::", "\"", "'", "`",
    ]

    /// SplitMix64: small, fast and the same everywhere.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static func mutate(_ text: String, _ random: inout Generator) -> String {
        var scalars = Array(text.unicodeScalars)
        for _ in 0..<Int.random(in: 1...8, using: &random) {
            let position = scalars.isEmpty ? 0 : Int.random(in: 0...scalars.count, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: scalars.insert(contentsOf: fragments.randomElement(using: &random)!.unicodeScalars, at: position)
            case 1: if position < scalars.count { scalars.removeSubrange(position..<min(scalars.count, position + Int.random(in: 1...20, using: &random))) }
            case 2: scalars.insert(contentsOf: corpus.randomElement(using: &random)!.unicodeScalars, at: position)
            default:
                if let scalar = Unicode.Scalar(UInt32.random(in: 0...0x2FFF, using: &random)) { scalars.insert(scalar, at: position) }
            }
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }

    /// Swift that nests `depth` levels of one kind, in a code block of either kind.
    static func deepNesting(_ random: inout Generator) -> String {
        let depth = [8, 12, 20, 40, 70, 300, 3_000, 20_000].randomElement(using: &random)!
        let (open, close) = [("[", "]"), ("(", ")"), ("{", "}"), ("\"\\(", ")\""), ("#if X\n", "\n#endif\n"), ("[(", ")]"), ("[\")\" ", "]")]
            .randomElement(using: &random)!
        let code = "let x = " + String(repeating: open, count: depth) + "1" + String(repeating: close, count: Int.random(in: 0...depth, using: &random))
        let fence = Bool.random(using: &random) ? "```swift scenario=deep\n" : "```swift\n"
        return fence + code + "\n```\n"
    }

    /// Templates `t0`...`t<count>`, each including the next `times` times.
    static func includingTheme(_ random: inout Generator) -> [String: [TemplateNode]] {
        let count = Int.random(in: 2...30, using: &random), times = Int.random(in: 1...10, using: &random)
        var templates: [String: [TemplateNode]] = [:]
        for index in 0..<count {
            let body = index == count - 1 ? "leaf {{x}}\n" : String(repeating: "  {{> t\(index + 1)}}\n", count: times)
            templates["t\(index)"] = try? MustacheParser.parse(body)
        }
        return templates
    }

    /// Everything a theme goes through before a page is rendered from it: only a theme the
    /// include check accepts is compiled (as `Theme.load` does).
    static func exercise(theme: [String: [TemplateNode]]) {
        let diagnostics = TemplateIncludes.check(compiled: theme.mapValues { (nodes: $0, file: "t.mustache") })
        guard diagnostics.isEmpty else { return }
        _ = TemplateSet(theme).render("t0", ["x": .text("y")])
    }

    /// Everything a document goes through before a scenario is compiled.
    static func exercise(_ text: String) {
        _ = try? FrontMatterSplit.parse(text, file: "fuzz.md")
        let article = ArticleSource(path: "Content/en/fuzz.md", text: text)
        let document = article.makeDocument()
        _ = document.renderHTML()
        for block in document.codeBlocks { _ = CodeBlockHTML.html(for: block) }
        let extraction = ScenarioExtractor.extract(from: document, file: article.path)
        for scenario in extraction.scenarios {
            let program = ProgramGenerator.generate(scenario)
            _ = program.location(ofLine: 3, column: 2)
        }
    }

    /// CPU time this thread has used, in seconds.
    static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    final class Watchdog: @unchecked Sendable {
        let lock = NSLock()
        var current: (text: String, started: Date)?
    }

    @Test func documentsNeverCrashOrHang() {
        let environment = ProcessInfo.processInfo.environment
        let seconds = environment["STATEDOCS_FUZZ_SECONDS"].flatMap(Double.init) ?? 20
        let cases = environment["STATEDOCS_FUZZ_CASES"].flatMap(Int.init) ?? .max
        var random = Generator(state: environment["STATEDOCS_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x5EED_0010)
        let watchdog = Watchdog()
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            while finished.wait(timeout: .now() + 1) == .timedOut {
                watchdog.lock.lock()
                let current = watchdog.current
                watchdog.lock.unlock()
                if let current, Date().timeIntervalSince(current.started) > 10 {
                    FileHandle.standardError.write(Data("fuzz: this document took more than 10 s:\n\(current.text.debugDescription)\n".utf8))
                    abort()
                }
            }
        }
        defer { finished.signal() }
        let deadline = Date().addingTimeInterval(seconds)
        var count = 0
        var document = Self.corpus[0]
        while Date() < deadline && count < cases {
            let shape = Int.random(in: 0..<10, using: &random)
            let started = Date(), cpuStarted = Self.threadCPUTime()
            if shape == 0 {
                let theme = Self.includingTheme(&random)
                let description = "a theme of \(theme.count) templates: \(theme["t0"].map { "\($0)" } ?? "")"
                watchdog.lock.lock()
                watchdog.current = (description, started)
                watchdog.lock.unlock()
                Self.exercise(theme: theme)
                let elapsed = Self.threadCPUTime() - cpuStarted
                #expect(elapsed < 1, "fuzz: \(description) took \(elapsed) s")
                if elapsed >= 1 { break }
                count += 1
                continue
            }
            document = shape == 1 ? Self.deepNesting(&random)
                : shape < 4 ? Self.corpus.randomElement(using: &random)! : Self.mutate(document, &random)
            if document.unicodeScalars.count > 50_000 { document = Self.corpus.randomElement(using: &random)! }
            watchdog.lock.lock()
            watchdog.current = (document, started)
            watchdog.lock.unlock()
            Self.exercise(document)
            let elapsed = Self.threadCPUTime() - cpuStarted
            #expect(elapsed < 1, "fuzz: this document took \(elapsed) s: \(String(document.prefix(300)).debugDescription)")
            if elapsed >= 1 { break }
            count += 1
        }
        #expect(count > 0)
    }
}
