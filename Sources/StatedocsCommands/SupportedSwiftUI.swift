import ArgumentParser
import Foundation
import SurfaceCatalog

/// Regenerates the "Supported SwiftUI" article pair from StateEngine's own declarations.
package struct SupportedSwiftUI: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "supported-swiftui",
        abstract: "Write the Supported SwiftUI page (en and zh) from StateEngine's declarations.",
        discussion: """
        Scans the engine's sources with swift-syntax: every public type, modifier, property \
        wrapper, environment value, function and macro, marked modelled, inert (a \
        `/// StateEngine: inert` doc-comment line) or unavailable (`@available(*, unavailable, \
        message:)`). Writes <content>/en/supported-swiftui.md and <content>/zh/supported-swiftui.md; \
        with --check it writes nothing and fails when either page is out of date.
        """)

    @Option(help: ArgumentHelp("StateEngine's source folder.", valueName: "dir"))
    var engine: String = "Sources/StateEngine"

    @Option(help: ArgumentHelp("The content folder.", valueName: "dir"))
    var content: String = "Content"

    @Flag(help: "Write nothing; exit 1 when a committed page differs from what would be written.")
    var check = false

    package func run() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: engine, isDirectory: &isDirectory), isDirectory.boolValue else {
            Terminal.line("\(engine): error: no such folder (StateEngine's sources); pass --engine")
            throw ExitCode(1)
        }
        let entries = try SurfaceScanner.scan(directory: URL(fileURLWithPath: engine))
        var stale: [String] = []
        for file in SupportedPage.files(entries) {
            let path = content + "/" + file.path
            let current = try? String(contentsOfFile: path, encoding: .utf8)
            if current == file.text { continue }
            if check {
                stale.append(path)
            } else {
                try FileManager.default.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
                Terminal.line("wrote \(path)")
            }
        }
        for path in stale {
            Terminal.line("\(path): error: out of date with \(engine); run `statedocs supported-swiftui` and commit the result")
        }
        if !stale.isEmpty { throw ExitCode(1) }
        let counts = SurfaceEntry.Status.allCases.map { status in "\(entries.filter { $0.status == status }.count) \(status.rawValue)" }
        Terminal.line("\(entries.count) declarations: " + counts.joined(separator: ", "))
    }
}
