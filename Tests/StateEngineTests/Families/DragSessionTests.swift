import Foundation
import StateEngine
import Testing

/// iOS 26's drag sessions: drag containers, `dragConfiguration`, `dropConfiguration`,
/// `onDragSessionUpdated` and `onDropSessionUpdated`, run by the `dragAndDrop(from:to:)` step.
@Suite @MainActor struct DragSessionTests {
    struct Shelves: View {
        var allowMove: Bool
        var choice: DropOperation?
        @State private var left = ["Dune", "Emma"]
        @State private var right: [String] = []

        var body: some View {
            VStack {
                ForEach(left, id: \.self) { title in
                    Text(title)
                        .draggable(title)
                        .dragConfiguration(DragConfiguration(allowMove: allowMove))
                        .onDragSessionUpdated { session in
                            print("drag \(session.phase)")
                            if session.phase == .ended(.move) { left.removeAll { $0 == title } }
                        }
                }
                Text("Right shelf: \(right.joined(separator: ", "))")
                    .dropDestination(for: String.self) { titles, _ in right += titles }
                    .dropConfiguration { session in
                        print("suggested move: \(session.suggestedOperations.contains(.move))")
                        return DropConfiguration(operation: choice ?? .copy)
                    }
                    .onDropSessionUpdated { print("drop \($0.phase) items \($0.itemsCount)") }
            }
        }
    }

    // Evidence: Apple docs DragConfiguration ("To support drag-to-move, where the source item is
    // removed after a successful drop, initialize with allowMove: true"; the source removes the
    // item when `session.phase == .ended(.move)`), dropConfiguration(_:) (the destination
    // "prefers drop operation move in a case when the source supports it").
    // Chosen [drag-session-phases]: initial and active at the lift, ended then dataTransferCompleted.
    @Test func aMoveAllowedByTheSourceAndChosenByTheDestinationRemovesTheItem() throws {
        let d = Driver(Shelves(allowMove: true, choice: .move))
        try d.dragAndDrop(from: "Dune", to: "Right shelf: ")
        #expect(d.screen.contains("Text \"Right shelf: Dune\""), "\(d.screen)")
        #expect(!d.screen.contains("Text \"Dune\""), "\(d.screen)")
        #expect(d.console == [
            "drag initial", "drag active",
            "drop entering items 1", "drop active items 1",
            "suggested move: true",
            "drop ended(StateEngine.DropOperation.move) items 1", "drop dataTransferCompleted items 1",
            "drag ended(StateEngine.DropOperation.move)", "drag dataTransferCompleted",
        ])
    }

    // Evidence: Apple docs OperationsWithinApp.init(allowMove:) ("Copy operation is always
    // allowed"; move is opt-in), UIDropOperation.move ("You may use this operation only if the
    // drop session's allowsMoveOperation property is true; otherwise, it's treated as a cancel").
    @Test func aMoveTheSourceDoesNotAllowIsCancelled() throws {
        let d = Driver(Shelves(allowMove: false, choice: .move))
        try d.dragAndDrop(from: "Emma", to: "Right shelf: ")
        #expect(d.screen.contains("Text \"Right shelf: \""), "\(d.screen)")
        #expect(d.screen.contains("Text \"Emma\""))
        #expect(d.console.contains("suggested move: false"))
        #expect(d.console.contains("drag ended(StateEngine.DropOperation.cancel)"))
        #expect(!d.console.contains("drag dataTransferCompleted"))
    }

    // Evidence: Apple docs DragConfiguration ("By default, only copy is allowed"): a copy
    // delivers the item and the source keeps it.
    @Test func byDefaultADropCopies() throws {
        let d = Driver(Shelves(allowMove: true, choice: nil))
        try d.dragAndDrop(from: "Dune", to: "Right shelf: ")
        #expect(d.screen.contains("Text \"Right shelf: Dune\""))
        #expect(d.screen.contains("Text \"Dune\""), "a copy leaves the source's item")
        #expect(d.console.contains("drag ended(StateEngine.DropOperation.copy)"))
    }

    struct Photo: Identifiable, Codable, Transferable {
        let id: Int
        let name: String
        static var transferRepresentation: some TransferRepresentation {
            CodableRepresentation(contentType: .json)
        }
    }

    struct Gallery: View {
        var selected: [Int]
        let photos = [Photo(id: 1, name: "Beach"), Photo(id: 2, name: "Forest"), Photo(id: 3, name: "City")]
        @State private var album: [String] = []

        var body: some View {
            VStack {
                ForEach(photos) { photo in
                    Text(photo.name).draggable(containerItemID: photo.id)
                }
                Text("Album: \(album.joined(separator: ", "))")
                    .dropDestination(for: Photo.self) { dropped, session in
                        album += dropped.map(\.name)
                        print("dropped \(session.itemsCount)")
                    }
            }
            .dragContainer(for: Photo.self) { ids in
                photos.filter { ids.contains($0.id) }
            }
            .dragContainerSelection(selected)
            .onDragSessionUpdated { session in
                if session.phase == .active {
                    print("ids \(session.draggedItemIDs(for: Int.self)) under finger \(session.draggedItemIndex)")
                }
            }
        }
    }

    // Evidence: Apple docs dragContainer(for:in:_:) (the payload closure "receives either the
    // identifiers of all the selected items, if the dragged item is a part of selection or only
    // the identifier of the dragged item") and dragContainerSelection(_:containerNamespace:).
    @Test func aDragFromAContainerCarriesWhatItsClosureGivesForTheDraggedItem() throws {
        let d = Driver(Gallery(selected: [3, 1]))
        try d.dragAndDrop(from: "Forest", to: "Album: ")
        #expect(d.screen.contains("Text \"Album: Forest\""), "\(d.screen)")
        #expect(d.console == ["ids [2] under finger 0", "dropped 1"])
    }

    // Evidence: as above: a dragged item in the selection drags the whole selection.
    @Test func aDragOfASelectedItemCarriesTheWholeSelection() throws {
        let d = Driver(Gallery(selected: [3, 1]))
        try d.dragAndDrop(from: "Beach", to: "Album: ")
        #expect(d.screen.contains("Text \"Album: Beach, City\""), "\(d.screen)")
        #expect(d.console == ["ids [3, 1] under finger 1", "dropped 2"])
    }

    struct Loose: View {
        var body: some View {
            VStack {
                Text("Orphan").draggable(containerItemID: 7)
                Text("Bin").dropDestination(for: String.self) { _, _ in }
            }
        }
    }

    // Evidence: Apple docs draggable(containerItemID:containerNamespace:) ("Inside a drag
    // container, activates this view as the source"): outside one there is no payload.
    @Test func aContainerItemOutsideAnyContainerIsNotDraggable() throws {
        let d = Driver(Loose())
        #expect { try d.dragAndDrop(from: "Orphan", to: "Bin") } throws: { error in
            (error as? Driver.Failure)?.message.contains("draggable view") == true
        }
    }
}

