import Foundation
import ScenarioKit

/// Prints `verify`'s report as it is made and keeps it, so that `VerifyMemo` can print it
/// again, byte for byte, when nothing it is made from has changed.
struct VerifyReportPrinter {
    private(set) var report = VerifyMemo.Report()

    /// A line on standard error.
    mutating func line(_ text: String) throws { try add(.errorLine(text)) }

    /// Text on standard output, as is.
    mutating func output(_ text: String) throws { try add(.output(text)) }

    /// A report file (`--junit FILE`), its folder created.
    mutating func file(_ text: String, to path: String) throws { try add(.file(path: path, text: text)) }

    private mutating func add(_ item: VerifyMemo.Report.Item) throws {
        try Self.perform(item)
        report.items.append(item)
    }

    /// Prints and writes a stored report again.
    static func replay(_ report: VerifyMemo.Report) throws {
        for item in report.items { try perform(item) }
    }

    private static func perform(_ item: VerifyMemo.Report.Item) throws {
        switch item {
        case .errorLine(let text): Terminal.line(text)
        case .output(let text): print(text, terminator: "")
        case .file(let path, let text): try write(text, to: path)
        }
    }

    /// Writes a report, creating its folder (`--junit reports/shard-1.xml`).
    static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }
}
