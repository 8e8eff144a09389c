import Foundation
@testable import StateEngine
import Testing

/// CoreTransferable's representations: what a receiver gets from a sender's item.
@Suite @MainActor struct TransferableTests {
    struct Todo: Codable, Transferable, Equatable {
        var text: String
        var isDone = false
        static var transferRepresentation: some TransferRepresentation {
            CodableRepresentation(contentType: .todo)
            ProxyRepresentation(exporting: \.text)
        }
    }

    struct Note: Transferable, Equatable {
        var body: String
        static var transferRepresentation: some TransferRepresentation {
            ProxyRepresentation(exporting: \.body, importing: { Note(body: $0) })
        }
    }

    struct Secret: Transferable {
        var value: String
        var isShareable: Bool
        static var transferRepresentation: some TransferRepresentation {
            DataRepresentation(exportedContentType: .plainText) { Data($0.value.utf8) }
                .exportingCondition { $0.isShareable }
        }
    }

    struct Attachment: Transferable {
        var contents: String
        static var transferRepresentation: some TransferRepresentation {
            FileRepresentation(contentType: .plainText) { attachment in
                let url = FileManager.default.temporaryDirectory.appendingPathComponent("attachment-\(attachment.contents.count).txt")
                try Data(attachment.contents.utf8).write(to: url)
                return SentTransferredFile(url)
            } importing: { received in
                Attachment(contents: try String(contentsOf: received.file, encoding: .utf8))
            }
        }
    }

    // Evidence: Apple docs ProxyRepresentation ("if the receiver knows about the custom
    // com.example.todo content type, it will receive that custom content type").
    @Test func aReceiverOfTheCustomTypeGetsTheCodableForm() {
        let todo = Todo(text: "Buy milk", isDone: true)
        #expect(TransferOffer(todo).contentTypes == [.todo, .utf8PlainText])
        #expect(TransferOffer(todo).load(Todo.self) == todo)
    }

    // Evidence: the same page: a receiver that does not know the custom type gets the proxy
    // (a text editor gets the todo's text).
    @Test func aReceiverOfTextGetsTheProxy() {
        #expect(TransferOffer(Todo(text: "Buy milk")).load(String.self) == "Buy milk")
    }

    // Chosen [transfer-conforming-types]: a type nobody imports gives no item.
    @Test func aReceiverThatImportsNoOfferedTypeGetsNothing() {
        #expect(TransferOffer("plain words").load(Todo.self) == nil)
        #expect(TransferOffer(URL(string: "https://example.com")!).load(String.self) == nil)
    }

    // Evidence: Apple docs ProxyRepresentation.init(exporting:importing:) ("converts the chosen
    // representation back into the transported item").
    @Test func aProxyThatImportsReadsText() {
        #expect(TransferOffer("Call Anna").load(Note.self) == Note(body: "Call Anna"))
        #expect(TransferOffer(Note(body: "Call Anna")).load(String.self) == "Call Anna")
    }

    // Chosen [transfer-conforming-types]: Data takes every item's bytes (public.data is the
    // supertype of text).
    @Test func dataReceivesTheBytesOfText() {
        #expect(TransferOffer("hé").load(Data.self) == Data("hé".utf8))
    }

    // Evidence: Apple docs exportingCondition(_:) ("Prevents the system from exporting an item
    // if it does not meet the supplied condition").
    @Test func anExportingConditionHidesTheFormat() {
        #expect(TransferOffer(Secret(value: "pin", isShareable: false)).formats.isEmpty)
        #expect(TransferOffer(Secret(value: "pin", isShareable: true)).load(String.self) == "pin")
    }

    // Evidence: Apple docs FileRepresentation and ReceivedTransferredFile (the receiver gets a
    // file, not the sender's original: isOriginalFile).
    @Test func aFileRepresentationHandsTheReceiverACopy() {
        let loaded = TransferOffer(Attachment(contents: "minutes")).load(Attachment.self)
        #expect(loaded?.contents == "minutes")
        #expect(TransferOffer(Attachment(contents: "minutes")).load(String.self) == "minutes")
    }

    // Evidence: Apple docs URL (Transferable; public.url).
    @Test func aURLTravelsAsAURL() {
        let url = URL(string: "https://developer.apple.com/documentation/coretransferable")!
        #expect(TransferOffer(url).load(URL.self) == url)
    }
}

extension UTType {
    static let todo = UTType(exportedAs: "com.example.todo")
}
