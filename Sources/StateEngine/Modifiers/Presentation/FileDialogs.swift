import Foundation

// SwiftUI's system file dialogs on an iPhone: the document browser that imports files, and the
// one that moves them. Each is a sheet over the presenter while its binding is true, listing
// the app's Documents folder (rule file-dialogs-browse-documents); the user taps a file (or a
// folder) to choose it, or "Cancel". Choosing sets the binding back to false and calls the
// completion with the result; cancelling sets it false and calls onCancellation if given.
// Evidence: Apple docs fileImporter(isPresented:allowedContentTypes:onCompletion:) ("Presents a
// system dialog for allowing the user to import an existing file"; "isPresented: A binding to
// whether the dialog should be shown"; "onCompletion: A callback that will be invoked when the
// operation has succeeded or failed"), fileImporter(...:onCancellation:) ("onCancellation: A
// callback that will be invoked if the user cancels the operation"), fileMover(isPresented:file:
// onCompletion:) ("Presents a system dialog for allowing the user to move an existing file to a
// new location"). Apple developer forums thread 749733: on iOS, tapping a file closes the
// importer; the navigation bar has a Cancel button, and an Open button only to pick folders.

nonisolated extension View {
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType],
        onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
    ) -> some View {
        fileDialog(isPresented: isPresented, purpose: .open(allowedContentTypes, multiple: false), cancel: nil) { result in
            onCompletion(result.map { $0[0] })
        }
    }

    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
    ) -> some View {
        fileDialog(isPresented: isPresented, purpose: .open(allowedContentTypes, multiple: allowsMultipleSelection), cancel: nil, finish: onCompletion)
    }

    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void
    ) -> some View {
        fileDialog(isPresented: isPresented, purpose: .open(allowedContentTypes, multiple: allowsMultipleSelection), cancel: onCancellation, finish: onCompletion)
    }

    public func fileMover(isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View {
        fileDialog(isPresented: isPresented, purpose: .move(file.map { [$0] } ?? []), cancel: nil) { result in
            onCompletion(result.map { $0[0] })
        }
    }

    public func fileMover(
        isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void,
        onCancellation: @escaping () -> Void
    ) -> some View {
        fileDialog(isPresented: isPresented, purpose: .move(file.map { [$0] } ?? []), cancel: onCancellation) { result in
            onCompletion(result.map { $0[0] })
        }
    }

    public func fileMover<C: Collection>(
        isPresented: Binding<Bool>, files: C, onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
    ) -> some View where C.Element == URL {
        fileDialog(isPresented: isPresented, purpose: .move(Array(files)), cancel: nil, finish: onCompletion)
    }

    public func fileMover<C: Collection>(
        isPresented: Binding<Bool>, files: C, onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void,
        onCancellation: @escaping () -> Void
    ) -> some View where C.Element == URL {
        fileDialog(isPresented: isPresented, purpose: .move(Array(files)), cancel: onCancellation, finish: onCompletion)
    }

    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
    ) -> some View {
        fileDialog(isPresented: isPresented, purpose: .export(FileExport.of(document.map { [$0] } ?? [], type: contentType, name: defaultFilename)), cancel: nil) { result in
            onCompletion(result.map { $0[0] })
        }
    }

    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void
    ) -> some View {
        fileDialog(isPresented: isPresented, purpose: .export(FileExport.of(document.map { [$0] } ?? [], type: contentType, name: defaultFilename)), cancel: onCancellation) { result in
            onCompletion(result.map { $0[0] })
        }
    }

    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View {
        let type = contentTypes.first ?? D.writableContentTypes.first ?? .data
        return fileDialog(isPresented: isPresented, purpose: .export(FileExport.of(document.map { [$0] } ?? [], type: type, name: defaultFilename)), cancel: onCancellation) { result in
            onCompletion(result.map { $0[0] })
        }
    }

    public func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentType: UTType,
        onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
    ) -> some View where C.Element: FileDocument {
        fileDialog(isPresented: isPresented, purpose: .export(FileExport.of(Array(documents), type: contentType, name: nil)), cancel: nil, finish: onCompletion)
    }

    public func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
        onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View where C.Element: FileDocument {
        let type = contentTypes.first ?? C.Element.writableContentTypes.first ?? .data
        return fileDialog(isPresented: isPresented, purpose: .export(FileExport.of(Array(documents), type: type, name: nil)), cancel: onCancellation, finish: onCompletion)
    }

    public func fileExporter<D: ReferenceFileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
    ) -> some View {
        fileDialog(isPresented: isPresented, purpose: .export(FileExport.of(document.map { [$0] } ?? [], type: contentType, name: defaultFilename)), cancel: nil) { result in
            onCompletion(result.map { $0[0] })
        }
    }

    public func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentType: UTType,
        onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
    ) -> some View where C.Element: ReferenceFileDocument {
        fileDialog(isPresented: isPresented, purpose: .export(FileExport.of(Array(documents), type: contentType, name: nil)), cancel: nil, finish: onCompletion)
    }

    /// Exports a transferable item: written in the first of its formats that is one of
    /// `contentTypes` (any of its formats when none is given).
    // Evidence: Apple docs fileExporter(isPresented:item:contentTypes:defaultFilename:
    // onCompletion:onCancellation:) ("item: The item to be saved"; "contentTypes: The content
    // types to use for the exported file. If empty, SwiftUI uses the content types from the
    // transferRepresentation property provided for Transferable conformance").
    public func fileExporter<T: Transferable>(
        isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View {
        fileDialog(isPresented: isPresented, purpose: .export(FileExport.of(item.map { [$0] } ?? [], types: contentTypes, name: defaultFilename)), cancel: onCancellation) { result in
            onCompletion(result.map { $0[0] })
        }
    }

    public func fileExporter<C: Collection, T: Transferable>(
        isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
        onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View where T == C.Element {
        fileDialog(isPresented: isPresented, purpose: .export(FileExport.of(Array(items), types: contentTypes, name: nil)), cancel: onCancellation, finish: onCompletion)
    }

    // A mover with no file, or an exporter with no document, is not presented (there is nothing
    // the dialog could do): rule file-dialogs-browse-documents.
    func fileDialog(
        isPresented: Binding<Bool>, purpose: FileBrowser.Purpose, cancel: (() -> Void)?,
        finish: @escaping (Result<[URL], any Error>) -> Void
    ) -> ModifiedContent<Self, _PresentationModifier> {
        let presents: () -> Bool = {
            guard isPresented.location.get() else { return false }
            switch purpose {
            case .open: return true
            case .move(let files): return !files.isEmpty
            case .export(let exports): return !exports.isEmpty
            }
        }
        return modifier(_PresentationModifier(kind: .sheet, state: { (presents(), nil) }, dismiss: { isPresented.wrappedValue = false }, content: {
            FileBrowser(purpose: purpose, folder: URL.documentsDirectory, finish: { result in
                isPresented.wrappedValue = false
                finish(result)
            }, cancel: {
                isPresented.wrappedValue = false
                cancel?()
            })
        }, onDismiss: nil))
    }
}

/// The system's document browser, open on the app's Documents folder: one button per entry,
/// by name, sorted; hidden files are not shown. An importer's files whose type conforms to none
/// of the allowed types are shown disabled, as the iOS browser dims them; a single-file importer
/// picks the file tapped, a multiple one marks it and "Open" picks the marked files, in order.
/// A mover's or exporter's buttons are the folders (Documents and its subfolders); the files
/// move, or the documents are written, into the one tapped.
// Chosen [file-dialogs-browse-documents]: the app's Documents folder is the one folder a
// scenario's sandbox gives the browser, so what the user can pick is what the program (or the
// steps) put there, deterministically.
nonisolated struct FileBrowser: View, EngineProvidedView {
    enum Purpose {
        case open([UTType], multiple: Bool)
        case move([URL])
        case export([FileExport])
    }

    let purpose: Purpose
    let folder: URL
    let finish: (Result<[URL], any Error>) -> Void
    let cancel: () -> Void
    @State private var marked: [URL] = []

    var body: some View {
        VStack {
            Text(folder.lastPathComponent)
            Button("Cancel", action: cancel)
            switch purpose {
            case .open(let allowed, let multiple):
                let files = entries(of: folder)
                if files.isEmpty { Text("No Items") }
                ForEach(files, id: \.self) { file in
                    Button(file.lastPathComponent) {
                        if !multiple {
                            finish(.success([file]))
                        } else if let index = marked.firstIndex(of: file) {
                            marked.remove(at: index)
                        } else {
                            marked.append(file)
                        }
                    }
                    .disabled(!Self.accepts(file, allowed))
                }
                if multiple {
                    if !marked.isEmpty { Text("Selected: " + marked.map(\.lastPathComponent).joined(separator: ", ")) }
                    Button("Open") { finish(.success(marked)) }
                        .disabled(marked.isEmpty)
                }
            case .move(let files):
                ForEach([folder] + entries(of: folder).filter(\.hasDirectoryPath), id: \.self) { destination in
                    Button(destination.lastPathComponent) { finish(Result { try Self.move(files, into: destination) }) }
                }
            case .export(let exports):
                ForEach([folder] + entries(of: folder).filter(\.hasDirectoryPath), id: \.self) { destination in
                    Button(destination.lastPathComponent) { finish(Result { try exports.map { try $0.write(into: destination) } }) }
                }
            }
        }
    }

    private func entries(of folder: URL) -> [URL] {
        let urls = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])) ?? []
        return urls.map { url in
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            return isDirectory.boolValue ? folder.appendingPathComponent(url.lastPathComponent, isDirectory: true) : folder.appendingPathComponent(url.lastPathComponent)
        }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    private static func accepts(_ file: URL, _ allowed: [UTType]) -> Bool {
        let type = file.hasDirectoryPath ? UTType.folder : file.declaredContentType
        return allowed.contains { type.conforms(to: $0) }
    }

    private static func move(_ files: [URL], into destination: URL) throws -> [URL] {
        try files.map { file in
            let target = destination.appendingPathComponent(file.lastPathComponent)
            if file.standardizedFileURL.path != target.standardizedFileURL.path {
                try FileManager.default.moveItem(at: file, to: target)
            }
            return target
        }
    }
}

