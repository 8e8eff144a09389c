import Foundation
@_spi(Frameworks) import StateEngine

/// A photo the user picked: named by its identifier in the library. The driver's
/// `pickPhotos` step names the photos, so a scenario's items and what they load are the same
/// on every run.
// Evidence: Apple docs, PhotosPickerItem (itemIdentifier; loadTransferable(type:) "Loads a
// Transferable object using a representation of the item"); WWDC22 "What's new in the Photos
// picker" (the picker returns item identifiers; the app loads the data it needs).
public struct PhotosPickerItem: Equatable, Hashable, Sendable {
    public let itemIdentifier: String?

    public init(itemIdentifier: String) {
        self.itemIdentifier = itemIdentifier
    }

    /// The photo as `type`, loaded at once: through the type's importing representations from
    /// the photo's JPEG data, or, for an `Image`, the image named for the photo.
    // Chosen [photos-load-deterministic]: a picked photo's data is the UTF-8 bytes of
    // "photo <identifier>", offered as JPEG, and its image is an Image named by the identifier,
    // loaded without waiting, so what an app does with a loaded photo shows the same on every run.
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? {
        Self.load(type, identifier: itemIdentifier ?? "")
    }

    /// The same, reported to `completionHandler` (on the main actor, right away).
    public func loadTransferable<T: Transferable>(type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void) {
        completionHandler(.success(Self.load(type, identifier: itemIdentifier ?? "")))
    }

    private static func load<T: Transferable>(_ type: T.Type, identifier: String) -> T? {
        // An Image has no bytes in the engine (rule transfer-image-has-no-pixels): it is named for the photo.
        if let image = Image(identifier) as? T { return image }
        return _TransferLoading.load(type, data: Data("photo \(identifier)".utf8), contentType: .jpeg)
    }

    public enum EncodingDisambiguationPolicy: Sendable {
        case automatic, current, compatible
    }
}

/// Which photos the picker offers (inert: the step names the photos it picks).
// Evidence: Apple docs, PHPickerFilter (images, videos, livePhotos, screenshots, any(of:), not(_:)).
/// StateEngine: inert
public struct PHPickerFilter: Equatable, Hashable, Sendable {
    let name: String
    public static let images = PHPickerFilter(name: "images")
    public static let videos = PHPickerFilter(name: "videos")
    public static let livePhotos = PHPickerFilter(name: "livePhotos")
    public static let screenshots = PHPickerFilter(name: "screenshots")
    public static let panoramas = PHPickerFilter(name: "panoramas")
    public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: "any") }
    public static func all(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: "all") }
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(name: "not") }
}

/// How the picker orders several picks (inert).
/// StateEngine: inert
public struct PhotosPickerSelectionBehavior: Equatable, Hashable, Sendable {
    let name: String
    public static let `default` = PhotosPickerSelectionBehavior(name: "default")
    public static let ordered = PhotosPickerSelectionBehavior(name: "ordered")
    public static let continuous = PhotosPickerSelectionBehavior(name: "continuous")
    public static let continuousAndOrdered = PhotosPickerSelectionBehavior(name: "continuousAndOrdered")
}
