import Foundation

/// A type that can travel by drag and drop, copy and paste or sharing (CoreTransferable,
/// which SwiftUI re-exports): it lists the ways it exports and imports itself, most preferred
/// first.
// Evidence: Apple docs Transferable ("@preconcurrency protocol Transferable : Sendable";
// "implement the transferRepresentation property") and TransferRepresentation ("protocol
// TransferRepresentation<Item> : Sendable"; "Combine multiple existing transfer
// representations").
@preconcurrency public protocol Transferable: Sendable {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way, or several ways, an item is imported and exported.
public protocol TransferRepresentation<Item>: Sendable {
    associatedtype Item: Transferable
    associatedtype Body: TransferRepresentation
    @TransferRepresentationBuilder<Item> var body: Body { get }
    /// The formats this representation stands for, most preferred first (engine contract).
    func _formats() -> [_TransferFormat<Item>]
}

extension TransferRepresentation where Body.Item == Item {
    /// A representation composed of others stands for theirs.
    public func _formats() -> [_TransferFormat<Item>] { body._formats() }
}

extension TransferRepresentation where Body == Self {
    /// A representation the engine provides stands for its own formats (it has no body).
    public var body: Self { self }
}

/// What travels between a drag source and a drop destination: bytes, or a file on disk.
public enum _TransferPayload: Sendable {
    case data(Data)
    case file(URL)
}

/// One format an item can travel as: its content type, how an item becomes the payload
/// (nil when the format only imports), how a payload becomes an item (nil when it only
/// exports), and whether a given item offers it at all (`exportingCondition`).
public struct _TransferFormat<Item: Transferable>: Sendable {
    let contentType: UTType
    let exporter: (@Sendable (Item) async throws -> _TransferPayload)?
    let importer: (@Sendable (_TransferPayload) async throws -> Item)?
    var condition: @Sendable (Item) -> Bool = { _ in true }
    /// The name a file of this item gets (a representation's `suggestedFileName`).
    var suggestedFileName: @Sendable (Item) -> String? = { _ in nil }
}

/// Composes representations, most preferred first.
// Evidence: Apple docs TransferRepresentationBuilder ("Creates a transfer representation by
// composing existing transfer representations").
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> _TransferRepresentations<Item> where R.Item == Item {
        _TransferRepresentations(formats: content._formats())
    }
    public static func buildBlock(_ content: _TransferRepresentations<Item>...) -> _TransferRepresentations<Item> {
        _TransferRepresentations(formats: content.flatMap(\.formats))
    }
    public static func buildOptional(_ content: _TransferRepresentations<Item>?) -> _TransferRepresentations<Item> {
        content ?? _TransferRepresentations(formats: [])
    }
    public static func buildEither(first content: _TransferRepresentations<Item>) -> _TransferRepresentations<Item> { content }
    public static func buildEither(second content: _TransferRepresentations<Item>) -> _TransferRepresentations<Item> { content }
    public static func buildLimitedAvailability(_ content: _TransferRepresentations<Item>) -> _TransferRepresentations<Item> { content }
}

/// Several representations composed by the builder, in the order written.
public struct _TransferRepresentations<Item: Transferable>: TransferRepresentation {
    public typealias Body = Self
    let formats: [_TransferFormat<Item>]
    public func _formats() -> [_TransferFormat<Item>] { formats }
}

extension Transferable {
    /// The formats this type travels as, most preferred first.
    static var transferFormats: [_TransferFormat<Self>] {
        let formats = transferRepresentation._formats()
        guard let typed = formats as? [_TransferFormat<Self>] else {
            EngineContext.fatal("\(Self.self).transferRepresentation describes another type (\(Representation.Item.self)) than \(Self.self)")
        }
        return typed
    }
}