/// One document an exporter writes: its file name (with its type's extension) and how to make
/// its file, asked for once the user has picked where it goes.
// Evidence: Apple docs FileDocument.fileWrapper(configuration:) (the system asks the document
// for its file when it saves it) and fileExporter's defaultFilename ("If nil, a default name
// will be used").
// The default name is "Untitled", several documents are "Untitled", "Untitled 2", ...; a file
// of the same name in the folder is replaced (rule file-dialogs-browse-documents).
struct FileExport {
    let filename: String
    let makeFile: () throws -> FileWrapper

    static func of<D: FileDocument>(_ documents: [D], type: UTType, name: String?) -> [FileExport] {
        documents.enumerated().map { index, document in
            FileExport(filename: filename(index, of: documents.count, type: type, name: name), makeFile: {
                try document.fileWrapper(configuration: FileDocumentWriteConfiguration(contentType: type, existingFile: nil))
            })
        }
    }

    static func of<D: ReferenceFileDocument>(_ documents: [D], type: UTType, name: String?) -> [FileExport] {
        documents.enumerated().map { index, document in
            FileExport(filename: filename(index, of: documents.count, type: type, name: name), makeFile: {
                let snapshot = try document.snapshot(contentType: type)
                return try document.fileWrapper(snapshot: snapshot, configuration: FileDocumentWriteConfiguration(contentType: type, existingFile: nil))
            })
        }
    }

