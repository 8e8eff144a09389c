import Foundation

/// What a view that takes drops through `onDrop(of:delegate:)` is told, as the drag moves.
// Evidence: Apple docs DropDelegate (validateDrop, dropEntered, dropUpdated, dropExited,
// performDrop; all but performDrop have default implementations).
@MainActor @preconcurrency public protocol DropDelegate {
    func validateDrop(info: DropInfo) -> Bool
    func performDrop(info: DropInfo) -> Bool
    func dropEntered(info: DropInfo)
    func dropUpdated(info: DropInfo) -> DropProposal?
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    /// True when the drag has an item of one of the types given to `onDrop(of:delegate:)`.
    public func validateDrop(info: DropInfo) -> Bool { info.hasItemsConforming(to: info.supportedTypes) }
    public func dropEntered(info: DropInfo) {}
    /// nil: the drop keeps the proposal it had (a copy).
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
}

/// The drag as a drop delegate sees it.
// Evidence: Apple docs DropInfo (location, hasItemsConforming(to:), itemProviders(for:)).
public struct DropInfo {
    /// Where the drag is, in the view's space: its origin, as the step does not place the finger.
    public let location: CGPoint
    let offer: TransferOffer
    let supportedTypes: [UTType]

    init(location: CGPoint, offer: TransferOffer, supportedTypes: [UTType]) {
        self.location = location
        self.offer = offer
        self.supportedTypes = supportedTypes
    }

    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool { offer.conforms(toAny: contentTypes) }

    @available(*, unavailable, message: "StateEngine does not model NSItemProvider: load dropped items with dropDestination(for:) and Transferable (see Supported SwiftUI)")
    public func itemProviders(for contentTypes: [UTType]) -> [Any] { fatalError() }
}

/// What a drop would do, as the delegate proposes it while the drag moves.
// Evidence: Apple docs DropProposal (init(operation:), operation) and DropOperation (cancel,
// forbidden, copy, move).
public struct DropProposal: Sendable {
    public let operation: DropOperation
    public init(operation: DropOperation) { self.operation = operation }
}

public enum DropOperation: Sendable, Hashable {
    case cancel, forbidden, copy, move
}
