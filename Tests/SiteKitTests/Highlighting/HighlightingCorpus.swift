import Foundation
import MarkdownKit

@testable import SiteKit

/// Swift inputs for comparing `SwiftHighlighter` with its SwiftIDEUtils reference: everything
/// the repository holds (so the set grows with it and needs nothing outside it), hand-written
/// constructs whose classification depends on context, and seeded mutations of both that drive
/// the parser through its recovery paths.
enum HighlightingCorpus {
    struct Input {
        let name: String
        let source: String
    }

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every `.swift` file under Sources/ and Tests/.
    static func repositorySwiftFiles() -> [Input] {
        files(under: ["Sources", "Tests"], extension: "swift").compactMap { path in
            guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else { return nil }
            return Input(name: path, source: text)
        }
    }

    /// Every Swift code block of the Markdown under Content/ (both languages), docs/ and Tests/
    /// (the end-to-end corpus), and the README's: as written and, for scenarios, as shown
    /// (hidden lines removed).
    static func markdownSwiftBlocks() -> [Input] {
        var inputs: [Input] = []
        for path in files(under: ["Content", "docs", "Tests"], extension: "md") + ["README.md"] {
            guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else { continue }
            for (number, block) in MarkdownDocument(parsing: text).codeBlocks.enumerated()
            where block.info.language?.lowercased() == "swift" {
                inputs.append(Input(name: "\(path) block \(number)", source: block.literal))
                let shown = CodeBlockHTML.withoutHiddenLines(block.literal)
                if shown != block.literal { inputs.append(Input(name: "\(path) block \(number) as shown", source: shown)) }
            }
        }
        return inputs
    }

