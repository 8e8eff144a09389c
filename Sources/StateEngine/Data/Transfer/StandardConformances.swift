import Foundation

// The system's own transferable types that apps drag and drop most.
// Evidence: Apple docs Transferable, "Conforming Types" (String, Data, URL, AttributedString,
// Image); UTType.utf8PlainText, .plainText, .data, .url.

extension String: Transferable {
    /// Text, as UTF-8; it also reads any plain text.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .utf8PlainText, exporting: { Data($0.utf8) }, importing: { try String.decodingUTF8($0) })
        DataRepresentation(importedContentType: .plainText, importing: { try String.decodingUTF8($0) })
    }

    private static func decodingUTF8(_ data: Data) throws -> String {
        guard let text = String(data: data, encoding: .utf8) else { throw CocoaError(.fileReadInapplicableStringEncoding) }
        return text
    }
}

extension Data: Transferable {
    /// Bytes: it reads any item that has data.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
}

extension URL: Transferable {
    /// A URL, as its absolute string.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .url, exporting: { Data($0.absoluteString.utf8) }, importing: { data in
            guard let url = String(data: data, encoding: .utf8).flatMap(URL.init(string:)) else { throw CocoaError(.fileReadCorruptFile) }
            return url
        })
    }
}

extension Image: Transferable {
    /// An image travels as its pixels, which the engine does not draw: dragging one gives the
    /// receiver nothing, and the drag step says so (PhotosUI loads a picked photo as an Image
    /// by its own rule).
    // Chosen [transfer-image-has-no-pixels]: rather than invent PNG bytes, an Image offers no
    // format, so a drop of one fails loudly instead of delivering something a device would not.
    public static var transferRepresentation: some TransferRepresentation {
        _TransferRepresentations(formats: [])
    }
}
