import Foundation

/// A dragged (or exported) item as the receiver sees it: the content types it is offered as,
/// in the sender's order of preference, and how to get the payload of each. What a drag
/// source hands to a drop destination, whatever the item's Swift type.
struct TransferOffer {
    struct Format {
        let contentType: UTType
        let payload: () throws -> _TransferPayload
        let suggestedFileName: String?
    }
    let formats: [Format]

    init<Item: Transferable>(_ item: Item) {
        formats = Item.transferFormats.compactMap { format in
            guard let export = format.exporter, format.condition(item) else { return nil }
            return Format(contentType: format.contentType, payload: { try TransferRun.now { try await export(item) } },
                          suggestedFileName: format.suggestedFileName(item))
        }
    }

    var contentTypes: [UTType] { formats.map(\.contentType) }

    /// Whether some format is one of `types` (or a subtype of one).
    func conforms(toAny types: [UTType]) -> Bool {
        formats.contains { format in types.contains { format.contentType.conforms(to: $0) } }
    }

    /// The item as `Item`, through the first of the sender's formats (in its order of
    /// preference) that one of the receiver's importing formats accepts; nil when none does,
    /// or when the conversion throws.
    // Evidence: Apple docs ProxyRepresentation ("Write the order of the representations ...
    // from more preferred to less preferred ... if the receiver knows about the custom content
    // type, it will receive that custom content type").
    // Chosen [transfer-conforming-types]: a receiver that imports a type accepts a format of
    // that type or of a subtype (an importer of .plainText accepts .utf8PlainText), as UTType
    // conformance reads; a conversion that throws gives no item.
    func load<Item: Transferable>(_ type: Item.Type) -> Item? {
        let importers = Item.transferFormats.filter { $0.importer != nil }
        for format in formats {
            guard let importer = importers.first(where: { format.contentType.conforms(to: $0.contentType) })?.importer else { continue }
            guard let payload = try? format.payload() else { return nil }
            return try? TransferRun.now { try await importer(payload) }
        }
        return nil
    }
}

extension _TransferPayload {
    /// The bytes, read from the file when the payload is one.
    func data() throws -> Data {
        switch self {
        case .data(let data): data
        case .file(let url): try Data(contentsOf: url)
        }
    }

    /// A copy of the payload as a file the receiver owns (the system hands a receiver a copy,
    /// not the sender's file), in the app's temporary folder.
    func receivedFile(type: UTType, into folder: URL) throws -> ReceivedTransferredFile {
        let target: URL
        switch self {
        case .file(let url):
            target = folder.appendingPathComponent(url.lastPathComponent)
            if FileManager.default.fileExists(atPath: target.path) { try FileManager.default.removeItem(at: target) }
            try FileManager.default.copyItem(at: url, to: target)
        case .data(let data):
            let name = "item" + (type.preferredFilenameExtension.map { "." + $0 } ?? "")
            target = folder.appendingPathComponent(name)
            try data.write(to: target, options: .atomic)
        }
        return ReceivedTransferredFile(file: target, isOriginalFile: false)
    }
}

/// Runs a representation's conversion to its end, now: the sender's and receiver's closures
/// are `async`, but they convert values and rarely wait, and a drop delivers its items once
/// they are converted.
// Chosen [transfer-conversions-run-at-once]: a conversion runs on its own task while the
// driver waits for it, bound to the scenario's driver (so `print` reaches the transcript); one
// that waits on the scenario's clock or the main actor cannot finish while the step waits, and
// fails the transfer after 5 seconds of real time with an error that says so.
enum TransferRun {
    struct Suspended: Error, CustomStringConvertible {
        var description: String {
            "a transfer representation's conversion waited (on the clock or the main actor); StateEngine runs conversions at once"
        }
    }

    private final class Outcome<Value>: @unchecked Sendable {
        var result: Result<Value, any Error>?
        let done = DispatchSemaphore(value: 0)
    }

    /// Where conversions run: threads of their own, never the cooperative pool, which the
    /// waiting caller may be holding (a test run fills every pool thread with waiting steps, and
    /// a conversion queued behind them would never start).
    private final class ConversionExecutor: TaskExecutor, @unchecked Sendable {
        static let shared = ConversionExecutor()
        // Dispatch gives a queue of its own more threads when its jobs block, as a nested
        // conversion's caller does.
        private let queue = Dispatch.DispatchQueue(label: "statedocs.transfer-conversions", attributes: .concurrent)

        func enqueue(_ job: consuming ExecutorJob) {
            let job = UnownedJob(job)
            let executor = asUnownedTaskExecutor()
            queue.async { job.runSynchronously(on: executor) }
        }
    }

    static func now<Value>(_ work: @escaping @Sendable () async throws -> Value) throws -> Value {
        let outcome = Outcome<Value>()
        let bound = EngineContext.current.map(HandedOver.init)
        _Concurrency.Task.detached(executorPreference: ConversionExecutor.shared) {
            await EngineContext.$bound.withValue(bound) {
                do { outcome.result = .success(try await work()) } catch { outcome.result = .failure(error) }
            }
            outcome.done.signal()
        }
        guard outcome.done.wait(timeout: .now() + 5) == .success, let result = outcome.result else {
            EngineContext.warn(Suspended().description)
            throw Suspended()
        }
        return try result.get()
    }
}

extension TransferOffer {
    /// An offer of bytes in one content type (what a framework's picker hands over).
    init(data: Data, contentType: UTType) {
        formats = [Format(contentType: contentType, payload: { .data(data) }, suggestedFileName: nil)]
    }
}

/// For frameworks that hand an app bytes to load as a transferable type (a picked photo).
@_spi(Frameworks)
public enum _TransferLoading {
    /// `data`, offered as `contentType`, loaded as `type` through its importing
    /// representations; nil when none accepts it.
    public static func load<T: Transferable>(_ type: T.Type, data: Data, contentType: UTType) -> T? {
        TransferOffer(data: data, contentType: contentType).load(type)
    }
}
