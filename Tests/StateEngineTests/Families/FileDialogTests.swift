import Foundation
import StateEngine
import Testing

/// SwiftUI's file dialogs: an importer or mover is a sheet listing the app's Documents folder
/// while its binding is true; choosing or cancelling sets the binding back and calls back.
@Suite @MainActor struct FileDialogTests {
    struct Importer: View {
        var types: [UTType] = [.plainText]
        @State private var importing = false
        @State private var status = "none"

        var body: some View {
            VStack {
                Text("Imported: \(status)")
                Text(importing ? "importing" : "idle")
                Button("Import") { importing = true }
            }
            .fileImporter(isPresented: $importing, allowedContentTypes: types) { result in
                switch result {
                case .success(let url):
                    status = (try? String(contentsOf: url, encoding: .utf8)) ?? "unreadable"
                case .failure(let error):
                    status = "error \(error)"
                }
            }
        }
    }

    /// Puts files in the app's Documents folder, as the app does (a download, a saved note):
    /// the folder is the running driver's, so it is written from the app's own code.
    struct Prepared<Content: View>: View {
        let files: KeyValuePairs<String, String>
        let content: Content
        var body: some View {
            VStack {
                Button("Prepare") {
                    for (name, text) in files {
                        let url = URL.documentsDirectory.appendingPathComponent(name)
                        if name.hasSuffix("/") {
                            try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
                        } else {
                            try? text.write(to: url, atomically: true, encoding: .utf8)
                        }
                    }
                }
                content
            }
        }
    }

    // Evidence: Apple docs fileImporter(isPresented:allowedContentTypes:onCompletion:) (a system
    // dialog shown while the binding is true; onCompletion gets the chosen file's URL).
    // Chosen [file-dialogs-browse-documents].
    @Test func tappingAFileImportsItAndDismissesTheDialog() throws {
        let d = Driver(Prepared(files: ["list.txt": "Buy milk", "data.json": "{}"], content: Importer()))
        try d.tap("Prepare")
        try d.tap("Import")
        #expect(d.screen.contains("Button \"list.txt\""))
        #expect(d.screen.contains("Text \"importing\""))
        try d.tap("list.txt")
        #expect(d.screen.contains("Text \"Imported: Buy milk\""))
        #expect(d.screen.contains("Text \"idle\""))
        #expect(!d.screen.contains("Button \"list.txt\""))
    }

    // Evidence: iOS's document browser dims files of types the importer does not allow.
    @Test func aFileOfAnotherTypeCannotBeChosen() throws {
        let d = Driver(Prepared(files: ["data.json": "{}"], content: Importer()))
        try d.tap("Prepare")
        try d.tap("Import")
        #expect(throws: Driver.Failure.self) { try d.tap("data.json") }
        #expect(d.screen.contains("Text \"Imported: none\""))
    }

    // Evidence: Apple docs UTType (public.json conforms to public.text).
    @Test func anAllowedSupertypeAcceptsItsSubtypes() throws {
        let d = Driver(Prepared(files: ["data.json": "[1, 2]"], content: Importer(types: [.text])))
        try d.tap("Prepare")
        try d.tap("Import")
        try d.tap("data.json")
        #expect(d.screen.contains("Text \"Imported: [1, 2]\""))
    }

    // Evidence: Apple docs fileImporter(isPresented:allowedContentTypes:onCompletion:)
    // (onCompletion runs when the operation succeeded or failed; a cancel is neither).
    @Test func cancelDismissesWithoutCallingTheCompletion() throws {
        let d = Driver(Prepared(files: ["a.txt": "x"], content: Importer()))
        try d.tap("Prepare")
        try d.tap("Import")
        try d.tap("Cancel")
        #expect(d.screen.contains("Text \"idle\""))
        #expect(d.screen.contains("Text \"Imported: none\""))
    }

    struct MultiImporter: View {
        @State private var importing = false
        @State private var log = "-"

