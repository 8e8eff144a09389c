import Foundation
import StateEngine
import Testing

/// `fileExporter(item:)` and `fileExporter(items:)`: a transferable item is written, in one
/// of its representations, into the folder the user taps.
@Suite @MainActor struct TransferableExporterTests {
    struct Recipe: Codable, Transferable {
        var title: String
        static var transferRepresentation: some TransferRepresentation {
            CodableRepresentation(contentType: .json)
            ProxyRepresentation(exporting: \.title)
        }
    }

    struct Invoice: Transferable {
        var number: Int
        static var transferRepresentation: some TransferRepresentation {
            DataRepresentation(exportedContentType: .plainText) { Data("Invoice \($0.number)".utf8) }
                .suggestedFileName { "Invoice-\($0.number)" }
        }
    }

    struct InvoiceExporter: View {
        @State private var exporting = false
        @State private var saved = "nothing"
        var body: some View {
            VStack {
                Text("Saved: \(saved)")
                Button("Export") { exporting = true }
            }
            .fileExporter(isPresented: $exporting, item: Invoice(number: 42)) { result in
                saved = (try? result.get().lastPathComponent) ?? "failed"
            }
        }
    }

    // Evidence: Apple docs TransferRepresentation.suggestedFileName(_:) ("Provides a filename
    // to use if the receiver chooses to write the item to disk").
    @Test func aRepresentationNamesTheFileWhenNoDefaultNameIsGiven() throws {
        let d = Driver(InvoiceExporter())
        try d.tap("Export")
        try d.tap("Documents")
        #expect(d.screen.contains("Text \"Saved: Invoice-42.txt\""))
    }

    struct Exporter: View {
        var types: [UTType] = []
        var recipes = [Recipe(title: "Pancakes")]
        var single = true
        @State private var exporting = false
        @State private var saved = "nothing"

        var body: some View {
            VStack {
                Text("Saved: \(saved)")
                Button("Export") { exporting = true }
            }
            .modifier(ExportModifier(single: single, exporting: $exporting, saved: $saved, recipes: recipes, types: types))
        }
    }

    struct ExportModifier: ViewModifier {
        let single: Bool
        @Binding var exporting: Bool
        @Binding var saved: String
        let recipes: [Recipe]
        let types: [UTType]

        func body(content: Content) -> some View {
            if single {
                content.fileExporter(isPresented: $exporting, item: recipes.first, contentTypes: types, defaultFilename: "Recipe") { result in
                    saved = describe(result.map { [$0] })
                }
            } else {
                content.fileExporter(isPresented: $exporting, items: recipes, contentTypes: types) { result in
                    saved = describe(result)
                }
            }
        }

        func describe(_ result: Result<[URL], any Error>) -> String {
            guard let urls = try? result.get() else { return "failed" }
            return urls.map { url in url.lastPathComponent + " = " + ((try? String(contentsOf: url, encoding: .utf8)) ?? "?") }.joined(separator: "; ")
        }
    }

    // Evidence: Apple docs fileExporter(isPresented:item:contentTypes:defaultFilename:
    // onCompletion:onCancellation:) ("If empty, SwiftUI uses the content types from the
    // transferRepresentation property").
    @Test func anItemIsWrittenInItsFirstRepresentation() throws {
        let d = Driver(Exporter())
        try d.tap("Export")
        try d.tap("Documents")
        #expect(d.screen.contains("Text \"Saved: Recipe.json = {\\\"title\\\":\\\"Pancakes\\\"}\""))
    }

    // Evidence: the same page ("contentTypes: The content types to use for the exported file").
    @Test func theContentTypesChooseTheRepresentation() throws {
        let d = Driver(Exporter(types: [.plainText]))
        try d.tap("Export")
        try d.tap("Documents")
        #expect(d.screen.contains("Text \"Saved: Recipe.txt = Pancakes\""))
    }

    // Evidence: Apple docs fileExporter(isPresented:items:contentTypes:onCompletion:onCancellation:).
    @Test func severalItemsAreWrittenSideBySide() throws {
        let d = Driver(Exporter(types: [.plainText], recipes: [Recipe(title: "Pancakes"), Recipe(title: "Soup")], single: false))
        try d.tap("Export")
        try d.tap("Documents")
        #expect(d.screen.contains("Text \"Saved: Untitled.txt = Pancakes; Untitled 2.txt = Soup\""))
    }
}
