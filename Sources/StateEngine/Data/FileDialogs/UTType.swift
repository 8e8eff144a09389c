import Foundation

/// A uniform type identifier (UniformTypeIdentifiers' `UTType`), which SwiftUI's file dialogs
/// take: `import UniformTypeIdentifiers` names StateEngine in a scenario, as `import SwiftUI` does.
/// The system's common types are declared with the conformances and filename extensions Apple
/// declares for them, so `conforms(to:)` and `UTType(filenameExtension:)` answer as on a device.
// Evidence: Apple docs UTType and "System-declared uniform type identifiers" (public.plain-text
// conforms to public.text, public.text to public.data and public.content; public.png to
// public.image; com.adobe.pdf to public.data and public.composite-content; ...).
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String
    let parents: [String]
    let extensions: [String]
    let summary: String

    init(_ identifier: String, conformsTo parents: [String], extensions: [String] = [], summary: String) {
        self.identifier = identifier
        self.parents = parents
        self.extensions = extensions
        self.summary = summary
    }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    /// A system-declared type by its identifier, or one the app declared; nil for one unknown.
    public init?(_ identifier: String) {
        guard let known = UTType.declared[identifier] else { return nil }
        self = known
    }

    /// The declared type for a filename extension, conforming to `supertype`. An extension no
    /// declared type claims gets a dynamic type (`dyn.` identifier) conforming to `supertype`.
    // Evidence: Apple docs UTType.init(filenameExtension:conformingTo:) ("If no type is known
    // ... the system creates a dynamic type").
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let ext = filenameExtension.lowercased()
        if let known = UTType.all.first(where: { $0.extensions.contains(ext) && $0.conforms(to: supertype) }) {
            self = known
        } else {
            self = UTType("dyn.\(ext)", conformsTo: [supertype.identifier], extensions: [ext], summary: "\(ext) file")
        }
    }

    /// The type an app declares in its Info.plist as its own.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self = UTType.declared[identifier] ?? UTType(identifier, conformsTo: [(parentType ?? .data).identifier], summary: identifier)
    }

    /// The type an app declares in its Info.plist as another's.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    public var preferredFilenameExtension: String? { extensions.first }
    public var localizedDescription: String? { summary }
    public var description: String { identifier }
    public var isDynamic: Bool { identifier.hasPrefix("dyn.") }
    public var isDeclared: Bool { !isDynamic }
    public var isPublic: Bool { identifier.hasPrefix("public.") }
    public var supertypes: Set<UTType> {
        Set(parents.compactMap { UTType.declared[$0] }.flatMap { [$0] + $0.supertypes })
    }

    public func conforms(to type: UTType) -> Bool {
        identifier == type.identifier || parents.contains(type.identifier) || supertypes.contains(type)
    }
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
    public func isSubtype(of type: UTType) -> Bool { conforms(to: type) && self != type }

    public static let item = UTType("public.item", conformsTo: [], summary: "item")
    public static let content = UTType("public.content", conformsTo: [], summary: "content")
    public static let compositeContent = UTType("public.composite-content", conformsTo: ["public.content"], summary: "composite content")
    public static let data = UTType("public.data", conformsTo: ["public.item"], summary: "data")
    public static let directory = UTType("public.directory", conformsTo: ["public.item"], summary: "directory")
    public static let folder = UTType("public.folder", conformsTo: ["public.directory"], summary: "folder")
    public static let text = UTType("public.text", conformsTo: ["public.data", "public.content"], summary: "text")
    public static let plainText = UTType("public.plain-text", conformsTo: ["public.text"], extensions: ["txt", "text"], summary: "plain text")
    public static let utf8PlainText = UTType("public.utf8-plain-text", conformsTo: ["public.plain-text"], summary: "Unicode text (UTF-8)")
    public static let delimitedText = UTType("public.delimited-values-text", conformsTo: ["public.text"], summary: "delimited text")
    public static let commaSeparatedText = UTType("public.comma-separated-values-text", conformsTo: ["public.delimited-values-text"], extensions: ["csv"], summary: "CSV text")
    public static let tabSeparatedText = UTType("public.tab-separated-values-text", conformsTo: ["public.delimited-values-text"], extensions: ["tsv"], summary: "TSV text")
    public static let json = UTType("public.json", conformsTo: ["public.text"], extensions: ["json"], summary: "JSON")
    public static let xml = UTType("public.xml", conformsTo: ["public.text"], extensions: ["xml"], summary: "XML")
    public static let html = UTType("public.html", conformsTo: ["public.text"], extensions: ["html", "htm"], summary: "HTML")
    public static let rtf = UTType("public.rtf", conformsTo: ["public.text"], extensions: ["rtf"], summary: "rich text")
    public static let sourceCode = UTType("public.source-code", conformsTo: ["public.plain-text"], summary: "source code")
    public static let swiftSource = UTType("public.swift-source", conformsTo: ["public.source-code"], extensions: ["swift"], summary: "Swift source")
    public static let image = UTType("public.image", conformsTo: ["public.data", "public.content"], summary: "image")
    public static let png = UTType("public.png", conformsTo: ["public.image"], extensions: ["png"], summary: "PNG image")
    public static let jpeg = UTType("public.jpeg", conformsTo: ["public.image"], extensions: ["jpeg", "jpg"], summary: "JPEG image")
    public static let heic = UTType("public.heic", conformsTo: ["public.image"], extensions: ["heic"], summary: "HEIC image")
    public static let gif = UTType("com.compuserve.gif", conformsTo: ["public.image"], extensions: ["gif"], summary: "GIF image")
    public static let svg = UTType("public.svg-image", conformsTo: ["public.image"], extensions: ["svg"], summary: "SVG image")
    public static let pdf = UTType("com.adobe.pdf", conformsTo: ["public.data", "public.composite-content"], extensions: ["pdf"], summary: "PDF document")
    public static let audiovisualContent = UTType("public.audiovisual-content", conformsTo: ["public.data", "public.content"], summary: "audiovisual content")
    public static let audio = UTType("public.audio", conformsTo: ["public.audiovisual-content"], summary: "audio")
    public static let mp3 = UTType("public.mp3", conformsTo: ["public.audio"], extensions: ["mp3"], summary: "MP3 audio")
    public static let movie = UTType("public.movie", conformsTo: ["public.audiovisual-content"], summary: "movie")
    public static let video = UTType("public.video", conformsTo: ["public.movie"], summary: "video")
    public static let mpeg4Movie = UTType("public.mpeg-4", conformsTo: ["public.movie"], extensions: ["mp4"], summary: "MPEG-4 movie")
    public static let quickTimeMovie = UTType("com.apple.quicktime-movie", conformsTo: ["public.movie"], extensions: ["mov"], summary: "QuickTime movie")
    public static let archive = UTType("public.archive", conformsTo: ["public.data"], summary: "archive")
    public static let zip = UTType("public.zip-archive", conformsTo: ["public.archive"], extensions: ["zip"], summary: "ZIP archive")
    public static let spreadsheet = UTType("public.spreadsheet", conformsTo: ["public.content"], summary: "spreadsheet")
    public static let presentation = UTType("public.presentation", conformsTo: ["public.composite-content"], summary: "presentation")
    public static let url = UTType("public.url", conformsTo: ["public.data"], summary: "URL")
    public static let fileURL = UTType("public.file-url", conformsTo: ["public.url"], summary: "file URL")
    public static let vCard = UTType("public.vcard", conformsTo: ["public.text"], extensions: ["vcf"], summary: "vCard")
    public static let epub = UTType("org.idpf.epub-container", conformsTo: ["public.data", "public.composite-content"], extensions: ["epub"], summary: "EPUB document")

    static let all: [UTType] = [
        item, content, compositeContent, data, directory, folder, text, plainText, utf8PlainText, delimitedText,
        commaSeparatedText, tabSeparatedText, json, xml, html, rtf, sourceCode, swiftSource, image, png, jpeg, heic,
        gif, svg, pdf, audiovisualContent, audio, mp3, movie, video, mpeg4Movie, quickTimeMovie, archive, zip,
        spreadsheet, presentation, url, fileURL, vCard, epub,
    ]
    static let declared: [String: UTType] = Dictionary(uniqueKeysWithValues: all.map { ($0.identifier, $0) })
}

extension URL {
    /// The declared type of the file's name (`public.data` conforming when its extension is unknown).
    var declaredContentType: UTType {
        UTType(filenameExtension: pathExtension) ?? .data
    }
}
