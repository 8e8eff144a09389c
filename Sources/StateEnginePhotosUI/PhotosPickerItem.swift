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

    /// The photo as `type`: its data, or an image named for it. It loads at once.
    // Chosen [photos-load-deterministic]: a picked photo's data is the UTF-8 bytes of
    // "photo <identifier>" and its image is an Image named by the identifier, loaded without
    // waiting, so what an app does with a loaded photo shows the same on every run.
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? {
        T.__stateDocsLoadPhoto(identifier: itemIdentifier ?? "")
    }

    /// The same, reported to `completionHandler` (on the main actor, right away).
    public func loadTransferable<T: Transferable>(type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void) {
        completionHandler(.success(T.__stateDocsLoadPhoto(identifier: itemIdentifier ?? "")))
    }

    public enum EncodingDisambiguationPolicy: Sendable {
        case automatic, current, compatible
    }
}

/// What a picked photo can be loaded as: its data, or an image.
// Evidence: Apple docs, Transferable (CoreTransferable; Data and Image conform).
public protocol Transferable {
    /// The photo with this identifier as this type (nil when it cannot be one).
    static func __stateDocsLoadPhoto(identifier: String) -> Self?
}

extension Data: Transferable {
    public static func __stateDocsLoadPhoto(identifier: String) -> Data? { Data("photo \(identifier)".utf8) }
}

extension Image: Transferable {
    public static func __stateDocsLoadPhoto(identifier: String) -> Image? { Image(identifier) }
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
