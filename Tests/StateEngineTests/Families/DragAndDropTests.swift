import Foundation
import StateEngine
import Testing

/// Drag and drop: `draggable` sources, `dropDestination` and `onDrop(of:delegate:)`
/// destinations, and the `dragAndDrop(from:to:)` step that runs a drop as iOS does.
@Suite @MainActor struct DragAndDropTests {
    struct Board: View {
        @State private var todo = ["Write tests", "Fix bug"]
        @State private var done: [String] = []

        var body: some View {
            HStack {
                column("To Do", cards: todo) { todo = $0 }
                column("Done", cards: done) { done = $0 }
            }
        }

        func column(_ title: String, cards: [String], set: @escaping ([String]) -> Void) -> some View {
            VStack {
                Text(title)
                ForEach(cards, id: \.self) { card in
                    Text(card).draggable(card)
                }
            }
            .dropDestination(for: String.self) { items, _ in
                print("\(title) got \(items)")
                todo.removeAll { items.contains($0) }
                done.removeAll { items.contains($0) }
                set(cards.filter { !items.contains($0) } + items)
                return true
            } isTargeted: { targeted in
                print("\(title) targeted: \(targeted)")
            }
        }
    }

    // Evidence: Apple docs draggable(_:) and dropDestination(for:action:isTargeted:) (the
    // action gets the dropped items; isTargeted reports entering and leaving).
    // Chosen [drop-loads-after-drop]: isTargeted(false) comes before the action.
    @Test func droppingACardOnAColumnMovesIt() throws {
        let d = Driver(Board())
        try d.dragAndDrop(from: "Write tests", to: "Done")
        #expect(d.console == ["Done targeted: true", "Done targeted: false", "Done got [\"Write tests\"]"])
        let texts = d.screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("Text") }
        #expect(texts == ["Text \"To Do\"", "Text \"Fix bug\"", "Text \"Done\"", "Text \"Write tests\""])
    }

    struct LinkDrop: View {
        @State private var links: [URL] = []
        var body: some View {
            VStack {
                Text("a plain note").draggable("a plain note")
                Text("Links: \(links.count)")
                    .dropDestination(for: URL.self) { items, _ in
                        links += items
                        return true
                    } isTargeted: { print("targeted \($0)") }
            }
        }
    }

    // Evidence: Apple docs dropDestination(for:action:isTargeted:) ("payloadType: The expected
    // type of the dropped models"): a drag of another type is not for this destination.
    @Test func aPayloadOfAnotherTypeIsNotDropped() throws {
        let d = Driver(LinkDrop())
        try d.dragAndDrop(from: "a plain note", to: "Links: 0")
        #expect(d.console.isEmpty)
        #expect(d.screen.contains("Text \"Links: 0\""))
    }

    final class Log: @unchecked Sendable {
        var lines: [String] = []
    }

    struct Delegate: DropDelegate {
        let log: Log
        var proposal: DropProposal?
        func validateDrop(info: DropInfo) -> Bool {
            log.lines.append("validate \(info.hasItemsConforming(to: [.plainText]))")
            return true
        }
        func dropEntered(info: DropInfo) { log.lines.append("entered") }
        func dropUpdated(info: DropInfo) -> DropProposal? { log.lines.append("updated"); return proposal }
        func performDrop(info: DropInfo) -> Bool { log.lines.append("perform"); return true }
        func dropExited(info: DropInfo) { log.lines.append("exited") }
    }

    struct DelegateDrop: View {
        let delegate: Delegate
        var body: some View {
            VStack {
                Text("Card").draggable("Card")
                Text("Trash").onDrop(of: [.plainText], delegate: delegate)
            }
        }
    }

    // Evidence: Apple docs DropDelegate (validateDrop, dropEntered, dropUpdated, performDrop,
    // dropExited). Chosen [drop-delegate-order]: dropExited after performDrop.
    @Test func aDropDelegateHearsEveryPhaseInOrder() throws {
        let log = Log()
        let d = Driver(DelegateDrop(delegate: Delegate(log: log)))
        try d.dragAndDrop(from: "Card", to: "Trash")
        #expect(log.lines == ["validate true", "entered", "updated", "perform", "exited"])
    }

    // Evidence: Apple docs DropOperation.forbidden ("Cancel the drop operation; it is not
    // allowed"). Chosen [drop-delegate-order]: no performDrop after a forbidding proposal.
    @Test func aForbiddingProposalSkipsPerformDrop() throws {
        let log = Log()
        let d = Driver(DelegateDrop(delegate: Delegate(log: log, proposal: DropProposal(operation: .forbidden))))
        try d.dragAndDrop(from: "Card", to: "Trash")
        #expect(log.lines == ["validate true", "entered", "updated", "exited"])
    }

    struct UnsupportedTypeDelegate: View {
        let delegate: Delegate
        var body: some View {
            VStack {
                Text("Card").draggable("Card")
                Text("Photos only").onDrop(of: [.image], delegate: delegate)
            }
        }
    }

    // Evidence: Apple docs validateDrop(info:) (called for a drop "containing items conforming
    // to one of the expected types").
    @Test func aDelegateOfOtherTypesHearsNothing() throws {
        let log = Log()
        let d = Driver(UnsupportedTypeDelegate(delegate: Delegate(log: log)))
        try d.dragAndDrop(from: "Card", to: "Photos only")
        #expect(log.lines.isEmpty)
    }

    struct Inbox: View {
        var accepting: Bool
        @State private var received: [String] = []
        var body: some View {
            VStack {
                Text("Draft").draggable("Draft")
                Text("Inbox (\(received.count))")
                    .dropDestination(for: String.self, isEnabled: accepting) { items, session in
                        received += items
                        print("at \(session.location)")
                    }
            }
        }
    }

    // Evidence: Apple docs dropDestination(for:isEnabled:action:) (iOS 26; "isEnabled: Whether
    // the drop destination is enabled").
    @Test func theIOS26FormDeliversItemsAndHonoursIsEnabled() throws {
        let d = Driver(Inbox(accepting: true))
        try d.dragAndDrop(from: "Draft", to: "Inbox (0)")
        #expect(d.screen.contains("Text \"Inbox (1)\""))
        let off = Driver(Inbox(accepting: false))
        #expect(throws: Driver.Failure.self) { try off.dragAndDrop(from: "Draft", to: "Inbox (0)") }
    }

    struct ImageSource: View {
        var body: some View {
            VStack {
                Text("Star").draggable(Image(systemName: "star"))
                Text("Drop").dropDestination(for: Data.self) { _, _ in true }
            }
        }
    }

    // Chosen [transfer-image-has-no-pixels]: an image has no bytes in the engine, so the
    // step stops instead of delivering invented data.
    @Test func draggingAnImageStopsWithAClearMessage() throws {
        let d = Driver(ImageSource())
        #expect { try d.dragAndDrop(from: "Star", to: "Drop") } throws: { error in
            (error as? Driver.Failure)?.message.contains("has nothing to drag") == true
        }
    }
}
