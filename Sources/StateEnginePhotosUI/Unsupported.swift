import StateEngine

// PhotosUI's other symbols: StateEngine does not model them, and each fails to compile with
// StateEngine's message (issue 34).

@available(*, unavailable, message: "StateEngine does not model `PHPickerViewController` yet (see Supported SwiftUI)")
public final class PHPickerViewController {}

@available(*, unavailable, message: "StateEngine does not model `PHPickerConfiguration` yet (see Supported SwiftUI)")
public struct PHPickerConfiguration {}

@available(*, unavailable, message: "StateEngine does not model `PHPickerResult` yet (see Supported SwiftUI)")
public struct PHPickerResult {}

@available(*, unavailable, message: "StateEngine does not model `PHPhotoLibrary` yet (see Supported SwiftUI)")
public final class PHPhotoLibrary {}

@available(*, unavailable, message: "StateEngine does not model `PHLivePhotoView` yet (see Supported SwiftUI)")
public final class PHLivePhotoView {}

@available(*, unavailable, message: "StateEngine does not model `PhotosPickerStyle` yet (see Supported SwiftUI)")
public struct PhotosPickerStyle {}

extension View {
    @available(*, unavailable, message: "StateEngine does not model `photosPicker` yet (see Supported SwiftUI)")
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `photosPicker` yet (see Supported SwiftUI)")
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, matching filter: PHPickerFilter? = nil) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `photosPickerStyle` yet (see Supported SwiftUI)")
    public func photosPickerStyle(_ style: PhotosPickerStyle) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `photosPickerAccessoryVisibility` yet (see Supported SwiftUI)")
    public func photosPickerAccessoryVisibility(_ visibility: Visibility) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `photosPickerDisabledCapabilities` yet (see Supported SwiftUI)")
    public func photosPickerDisabledCapabilities<C>(_ capabilities: C) -> EmptyView { fatalError() }
}
