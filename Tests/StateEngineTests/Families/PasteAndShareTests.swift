import Foundation
@testable import StateEngine
import Testing

/// The paste button reads the pasteboard the driver fills; a share link shares Transferable items.
@Suite @MainActor struct PasteAndShareTests {
    struct Recipe: Transferable, Equatable {
        var name: String
        static var transferRepresentation: some TransferRepresentation {
            ProxyRepresentation(exporting: \.name, importing: { Recipe(name: $0) })
        }
    }

    struct Clipboard: View {
        @State private var pasted: [String] = []
        var body: some View {
            VStack {
                PasteButton(payloadType: String.self) { strings in pasted = strings }
                Text("pasted \(pasted.joined(separator: "+"))")
            }
        }
    }

    // Evidence: Apple docs, PasteButton ("When the user taps or clicks the button, your closure
    // receives the pasteboard items in the specified type"; it "automatically validates and
    // invalidates based on changes to the pasteboard on iOS") and init(payloadType:onPaste:)
    // ("with at least one item of the specified Transferable type from the pasteboard").
    @Test func aPasteButtonIsDisabledUntilThePasteboardHoldsItsTypeThenDeliversTheItems() throws {
        let d = Driver(Clipboard())
        #expect(d.screen.contains("PasteButton \"Paste\" disabled"), "\(d.screen)")
        #expect(throws: (any Error).self) { try d.tap("Paste") }
        d.copyToPasteboard("soup", "salad")
        #expect(!d.screen.contains("disabled"), "\(d.screen)")
        try d.tap("Paste")
        #expect(d.screen.contains("Text \"pasted soup+salad\""), "\(d.screen)")
    }

    struct RecipeBox: View {
        @State private var recipes: [Recipe] = []
        var body: some View {
            VStack {
                PasteButton(payloadType: Recipe.self) { recipes += $0 }
                Text("recipes \(recipes.map(\.name).joined(separator: ","))")
            }
        }
    }

    // Evidence: Apple docs, ProxyRepresentation (a type importing a String is built from text on
    // the pasteboard) and PasteButton (the closure receives the items "in the specified type").
    @Test func pastedTextIsImportedAsTheAppsOwnType() throws {
        let d = Driver(RecipeBox())
        d.copyToPasteboard(Recipe(name: "Pie"))
        try d.tap("Paste")
        d.copyToPasteboard("Stew")
        try d.tap("Paste")
        #expect(d.screen.contains("Text \"recipes Pie,Stew\""), "\(d.screen)")
    }

    struct Sharing: View {
        let recipes = [Recipe(name: "Pie"), Recipe(name: "Stew")]
        var body: some View {
            VStack {
                ShareLink(item: recipes[0], preview: SharePreview("Apple pie")) { Text("Share pie") }
                ShareLink("Share all", items: recipes) { SharePreview($0.name) }
            }
        }
    }

    // Evidence: Apple docs, ShareLink ("share Transferable items"; the preview is "A
    // representation of the item to render in a preview") and SharePreview's title.
    @Test func aShareLinkOfTransferableItemsPresentsTheShareSheetWithTheirPreviews() throws {
        let d = Driver(Sharing())
        try d.tap("Share pie")
        try d.tap("Share all")
        #expect(d.transcript.contains("system share sheet for Apple pie"), "\(d.transcript)")
        #expect(d.transcript.contains("system share sheet for Pie, Stew"), "\(d.transcript)")
    }
}
