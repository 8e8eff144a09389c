import Foundation

// The representations CoreTransferable provides. Each is a leaf: it stands for one format.

/// An item encoded with `Codable`, as JSON.
// Evidence: Apple docs CodableRepresentation ("A transfer representation for types that
// participate in Swift's protocols for encoding and decoding"; init(for:contentType:) "uses
// JSONEncoder and JSONDecoder").
public struct CodableRepresentation<Item: Transferable & Codable, Encoder, Decoder>: TransferRepresentation {
    public typealias Body = Self
    let contentType: UTType

    public func _formats() -> [_TransferFormat<Item>] {
        [_TransferFormat(contentType: contentType, exporter: { item in
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return .data(try encoder.encode(item))
        }, importer: { payload in
            try JSONDecoder().decode(Item.self, from: try payload.data())
        })]
    }
}

extension CodableRepresentation where Encoder == JSONEncoder, Decoder == JSONDecoder {
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        self.contentType = contentType
    }
}

/// An item that converts itself to and from bytes.
// Evidence: Apple docs DataRepresentation ("A transfer representation for types that provide
// their own binary data conversion"; init(contentType:exporting:importing:),
// init(exportedContentType:exporting:), init(importedContentType:importing:)).
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    public typealias Body = Self
    let format: _TransferFormat<Item>
    public func _formats() -> [_TransferFormat<Item>] { [format] }

    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data, importing: @escaping @Sendable (Data) async throws -> Item) {
        format = _TransferFormat(contentType: contentType, exporter: { .data(try await exporting($0)) }, importer: { try await importing(try $0.data()) })
    }

    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        format = _TransferFormat(contentType: exportedContentType, exporter: { .data(try await exporting($0)) }, importer: nil)
    }

    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        format = _TransferFormat(contentType: importedContentType, exporter: nil, importer: { try await importing(try $0.data()) })
    }
}

/// An item stored in a file: exported as the file, imported from a received copy.
// Evidence: Apple docs FileRepresentation ("A transfer representation for types that transfer
// as a file URL"; init(contentType:shouldAttemptToOpenInPlace:exporting:importing:)),
// SentTransferredFile, ReceivedTransferredFile ("isOriginalFile").
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    public typealias Body = Self
    let format: _TransferFormat<Item>
    public func _formats() -> [_TransferFormat<Item>] { [format] }

    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        format = _TransferFormat(contentType: contentType, exporter: { .file(try await exporting($0).file) },
                                importer: { [folder = AppFolders.current.folder("tmp/Transfers")] in try await importing(try $0.receivedFile(type: contentType, into: folder)) })
    }

    public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        format = _TransferFormat(contentType: exportedContentType, exporter: { .file(try await exporting($0).file) }, importer: nil)
    }

    public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        format = _TransferFormat(contentType: importedContentType, exporter: nil,
                                importer: { [folder = AppFolders.current.folder("tmp/Transfers")] in try await importing(try $0.receivedFile(type: importedContentType, into: folder)) })
    }
}

/// A file the sender offers.
public struct SentTransferredFile: Sendable {
    public let file: URL
    public let allowAccessingOriginalFile: Bool
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file the receiver gets: a copy the receiver may keep or move.
public struct ReceivedTransferredFile: Sendable {
    public let file: URL
    public let isOriginalFile: Bool
}

/// An item that travels as another transferable type (a note as its text).
// Evidence: Apple docs ProxyRepresentation ("A transfer representation that uses another
// type's transfer representation as its own"; "Write the order of the representations ...
// from more preferred to less preferred").
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation {
    public typealias Body = Self
    let formats: [_TransferFormat<Item>]
    public func _formats() -> [_TransferFormat<Item>] { formats }

    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
        formats = ProxyRepresentation.transferFormats.compactMap { proxy in
            guard let export = proxy.exporter else { return nil }
            let condition = proxy.condition
            return _TransferFormat(contentType: proxy.contentType, exporter: { item in try await export(try await exporting(item)) }, importer: nil,
                                  condition: { _ in true }, suggestedFileName: proxy.suggestedFileName(through: exporting)).guarded(by: condition, exporting)
        }
    }

    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        formats = ProxyRepresentation.transferFormats.map { proxy -> _TransferFormat<Item> in
            var exporter: (@Sendable (Item) async throws -> _TransferPayload)?
            if let export = proxy.exporter {
                exporter = { item in try await export(try await exporting(item)) }
            }
            var importer: (@Sendable (_TransferPayload) async throws -> Item)?
            if let load = proxy.importer {
                importer = { payload in try await importing(try await load(payload)) }
            }
            let format = _TransferFormat<Item>(contentType: proxy.contentType, exporter: exporter, importer: importer, suggestedFileName: proxy.suggestedFileName(through: exporting))
            return exporter == nil ? format : format.guarded(by: proxy.condition, exporting)
        }
    }
}

extension _TransferFormat {
    /// A proxy's condition asked of the proxy an item becomes; an item whose proxy cannot be
    /// made is not offered in that format.
    func guarded<Proxy>(by condition: @escaping @Sendable (Proxy) -> Bool, _ makeProxy: @escaping @Sendable (Item) async throws -> Proxy) -> _TransferFormat {
        var format = self
        format.condition = { item in
            guard let proxy = try? TransferRun.now({ try await makeProxy(item) }) else { return false }
            return condition(proxy)
        }
        return format
    }
}

extension _TransferFormat {
    /// A proxy's file name, asked of the proxy an item becomes.
    func suggestedFileName<Outer: Transferable>(through makeProxy: @escaping @Sendable (Outer) async throws -> Item) -> @Sendable (Outer) -> String? {
        let name = suggestedFileName
        return { outer in (try? TransferRun.now { try await makeProxy(outer) }).flatMap(name) }
    }
}

// Modifiers on a representation.
extension TransferRepresentation {
    /// Offers this representation only for items that pass `condition`.
    // Evidence: Apple docs TransferRepresentation.exportingCondition(_:) ("Prevents the system
    // from exporting an item if it does not meet the supplied condition").
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> _TransferRepresentations<Item> {
        _TransferRepresentations(formats: _formats().map { format in
            var format = format
            let earlier = format.condition
            format.condition = { earlier($0) && condition($0) }
            return format
        })
    }

    /// The name a received file gets (inert for bytes).
    // Evidence: Apple docs TransferRepresentation.suggestedFileName(_:) ("Provides a filename to
    // use if the receiver chooses to write the item to disk").
    public func suggestedFileName(_ fileName: String) -> _TransferRepresentations<Item> {
        _TransferRepresentations(formats: _formats().map { format in
            var format = format
            format.suggestedFileName = { _ in fileName }
            return format
        })
    }

    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> _TransferRepresentations<Item> {
        _TransferRepresentations(formats: _formats().map { format in
            var format = format
            format.suggestedFileName = fileName
            return format
        })
    }

    /// Who may receive the item: every receiver here is the app itself, so all visibilities
    /// let it through.
    // Evidence: Apple docs TransferRepresentationVisibility (.all, .team, .group, .ownProcess).
    public func visibility(_ visibility: TransferRepresentationVisibility) -> _TransferRepresentations<Item> {
        _TransferRepresentations(formats: _formats())
    }
}

/// Which processes can receive a representation.
public struct TransferRepresentationVisibility: Sendable, Equatable {
    let name: String
    public static let all = TransferRepresentationVisibility(name: "all")
    public static let team = TransferRepresentationVisibility(name: "team")
    public static let group = TransferRepresentationVisibility(name: "group")
    public static let ownProcess = TransferRepresentationVisibility(name: "ownProcess")
}
