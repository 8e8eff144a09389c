import StateEngine
import StateEngineUIKit
import Testing

/// A UIImagePickerController wrapped in a representable, shown in a sheet, with a coordinator
/// as its delegate: the tutorial pattern.
@Suite @MainActor struct ImagePickerTests {
    struct ImagePicker: UIViewControllerRepresentable {
        @Binding var image: UIImage?
        @Binding var log: [String]
        var allowsEditing = false
        @Environment(\.dismiss) private var dismiss

        func makeUIViewController(context: Context) -> UIImagePickerController {
            let picker = UIImagePickerController()
            picker.sourceType = .photoLibrary
            picker.allowsEditing = allowsEditing
            picker.delegate = context.coordinator
            return picker
        }

        func updateUIViewController(_ picker: UIImagePickerController, context: Context) {}

        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

        final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
            let parent: ImagePicker
            init(parent: ImagePicker) { self.parent = parent }

            func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
                let edited = info[.editedImage] as? UIImage
                parent.log.append("picked \(info[.mediaType] as? String ?? "?"), edited: \(edited?.name ?? "none")")
                parent.image = edited ?? info[.originalImage] as? UIImage
                parent.dismiss()
            }

            func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
                parent.log.append("cancelled")
                parent.dismiss()
            }
        }
    }

    struct Profile: View {
        var allowsEditing = false
        @State private var image: UIImage?
        @State private var log: [String] = []
        @State private var showsPicker = false
        var body: some View {
            VStack {
                if let image {
                    Image(uiImage: image)
                } else {
                    Text("No photo")
                }
                Text(log.joined(separator: "; "))
                Button("Choose photo") { showsPicker = true }
            }
            .sheet(isPresented: $showsPicker) {
                ImagePicker(image: $image, log: $log, allowsEditing: allowsEditing)
            }
        }
    }

    // Evidence: Apple docs, UIImagePickerControllerDelegate (imagePickerController(_:
    // didFinishPickingMediaWithInfo:) with originalImage and mediaType; "The delegate methods are
    // responsible for dismissing the picker"); Image.init(uiImage:).
    @Test func pickingAPhotoTellsTheDelegateWhichDismissesTheSheet() throws {
        let d = Driver(Profile())
        try d.tap("Choose photo")
        #expect(d.screen.contains("UIImagePickerController \"Photos\""), "\(d.screen)")
        try d.pickImage("IMG_0042")
        #expect(d.screen.contains("Image \"IMG_0042\""), "\(d.screen)")
        #expect(d.screen.contains("picked public.image, edited: none"))
        #expect(!d.screen.contains("UIImagePickerController"))
    }

    // Evidence: Apple docs, imagePickerControllerDidCancel(_:) ("Tells the delegate that the user
    // canceled the pick operation").
    @Test func cancellingTellsTheDelegateAndPicksNothing() throws {
        let d = Driver(Profile())
        try d.tap("Choose photo")
        try d.cancelImagePicker()
        #expect(d.screen.contains("Text \"No photo\""), "\(d.screen)")
        #expect(d.screen.contains("cancelled"))
        #expect(!d.screen.contains("UIImagePickerController"))
    }

    // Evidence: Apple docs, UIImagePickerController.InfoKey.editedImage ("Specifies an image
    // edited by the user"), present when allowsEditing is true.
    @Test func withEditingAllowedTheDelegateAlsoGetsTheEditedImage() throws {
        let d = Driver(Profile(allowsEditing: true))
        try d.tap("Choose photo")
        #expect(d.screen.contains("UIImagePickerController \"Photos\" editing"), "\(d.screen)")
        try d.pickImage("IMG_0007")
        #expect(d.screen.contains("edited: IMG_0007"), "\(d.screen)")
    }

    // Evidence: Apple docs, UIImagePickerControllerDelegate ("The delegate methods are responsible
    // for dismissing the picker"): a delegate that does not dismiss leaves the picker up.
    @Test func aDelegateThatDoesNotDismissLeavesThePickerOnScreen() throws {
        final class Silent: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {}
        struct Bare: UIViewControllerRepresentable {
            let delegate = Silent()
            func makeUIViewController(context: Context) -> UIImagePickerController {
                let picker = UIImagePickerController()
                picker.delegate = delegate
                return picker
            }
            func updateUIViewController(_ picker: UIImagePickerController, context: Context) {}
        }
        let d = Driver(Bare())
        try d.pickImage("IMG_0001")
        #expect(d.screen.contains("UIImagePickerController \"Photos\""), "\(d.screen)")
    }

    // Evidence: Apple docs, UIImagePickerController.delegate ("If this property is nil, the picker
    // is dismissed immediately if you try to show it"): there is nothing to pick from.
    @Test func aPickerWithoutADelegateOffersNothing() throws {
        struct NoDelegate: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
            func updateUIViewController(_ picker: UIImagePickerController, context: Context) {}
        }
        let d = Driver(NoDelegate())
        #expect(throws: (any Error).self) { try d.pickImage("IMG_0001") }
    }

    // Evidence: Apple docs, isSourceTypeAvailable(_:) ("devices may not always support all source
    // types"); rule image-picker-no-camera (the virtual iPhone, as the Simulator, has no camera).
    @Test func theLibraryIsAvailableAndTheCameraIsNot() {
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(UIImagePickerController.isSourceTypeAvailable(.savedPhotosAlbum))
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        #expect(UIImagePickerController.availableMediaTypes(for: .camera) == nil)
        #expect(UIImagePickerController().mediaTypes == ["public.image"])
    }
}
