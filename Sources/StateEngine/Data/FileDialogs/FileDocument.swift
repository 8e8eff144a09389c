import Foundation

/// A document stored in a value type, read from and written to a file through a `FileWrapper`:
/// what `fileExporter(document:)` writes.
// Evidence: Apple docs FileDocument ("init(configuration:) ... fileWrapper(configuration:)";
// "writableContentTypes" defaults to "readableContentTypes").
public protocol FileDocument {
    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }
    init(configuration: ReadConfiguration) throws
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document stored in a class the app observes: written from a snapshot of its state, taken
/// when the system saves it.
// Evidence: Apple docs ReferenceFileDocument ("snapshot(contentType:)": "the system calls this
// method when it needs to save"; "fileWrapper(snapshot:configuration:)" writes that snapshot).
public protocol ReferenceFileDocument: ObservableObject {
    associatedtype Snapshot
    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }
    init(configuration: ReadConfiguration) throws
    func snapshot(contentType: UTType) throws -> Snapshot
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document is read from: its type and its file.
public struct FileDocumentReadConfiguration {
    public let contentType: UTType
    public let file: FileWrapper
}

/// What a document is written as: its type, and the file it replaces, if any.
public struct FileDocumentWriteConfiguration {
    public let contentType: UTType
    public let existingFile: FileWrapper?
}

/// Foundation's file wrapper, which Linux's Foundation lacks: a regular file's contents or a
/// directory of wrappers, read from and written to disk.
// Evidence: Apple docs FileWrapper (init(regularFileWithContents:), init(directoryWithFileWrappers:),
// init(url:options:), regularFileContents, fileWrappers, write(to:options:originalContentsURL:)).
open class FileWrapper: @unchecked Sendable {
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let immediate = ReadingOptions(rawValue: 1)
        public static let withoutMapping = ReadingOptions(rawValue: 2)
    }
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let atomic = WritingOptions(rawValue: 1)
        public static let withNameUpdating = WritingOptions(rawValue: 2)
    }

    private enum Contents {
        case file(Data)
        case directory([String: FileWrapper])
    }

    private var contents: Contents
    open var filename: String?
    open var preferredFilename: String?

    public init(regularFileWithContents contents: Data) {
        self.contents = .file(contents)
    }

    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        for (name, child) in childrenByPreferredName where child.preferredFilename == nil { child.preferredFilename = name }
        contents = .directory(childrenByPreferredName)
    }

    public init(url: URL, options: ReadingOptions = []) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        if isDirectory.boolValue {
            var children: [String: FileWrapper] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
                children[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
            }
            contents = .directory(children)
        } else {
            contents = .file(try Data(contentsOf: url))
        }
        filename = url.lastPathComponent
        preferredFilename = url.lastPathComponent
    }

    open var isRegularFile: Bool { if case .file = contents { return true } else { return false } }
    open var isDirectory: Bool { if case .directory = contents { return true } else { return false } }
    open var isSymbolicLink: Bool { false }
    open var regularFileContents: Data? { if case .file(let data) = contents { return data } else { return nil } }
    open var fileWrappers: [String: FileWrapper]? { if case .directory(let children) = contents { return children } else { return nil } }

    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        guard case .directory(var children) = contents else { fatalError("addFileWrapper(_:) on a file wrapper that is not a directory") }
        let name = child.preferredFilename ?? child.filename ?? "Untitled"
        children[name] = child
        contents = .directory(children)
        return name
    }

    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        switch contents {
        case .file(let data):
            try data.write(to: url, options: options.contains(.atomic) ? .atomic : [])
        case .directory(let children):
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, child) in children {
                try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
            }
        }
        if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }
}