    /// Transferable items, each in its first format of `types` (its first format when `types`
    /// is empty); an item with no such format is not exported.
    static func of<T: Transferable>(_ items: [T], types: [UTType], name: String?) -> [FileExport] {
        // The file is of the type asked for (its name's extension too), in the format that conforms to it.
        let picks = items.map { item -> (TransferOffer.Format, UTType)? in
            for format in TransferOffer(item).formats {
                if types.isEmpty { return (format, format.contentType) }
                if let type = types.first(where: { format.contentType.conforms(to: $0) }) { return (format, type) }
            }
            return nil
        }
        let count = picks.count
        return picks.enumerated().compactMap { index, choice in
            guard let (format, type) = choice else { return nil }
            return FileExport(filename: filename(index, of: count, type: type, name: name ?? format.suggestedFileName), makeFile: {
                switch try format.payload() {
                case .data(let data): FileWrapper(regularFileWithContents: data)
                case .file(let url): try FileWrapper(url: url)
                }
            })
        }
    }

    private static func filename(_ index: Int, of count: Int, type: UTType, name: String?) -> String {
        var base = name ?? "Untitled"
        if count > 1 && index > 0 { base += " \(index + 1)" }
        guard let ext = type.preferredFilenameExtension else { return base }
        return (base as NSString).pathExtension == ext ? base : base + "." + ext
    }

    func write(into folder: URL) throws -> URL {
        let url = folder.appendingPathComponent(filename)
        if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
        try makeFile().write(to: url, options: .atomic, originalContentsURL: nil)
        return url
    }
}
