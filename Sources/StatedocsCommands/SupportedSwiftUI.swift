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
        message:)`), and measures them against SwiftUI's documented iOS surface listed in \
        <surface> (coverage per kind and per iOS release, and what is not declared yet). Writes <content>/en/supported-swiftui.md and <content>/zh/supported-swiftui.md; \
        with --check it writes nothing and fails when either page is out of date.
        """)

    @Option(help: ArgumentHelp("StateEngine's source folder.", valueName: "dir"))
    var engine: String = "Sources/StateEngine"

    @Option(help: ArgumentHelp("The lists of SwiftUI's documented iOS surface.", valueName: "dir"))
    var surface: String = SurfaceList.folder

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
        let entries = try SurfaceScanner.scanEngine(directory: URL(fileURLWithPath: engine))
        let listed: [ListedSymbol]
        do {
            listed = try SurfaceList.load(directory: URL(fileURLWithPath: surface))
        } catch let failure as SurfaceList.Failure {
            Terminal.line(failure.description)
            throw ExitCode(1)
        } catch {
            Terminal.line("\(surface): error: cannot read the lists of SwiftUI's surface (\(error.localizedDescription)); pass --surface")
            throw ExitCode(1)
        }
        // The framework modules sit beside the engine's folder (Sources/StateEngineSwiftData).
        let frameworks = try FrameworkSurface.scan(sources: URL(fileURLWithPath: engine).deletingLastPathComponent())
        let coverage = Coverage(listed: listed, declared: entries, frameworks: frameworks)
        var stale: [String] = []
        for file in SupportedPage.files(entries, coverage: coverage, frameworks: frameworks) {
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
        let tally = coverage.tally()
        Terminal.line("SwiftUI's documented iOS surface: \(tally.declared) of \(tally.listed) declared, \(tally.modelled + tally.inert) modelled or inert")
    }
}