        var body: some View {
            VStack {
                Text("Log: \(log)")
                Button("Import") { importing = true }
            }
            .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText], allowsMultipleSelection: true) { result in
                log = (try? result.get().map(\.lastPathComponent).joined(separator: "+")) ?? "failed"
            } onCancellation: {
                log = "cancelled"
            }
        }
    }

    // Evidence: Apple docs fileImporter(isPresented:allowedContentTypes:allowsMultipleSelection:
    // onCompletion:onCancellation:) (several files; onCancellation when the user cancels).
    @Test func multipleSelectionMarksFilesThenOpensThemAndCancelCallsOnCancellation() throws {
        let d = Driver(Prepared(files: ["b.txt": "1", "a.txt": "2"], content: MultiImporter()))
        try d.tap("Prepare")
        try d.tap("Import")
        try d.tap("b.txt")
        try d.tap("a.txt")
        try d.tap("Open")
        #expect(d.screen.contains("Text \"Log: b.txt+a.txt\""))
        try d.tap("Import")
        try d.tap("Cancel")
        #expect(d.screen.contains("Text \"Log: cancelled\""))
    }

    struct Mover: View {
        var file: URL { URL.documentsDirectory.appendingPathComponent("report.txt") }
        @State private var moving = false
        @State private var place = "-"

        var body: some View {
            VStack {
                Text("At: \(place)")
                Button("Move") { moving = true }
            }
            .fileMover(isPresented: $moving, file: file) { result in
                let moved = try? result.get()
                let there = moved.map { FileManager.default.fileExists(atPath: $0.path) } ?? false
                let gone = !FileManager.default.fileExists(atPath: file.path)
                place = (moved?.deletingLastPathComponent().lastPathComponent ?? "failed") + (there && gone ? " (moved)" : " (not moved)")
            }
        }
    }

    // Evidence: Apple docs fileMover(isPresented:file:onCompletion:) (moves an existing file to a
    // new location the user picks; onCompletion gets its new URL).
    @Test func theMoverMovesTheFileIntoTheTappedFolder() throws {
        let d = Driver(Prepared(files: ["report.txt": "r", "Archive/": ""], content: Mover()))
        try d.tap("Prepare")
        try d.tap("Move")
        #expect(d.screen.contains("Button \"Documents\""))
        try d.tap("Archive")
        #expect(d.screen.contains("Text \"At: Archive (moved)\""))
    }

    // Evidence: Apple docs UTType.init(filenameExtension:conformingTo:) and the system-declared types.
    @Test func typesConformAsDeclared() {
        #expect(UTType(filenameExtension: "csv") == .commaSeparatedText)
        #expect(UTType.commaSeparatedText.conforms(to: .text))
        #expect(UTType.png.conforms(to: .data))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType("public.json") == .json)
        #expect(UTType(filenameExtension: "xyz")?.conforms(to: .data) == true)
    }

    struct TextFile: FileDocument {
        static var readableContentTypes: [UTType] { [.plainText] }
        var text: String
        init(text: String) { self.text = text }
        init(configuration: ReadConfiguration) throws {
            text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
        }
        func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
            FileWrapper(regularFileWithContents: Data(text.utf8))
        }
    }

    struct Exporter: View {
        @State private var exporting = false
        @State private var saved = "-"

        var body: some View {
            VStack {
                Text("Saved: \(saved)")
                Button("Export") { exporting = true }
            }
            .fileExporter(isPresented: $exporting, document: TextFile(text: "Dear diary"), contentType: .plainText, defaultFilename: "Diary") { result in
                guard let url = try? result.get(), let data = try? FileWrapper(url: url).regularFileContents else { saved = "failed"; return }
                saved = url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent + " = " + String(decoding: data, as: UTF8.self)
            }
        }
    }

    // Evidence: Apple docs fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)
    // (exports the in-memory document to a file on disk; onCompletion gets its URL) and
    // FileDocument.fileWrapper(configuration:). Chosen [file-dialogs-browse-documents].
    @Test func theExporterWritesTheDocumentIntoTheTappedFolder() throws {
        let d = Driver(Prepared(files: ["Notes/": ""], content: Exporter()))
        try d.tap("Prepare")
        try d.tap("Export")
        try d.tap("Notes")
        #expect(d.screen.contains("Text \"Saved: Notes/Diary.txt = Dear diary\""))
        #expect(!d.screen.contains("Button \"Notes\""))
    }

    final class Sketch: ReferenceFileDocument {
        static var readableContentTypes: [UTType] { [.json] }
        @Published var strokes: [Int] = []
        init() {}
        init(configuration: ReadConfiguration) throws {
            strokes = try JSONDecoder().decode([Int].self, from: configuration.file.regularFileContents ?? Data())
        }
        func snapshot(contentType: UTType) throws -> [Int] { strokes }
        func fileWrapper(snapshot: [Int], configuration: WriteConfiguration) throws -> FileWrapper {
            FileWrapper(regularFileWithContents: try JSONEncoder().encode(snapshot))
        }
    }

    struct SketchExporter: View {
        @StateObject private var sketch = Sketch()
        @State private var exporting = false
        @State private var saved = "-"

        var body: some View {
            VStack {
                Text("Saved: \(saved)")
                Button("Draw") { sketch.strokes.append(sketch.strokes.count + 1) }
                Button("Export") { exporting = true }
            }
            .fileExporter(isPresented: $exporting, document: sketch, contentType: .json) { result in
                guard let url = try? result.get(), let data = try? Data(contentsOf: url) else { saved = "failed"; return }
                saved = url.lastPathComponent + " = " + String(decoding: data, as: UTF8.self)
            }
        }
    }

    // Evidence: Apple docs ReferenceFileDocument (the system saves a snapshot taken when it
    // saves) and fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:).
    @Test func aReferenceDocumentIsExportedFromItsSnapshotAtSaveTime() throws {
        let d = Driver(SketchExporter())
        try d.tap("Draw")
        try d.tap("Export")
        try d.tap("Documents")
        #expect(d.screen.contains("Text \"Saved: Untitled.json = [1]\""))
    }
}