    private static func files(under folders: [String], extension fileExtension: String) -> [String] {
        var paths: [String] = []
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            guard let walk = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walk where url.pathExtension == fileExtension {
                paths.append(folder + "/" + url.path.dropFirst(base.path.count + 1))
            }
        }
        return paths.sorted()
    }

    /// Constructs the classifier treats by context or by token text, one per line of concern.
    static let constructs: [String] = [
        "#if os(Linux) && !DEBUG\nimport Glibc\n#elseif canImport(Darwin) || compiler(>=6.0)\nimport Darwin\n#else\n#error(\"no\")\n#endif\n",
        "struct S {\n  #if swift(>=5.9)\n  @available(*, deprecated) var a: Int { 1 }\n  #endif\n}\n",
        "@available(iOS 17.0, macOS 14, *)\n@MainActor public final class Model: ObservableObject { @Published var n = 0 }\n",
        "@propertyWrapper struct W<T> { var wrappedValue: T }\n@W(x: 1) var y = 0\n@Foo.Bar<Int> var z\n@ /*gap*/ Foo /*in*/ .Bar var q\n@\n",
        "let r = /[a-z]+(?<name>\\d*)/\nlet r2 = #/multi\n  line/#\nlet r3 = try Regex(\"a\")\nlet d = a / b / c\n",
        "let raw = #\"a \"quoted\" \\#(x) \\(notInterp)\"#\nlet raw2 = ##\"x\"##\nlet m = #\"\"\"\n  raw \\#(y)\n  \"\"\"#\n",
        "let s = \"a \\(b + \"c \\(d)\") e\"\nlet m = \"\"\"\n  line \\(x)\n  \\\\(escaped)\n  \"\"\"\nlet u = \"\\u{1F600}\\t\\0\"\n",
        "items.map { $0 * 2 }.filter { $1 > $0 }; let p = $binding; _ = $0.count\n",
        "func f(<#T##Int#>) { <#code#> }\nlet x = <#placeholder#> + <#Type#>.<#member#>\n",
        "infix operator <~> : AdditionPrecedence\nprecedencegroup Pipe { associativity: left\n higherThan: AdditionPrecedence\n lowerThan: MultiplicationPrecedence\n assignment: true }\nprefix operator √\npostfix func ++(x: inout Int) {}\n",
        "@freestanding(expression) macro stringify<T>(_ v: T) -> (T, String) = #externalMacro(module: \"M\", type: \"S\")\nlet t = #stringify(1 + 2)\n#Preview(\"Named\") { Text(\"x\") }\n@attached(member, names: named(id)) macro AddID() = #externalMacro(module: \"M\", type: \"A\")\n@Entry var tint: Color = .blue\n",
        "if #available(iOS 17, *) { } else if #unavailable(macOS 13) { }\nguard #available(visionOS 1.0, *) else { return }\n",
        "let 名字 = \"你好，世界\" // 中文注释\n/* 块注释 ✓ */ /// 文档注释\nText(\"計数：\\(count)\")\n",
        "/// Doc line\n/** Doc block */\n// line\n/* block /* nested */ */\nstruct S {} // trailing\n",
        "let n = 0x1F_FF + 0b1010 + 0o17 + 1_000.5e-3 + 0x1p4 - -1; let c: Character = \"x\"; let bad = 0xZ + 1e\n",
        "struct G<T: Equatable & Sendable> where T: Hashable {\n  typealias A = Swift.Array<T>.Element\n  func f(label x: Int, _ y: inout [T]?, z: some P, w: any Q...) async throws -> some View { f(label: 1, y: &z) }\n}\n",
        "#sourceLocation(file: \"a.swift\", line: 10)\nlet a = 1\n#sourceLocation()\n",
        "#!/usr/bin/env swift\nprint(\"shebang\")\n",
        "actor A { nonisolated func f() {}; consuming func g() {}; borrowing func h() {}; nonisolated(unsafe) var v = 0 }\n",
        "enum E: String { case a = \"a\", b; indirect case c(E) }\nswitch e { case .a where x > 1, .b: break; @unknown default: fallthrough }\n",
        "let k = \\Model.items[0].name; let kp = \\.count; let o = x?.y!.z ?? w\n",
        "@Observable final class Store { var items: [Item] = []; @ObservationIgnored var cache = 0 }\n",
        "struct V: View {\n    @State private var count = 0\n    @Environment(\\.dismiss) var dismiss\n    var body: some View {\n        Button(\"Add \\(count)\") { count += 1 }.padding()\n    }\n}\n",
        "let `class` = 1; let c = 'x'; let s = \"unterminated\nlet t = \"\"\"\nnever closed\n",
        "func g() -> Int { return x } }} )) ]] let = ; @@ #if\nclass { var }\n",
        "extension Array where Element == Int { subscript(safe i: Int) -> Int? { indices.contains(i) ? self[i] : nil } }\n",
        "let closure: @Sendable @escaping (inout Int) throws(MyError) -> Void = { [weak self, x = y] (a: inout Int) in a += 1 }\n",
        "import struct Foundation.Date\n@_spi(Private) @testable import Module\nlet v = Foundation.Date.now\n",
    ]

    /// Fragments spliced in by the mutations: unbalanced delimiters, literals cut in half,
    /// directives, attributes, macros, shorthand arguments, placeholders, CJK and line ends.
    static let fragments: [String] = [
        "{", "}", "(", ")", "[", "]", "<", ">", "\"", "\"\"\"", "#\"", "\"#", "\\(", "\\#(", "/", "#/", "/#",
        "#if DEBUG\n", "#elseif os(iOS)\n", "#else\n", "#endif\n", "@available(*, unavailable)", "@MainActor ", "@",
        "#Preview {", "#stringify(", "$0", "$1.", "$", "<#T#>", "<#", "#>", "\"汉字\"", "// 注释\n", "/// 文档\n",
        "/*", "*/", "\r\n", "\r", "\n", "\t", "`", "'", "\\", "0x", "1.5e", "_", ".", "?", "!", "&", "->", "::",
        "func (", "label: ", "case ", "let ", "var x = ", " in ", "try? ", "await ", "some ", "any ", "inout ",
        "infix operator ", "precedencegroup P {", "associativity: ", "higherThan: ", "#sourceLocation(",
    ]

    /// `count` seeded mutations of `bases`, each one to six edits: truncation, splicing a fragment
    /// or a piece of another input, deleting or repeating a stretch, unbalancing braces, CRLF.
    static func mutations(of bases: [String], count: Int, seed: UInt64) -> [Input] {
        var random = FuzzTests.Generator(state: seed)
        let scalarBases = bases.map { Array($0.unicodeScalars) }
        return (0..<count).map { number in
            var scalars = scalarBases.randomElement(using: &random)!
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let position = Int.random(in: 0...scalars.count, using: &random)
                switch Int.random(in: 0..<8, using: &random) {
                case 0: scalars.removeSubrange(position...)
                case 1, 2: scalars.insert(contentsOf: fragments.randomElement(using: &random)!.unicodeScalars, at: position)
                case 3:
                    let other = scalarBases.randomElement(using: &random)!
                    let start = Int.random(in: 0...other.count, using: &random)
                    let end = min(other.count, start + Int.random(in: 1...160, using: &random))
                    scalars.insert(contentsOf: other[start..<end], at: position)
                case 4: scalars.removeSubrange(position..<min(scalars.count, position + Int.random(in: 1...40, using: &random)))
                case 5:
                    let end = min(scalars.count, position + Int.random(in: 1...60, using: &random))
                    scalars.insert(contentsOf: scalars[position..<end], at: end)
                case 6:
                    if let brace = scalars.indices.filter({ "{}()[]".unicodeScalars.contains(scalars[$0]) }).randomElement(using: &random) {
                        scalars.remove(at: brace)
                    }
                default:
                    scalars = scalars.flatMap { $0 == "\n" ? ["\r", "\n"] : [$0] }
                }
            }
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars)
            return Input(name: "mutation \(number) of seed \(seed)", source: String(text))
        }
    }
}
