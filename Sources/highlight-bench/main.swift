import Foundation
import HighlighterReference
import MarkdownKit
@_spi(Benchmark) import SiteKit
import SwiftParser
import SwiftSyntax

// Usage: highlight-bench [--rounds N] PATH...
// Times SiteKit's SwiftHighlighter against the SwiftIDEUtils-based highlighter it replaced
// (HighlighterReference) on the same inputs in one run: the Swift code blocks of every Markdown
// file under PATH (as a site build highlights them: distinct snippets, hidden lines removed)
// and every .swift file: with parsing, from an already parsed tree, and parsing alone (which
// both share). Each figure is the fastest of N rounds (default 5), single-threaded. Exits 1 if any output differs from the reference.

var arguments = Array(CommandLine.arguments.dropFirst())
let rounds: Int = {
    guard let flag = arguments.firstIndex(of: "--rounds"), flag + 1 < arguments.count, let value = Int(arguments[flag + 1]) else { return 5 }
    arguments.removeSubrange(flag...(flag + 1))
    return max(1, value)
}()
guard !arguments.isEmpty else {
    FileHandle.standardError.write(Data("usage: highlight-bench [--rounds N] PATH...\n".utf8))
    exit(2)
}

var blocks: [String] = []
var seenBlocks: Set<String> = []
var swiftFiles: [String] = []
var markdownCount = 0
for path in arguments {
    let base = URL(fileURLWithPath: path)
    let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [base]
    for file in files.sorted(by: { $0.path < $1.path }) {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
        switch file.pathExtension {
        case "swift": swiftFiles.append(text)
        case "md":
            markdownCount += 1
            for block in MarkdownDocument(parsing: text).codeBlocks where block.info.language?.lowercased() == "swift" {
                let code = block.info["scenario"] != nil ? CodeBlockHTML.withoutHiddenLines(block.literal) : block.literal
                if seenBlocks.insert(code).inserted { blocks.append(code) }
            }
        default: continue
        }
    }
}

/// The fastest of `rounds` runs of each of `steps` over `inputs`, in milliseconds; the steps
/// take turns within each round, so that load from other processes falls on all of them.
func fastest<Input>(_ inputs: [Input], rounds: Int, _ steps: [(Input) -> Int]) -> [Double] {
    var best = [Double](repeating: .infinity, count: steps.count)
    var sink = 0
    for _ in 0..<rounds {
        for (index, step) in steps.enumerated() {
            let start = DispatchTime.now().uptimeNanoseconds
            for input in inputs { sink &+= step(input) }
            best[index] = min(best[index], Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
    }
    if sink == 42 { print("") } // keeps the work from being optimized away
    return best
}

func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }

func kilobytes(_ inputs: [String]) -> String { String(format: "%.0f KB", Double(inputs.reduce(0) { $0 + $1.utf8.count }) / 1024) }

print("highlight-bench: \(blocks.count) distinct Swift code blocks (\(kilobytes(blocks))) from \(markdownCount) Markdown files; \(swiftFiles.count) Swift files (\(kilobytes(swiftFiles))); fastest of \(rounds) rounds")
print("  set          step                    SwiftIDEUtils  SwiftHighlighter  old/new")
var differing = 0
for (name, inputs) in [("code blocks", blocks), ("Swift files", swiftFiles)] where !inputs.isEmpty {
    differing += inputs.filter { SwiftHighlighter.html(for: $0) != ReferenceSwiftHighlighter.html(for: $0) }.count
    let whole = fastest(inputs, rounds: rounds, [
        { ReferenceSwiftHighlighter.html(for: $0).utf8.count },
        { SwiftHighlighter.html(for: $0).utf8.count },
        { Parser.parse(source: $0).totalLength.utf8Length },
    ])
    let parsed = inputs.map { (tree: Parser.parse(source: $0), source: $0) }
    let fromTree = fastest(parsed, rounds: rounds, [
        { ReferenceSwiftHighlighter.html(of: $0.tree, source: $0.source).utf8.count },
        { SwiftHighlighter.html(of: $0.tree, source: $0.source).utf8.count },
    ])
    func row(_ step: String, _ old: Double, _ new: Double) {
        print("  " + pad(name, 12) + " " + pad(step, 20) + String(format: " %10.1f ms %14.1f ms %7.2fx", old, new, old / new))
    }
    row("parse + highlight", whole[0], whole[1])
    row("highlight parsed tree", fromTree[0], fromTree[1])
    print("  " + pad(name, 12) + " " + pad("parse alone", 20) + String(format: " %10.1f ms (both)", whole[2]))
}
if differing > 0 {
    print("highlight-bench: \(differing) inputs highlight differently from the reference")
    exit(1)
}
