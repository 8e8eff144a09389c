@_spi(Frameworks) import StateEngine
import Transcript

/// What an image picker tells its delegate: the user picked a photo (with what the picker knows
/// of it) or cancelled. Dismissing the picker is the delegate's job: a picker whose delegate
/// does neither stays on screen.
// Evidence: Apple docs, UIImagePickerControllerDelegate ("The delegate methods are responsible
// for dismissing the picker when the operation completes"; imagePickerController(_:
// didFinishPickingMediaWithInfo:), imagePickerControllerDidCancel(_:) "Implementation of this
// method is optional, but expected").
@MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

/// What a navigation controller tells its delegate. An image picker's delegate must adopt it
/// (the picker is a navigation controller on iOS); the engine's picker has no pages to push,
/// so it calls none of its methods.
// Evidence: Apple docs, UIImagePickerController.delegate ("weak var delegate: (any
// UIImagePickerControllerDelegate & UINavigationControllerDelegate)?").
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {}

/// The system's picker of photos (and, on a device with one, the camera), wrapped with a
/// `UIViewControllerRepresentable` and shown in a sheet. The driver's `pickImage(_:)` step is
/// the user choosing a photo of the library by its identifier (as `pickPhotos` names photos),
/// `cancelImagePicker()` the user tapping Cancel: the delegate is told, on the main actor.
// Evidence: Apple docs, UIImagePickerController (sourceType: "The source type you set must be
// available and an exception is thrown if it is not ... The default value is photoLibrary";
// allowsEditing, default false; mediaTypes, "By default, this property is set to the single
// value public.image"; delegate: "If this property is nil, the picker is dismissed immediately
// if you try to show it").
@MainActor
open class UIImagePickerController: UIViewController {
    public enum SourceType: Int, Sendable {
        case photoLibrary, camera, savedPhotosAlbum
    }

    /// Keys of what the picker tells its delegate about a picked photo.
    // Evidence: Apple docs, UIImagePickerController.InfoKey (originalImage, editedImage,
    // cropRect, mediaType, imageURL, mediaURL, mediaMetadata, livePhoto, phAsset).
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
    }

    public weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
    public var allowsEditing = false
    public var mediaTypes = ["public.image"]

    /// Setting a source the device lacks (the camera, rule `image-picker-no-camera`) stops the
    /// program as UIKit's exception does.
    public var sourceType = SourceType.photoLibrary {
        didSet {
            if !Self.isSourceTypeAvailable(sourceType) {
                FrameworkSupport.fatal("UIImagePickerController: Source type \(sourceType.rawValue) not available")
            }
        }
    }

    public override init() { super.init() }

    // Chosen [image-picker-no-camera]: the scenario's iPhone has a photo library and no camera,
    // as the iOS Simulator (where Xcode previews and runs apps first) has none.
    public class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        sourceType != .camera
    }

    public class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image", "public.movie"] : nil
    }

    open override func loadView() {
        view = PickerView(picker: self)
    }

    /// The user's choice: a photo by its identifier, or nil for Cancel.
    func choose(_ identifier: String?) {
        guard let delegate else { return }
        guard let identifier else {
            delegate.imagePickerControllerDidCancel(self)
            return
        }
        delegate.imagePickerController(self, didFinishPickingMediaWithInfo: info(for: identifier))
    }

    // Chosen [image-picker-picked-image]: a picked photo is a UIImage named by the identifier
    // the step gives (the engine's images have no pixels); with allowsEditing the user keeps
    // the crop the picker offers, so the edited image is the same photo.
    private func info(for identifier: String) -> [InfoKey: Any] {
        let image = UIImage(named: identifier)
        var info: [InfoKey: Any] = [.mediaType: "public.image", .originalImage: image as Any]
        if allowsEditing { info[.editedImage] = image as Any }
        return info
    }
}

/// What the picker shows: the library under the picker's title, which its step chooses from.
final class PickerView: UIView {
    private weak var picker: UIImagePickerController?

    init(picker: UIImagePickerController) {
        self.picker = picker
        super.init(frame: .zero)
    }

    override func __stateDocsItems() -> [PlatformItem] {
        guard let picker, !isHidden, alpha > 0 else { return [] }
        // Evidence: Apple docs, UIImagePickerController.delegate ("If this property is nil, the
        // picker is dismissed immediately if you try to show it"): without one it offers nothing.
        guard picker.delegate != nil else { return [] }
        let title = picker.sourceType == .savedPhotosAlbum ? "Recents" : "Photos"
        let choices = PlatformChoices(kind: imagePickerKind, title: title, options: nil, maxCount: 1) { [weak picker] identifiers in
            FrameworkSupport.onMainActor(picker, identifiers.first) { picker, identifier in picker?.choose(identifier) }
        }
        return [PlatformItem(name: "UIImagePickerController", kind: .visual(role: .container, label: title, detail: picker.allowsEditing ? "editing" : nil),
                             choices: choices)]
    }
}

let imagePickerKind = PlatformControlKind("image picker")

extension Driver {
    /// `pickImage(_:)` on this driver.
    public func pickImage(_ identifier: String) throws {
        try choosePlatform([identifier], kind: imagePickerKind, label: nil, title: "pickImage " + ScreenText.quote(identifier))
    }

    /// `cancelImagePicker()` on this driver.
    public func cancelImagePicker() throws {
        try choosePlatform([], kind: imagePickerKind, label: nil, title: "cancelImagePicker")
    }
}

/// The user picks the photo with this identifier in the image picker on screen (the only one),
/// as `pickPhotos` names photos; its delegate is told what was picked.
public func pickImage(_ identifier: String) {
    FrameworkSupport.choose([identifier], kind: imagePickerKind, label: nil, step: "pickImage " + ScreenText.quote(identifier))
}

/// The user taps Cancel in the image picker on screen; its delegate is told.
public func cancelImagePicker() {
    FrameworkSupport.choose([], kind: imagePickerKind, label: nil, step: "cancelImagePicker")
}

extension Image {
    /// An image made from a UIKit image: named as it is.
    // Evidence: Apple docs, Image.init(uiImage:) ("Creates a SwiftUI image from a UIKit image instance").
    public init(uiImage: UIImage) {
        self.init(uiImage.name)
    }
}