/// A drag the destination does not take ends cancelled for its source.
@Suite @MainActor struct DragSessionCancelTests {
    struct Mismatch: View {
        var body: some View {
            VStack {
                Text("Note")
                    .draggable("Note")
                    .onDragSessionUpdated { print("\($0.phase)") }
                Text("Links").dropDestination(for: URL.self) { _, _ in }
            }
        }
    }

    // Evidence: Apple docs DragSession.Phase.ended(_:) (the drag ends with the operation
    // performed); dropDestination(for:) takes only its payload type (rule drop-session-operation).
    @Test func aDropOfAnotherTypeEndsTheDragCancelled() throws {
        let d = Driver(Mismatch())
        try d.dragAndDrop(from: "Note", to: "Links")
        #expect(d.console == ["initial", "active", "ended(StateEngine.DropOperation.cancel)"])
    }
}

/// A destination that forbids a drop through `dropConfiguration` takes nothing.
@Suite @MainActor struct DropConfigurationForbiddenTests {
    struct OneAtATime: View {
        var selected: [Int]
        @State private var binned = 0
        struct Item: Identifiable, Codable, Transferable {
            let id: Int
            static var transferRepresentation: some TransferRepresentation { CodableRepresentation(contentType: .json) }
        }
        var body: some View {
            VStack {
                ForEach([1, 2, 3], id: \.self) { id in
                    Text("Item \(id)").draggable(containerItemID: id)
                }
                Text("Bin: \(binned)")
                    .dropDestination(for: Item.self) { items, _ in binned += items.count }
                    .dropConfiguration { DropConfiguration(operation: $0.itemsCount == 1 ? .copy : .forbidden) }
            }
            .dragContainer(for: Item.self) { ids in ids.map { Item(id: $0) } }
            .dragContainerSelection(selected)
            .onDragSessionUpdated { if case .ended(let operation) = $0.phase { print("ended \(operation)") } }
        }
    }

    // Evidence: Apple docs DropConfiguration.init(operation:) (the destination's operation) and
    // DropOperation.forbidden ("The drop activity is not allowed at this time or location").
    @Test func aForbiddenDropDeliversNothingAndTheDragEndsCancelled() throws {
        let d = Driver(OneAtATime(selected: [1, 2]))
        try d.dragAndDrop(from: "Item 1", to: "Bin: 0")
        #expect(d.screen.contains("Text \"Bin: 0\""), "\(d.screen)")
        #expect(d.console == ["ended cancel"])
        try d.dragAndDrop(from: "Item 3", to: "Bin: 0")
        #expect(d.screen.contains("Text \"Bin: 1\""), "\(d.screen)")
        #expect(d.console == ["ended cancel", "ended copy"])
    }
}
