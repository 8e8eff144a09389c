import Foundation

/// Runs the built `statedocs` executable, as a user would from a shell.
enum CLI {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// `statedocs` next to the test bundle (`.build/<config>/`), else in the package's .build/debug.
    static let executable: URL = {
        var candidates: [URL] = []
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("statedocs"))
        }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("statedocs"))
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(packageRoot.appendingPathComponent(".build/debug/statedocs"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates.last!
    }()

    @discardableResult
    /// The one way tests run statedocs (or, with `program`, another command: an installed
    /// statedocs, a script) to completion. `environment` replaces the inherited one.
    static func run(_ arguments: [String], in directory: URL, environment: [String: String]? = nil, program: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = program ?? executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes before waiting, so a chatty process cannot block on a full pipe.
        let errData = ReadBox()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errData.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData.data, as: UTF8.self))
    }

    /// Written by one reader thread, read after it finished (ordered by the group's wait).
    private final class ReadBox: @unchecked Sendable { var data = Data() }
}

/// A small site in a temporary folder, used as the working directory of the CLI.
struct SiteFolder {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("statedocs-e2e-\(UUID().uuidString)")
        try write("Content/site.yml", "title: { en: E2E, zh: 端到端 }\nbaseURL: https://e2e.example.org/\nlanguages: [en, zh]\ndefaultLanguage: en\n")
        try write("Content/en/hello.md", "---\ntitle: Hello\ndate: 2026-03-01\ntags: [intro]\n---\n\n## First\n\nSee [the Chinese page](../zh/hello.md#第一).\n\n```swift\nlet greeting = \"hi\"\n```\n")
        try write("Content/zh/hello.md", "---\ntitle: 你好\ndate: 2026-03-01\n---\n\n## 第一\n\n内容。\n")
    }

    func write(_ path: String, _ text: String) throws { try write(path, Data(text.utf8)) }

    func write(_ path: String, _ data: Data) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func read(_ path: String) throws -> String { try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) }

    func run(_ arguments: String...) throws -> CLI.Result { try CLI.run(arguments, in: root) }

    /// Path and bytes of every file under `folder`.
    func snapshot(_ folder: String = "Site") throws -> [String: Data] {
        var files: [String: Data] = [:]
        let base = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [:] }
        for case let url as URL in enumerator {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[url.path.replacingOccurrences(of: base.path, with: "")] = try Data(contentsOf: url)
            }
        }
        return files
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
