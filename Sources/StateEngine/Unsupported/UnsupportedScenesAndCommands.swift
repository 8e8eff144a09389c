import Foundation

// Scenes beyond the app's one window, documents and widgets: StateEngine runs one window group
// with no document browser and no widget host (widgets run in an app extension, not in the app a
// scenario launches). Menu commands are in App/Commands.swift. Each fails to compile
// with StateEngine's message (issue 34); see UnsupportedViews.swift for the convention.

@available(*, unavailable, message: "StateEngine does not model `DocumentGroup` yet (see Supported SwiftUI)")
public struct DocumentGroup<Document, Content: View>: Scene {
    // A scene, so that using one in an App fails with the message above, not a builder error.
    public var body: Never { fatalError() }
    public init(newDocument: @autoclosure @escaping () -> Document, @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {}
    public init(viewing documentType: Document.Type, @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) {}
}

@available(*, unavailable, message: "StateEngine does not model `DocumentGroupLaunchScene` yet (see Supported SwiftUI)")
public struct DocumentGroupLaunchScene<Actions: View> {}

@available(*, unavailable, message: "StateEngine does not model `FileDocumentConfiguration` yet (see Supported SwiftUI)")
public struct FileDocumentConfiguration<Document> {
    public var document: Document { fatalError() }
    public var fileURL: URL? { fatalError() }
    public var isEditable: Bool { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `ReferenceFileDocumentConfiguration` yet (see Supported SwiftUI)")
public struct ReferenceFileDocumentConfiguration<Document> {
    public var document: Document { fatalError() }
    public var fileURL: URL? { fatalError() }
    public var isEditable: Bool { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `ReadableDocument` yet (see Supported SwiftUI)")
public protocol ReadableDocument {}
@available(*, unavailable, message: "StateEngine does not model `WritableDocument` yet (see Supported SwiftUI)")
public protocol WritableDocument {}
@available(*, unavailable, message: "StateEngine does not model `DocumentReader` yet (see Supported SwiftUI)")
public protocol DocumentReader {}
@available(*, unavailable, message: "StateEngine does not model `DocumentWriter` yet (see Supported SwiftUI)")
public protocol DocumentWriter {}
@available(*, unavailable, message: "StateEngine does not model `DocumentReadConfiguration` yet (see Supported SwiftUI)")
public struct DocumentReadConfiguration {}
@available(*, unavailable, message: "StateEngine does not model `DocumentWriteConfiguration` yet (see Supported SwiftUI)")
public struct DocumentWriteConfiguration {}
@available(*, unavailable, message: "StateEngine does not model `DocumentCreationContext` yet (see Supported SwiftUI)")
public struct DocumentCreationContext {}
@available(*, unavailable, message: "StateEngine does not model `DocumentCreationSource` yet (see Supported SwiftUI)")
public struct DocumentCreationSource {}
@available(*, unavailable, message: "StateEngine does not model `DocumentBaseBox` yet (see Supported SwiftUI)")
public struct DocumentBaseBox<Document> {}
@available(*, unavailable, message: "StateEngine does not model `DocumentLaunchView` yet (see Supported SwiftUI)")
public struct DocumentLaunchView<Title: View, Actions: View, Background: View, Accessories: View> {}
@available(*, unavailable, message: "StateEngine does not model `DocumentLaunchGeometryProxy` yet (see Supported SwiftUI)")
public struct DocumentLaunchGeometryProxy {}
@available(*, unavailable, message: "StateEngine does not model `NewDocumentButton` yet (see Supported SwiftUI)")
public struct NewDocumentButton<Label> {
    public init(_ titleKey: LocalizedStringKey? = nil) where Label == DefaultNewDocumentButtonLabel {}
}
@available(*, unavailable, message: "StateEngine does not model `NewDocumentButtonDataSource` yet (see Supported SwiftUI)")
public struct NewDocumentButtonDataSource<Document> {}
@available(*, unavailable, message: "StateEngine does not model `DefaultNewDocumentButtonLabel` yet (see Supported SwiftUI)")
public struct DefaultNewDocumentButtonLabel {}
@available(*, unavailable, message: "StateEngine does not model `DefaultDocumentGroupLaunchActions` yet (see Supported SwiftUI)")
public struct DefaultDocumentGroupLaunchActions {}
@available(*, unavailable, message: "StateEngine does not model `URLDocumentConfiguration` yet (see Supported SwiftUI)")
public struct URLDocumentConfiguration {}
@available(*, unavailable, message: "StateEngine does not model `FileWrapperDocumentReader` yet (see Supported SwiftUI)")
public struct FileWrapperDocumentReader {}
@available(*, unavailable, message: "StateEngine does not model `FileWrapperDocumentWriter` yet (see Supported SwiftUI)")
public struct FileWrapperDocumentWriter {}
@available(*, unavailable, message: "StateEngine does not model `Document` yet (see Supported SwiftUI)")
public protocol Document {}

@available(*, unavailable, message: "StateEngine does not model `Widget` yet (see Supported SwiftUI)")
public protocol Widget {}
@available(*, unavailable, message: "StateEngine does not model `WidgetBundle` yet (see Supported SwiftUI)")
public protocol WidgetBundle {}
@available(*, unavailable, message: "StateEngine does not model `WidgetBundleBuilder` yet (see Supported SwiftUI)")
@resultBuilder
public struct WidgetBundleBuilder {
    public static func buildBlock<W: Widget>(_ content: W...) -> W { fatalError() }
}
@available(*, unavailable, message: "StateEngine does not model `WidgetConfiguration` yet (see Supported SwiftUI)")
public protocol WidgetConfiguration {}
@available(*, unavailable, message: "StateEngine does not model `EmptyWidgetConfiguration` yet (see Supported SwiftUI)")
public struct EmptyWidgetConfiguration: WidgetConfiguration {}
@available(*, unavailable, message: "StateEngine does not model `LimitedAvailabilityConfiguration` yet (see Supported SwiftUI)")
public struct LimitedAvailabilityConfiguration: WidgetConfiguration {}
@available(*, unavailable, message: "StateEngine does not model `ControlWidget` yet (see Supported SwiftUI)")
public protocol ControlWidget {}
@available(*, unavailable, message: "StateEngine does not model `ControlWidgetConfiguration` yet (see Supported SwiftUI)")
public protocol ControlWidgetConfiguration {}
@available(*, unavailable, message: "StateEngine does not model `ControlWidgetConfigurationBuilder` yet (see Supported SwiftUI)")
public struct ControlWidgetConfigurationBuilder {}
@available(*, unavailable, message: "StateEngine does not model `ControlWidgetTemplate` yet (see Supported SwiftUI)")
public protocol ControlWidgetTemplate {}
@available(*, unavailable, message: "StateEngine does not model `ControlWidgetTemplateBuilder` yet (see Supported SwiftUI)")
public struct ControlWidgetTemplateBuilder {}
@available(*, unavailable, message: "StateEngine does not model `EmptyControlWidgetConfiguration` yet (see Supported SwiftUI)")
public struct EmptyControlWidgetConfiguration: ControlWidgetConfiguration {}
@available(*, unavailable, message: "StateEngine does not model `EmptyControlWidgetTemplate` yet (see Supported SwiftUI)")
public struct EmptyControlWidgetTemplate: ControlWidgetTemplate {}

nonisolated extension View {
}

@available(*, unavailable, message: "StateEngine does not model `SceneRestorationBehavior` yet (see Supported SwiftUI)")
public struct SceneRestorationBehavior: Sendable {
    public static var automatic: SceneRestorationBehavior { fatalError() }
    public static var disabled: SceneRestorationBehavior { fatalError() }
}
@available(*, unavailable, message: "StateEngine does not model `WindowManagerRole` yet (see Supported SwiftUI)")
public struct WindowManagerRole: Sendable {
    public static var automatic: WindowManagerRole { fatalError() }
    public static var principal: WindowManagerRole { fatalError() }
    public static var associated: WindowManagerRole { fatalError() }
}
@available(*, unavailable, message: "StateEngine does not model `WindowToolbarFullScreenVisibility` yet (see Supported SwiftUI)")
public struct WindowToolbarFullScreenVisibility: Sendable {
    public static var automatic: WindowToolbarFullScreenVisibility { fatalError() }
    public static var visible: WindowToolbarFullScreenVisibility { fatalError() }
    public static var onHover: WindowToolbarFullScreenVisibility { fatalError() }
}
@available(*, unavailable, message: "StateEngine does not model `PresentedWindowContent` yet (see Supported SwiftUI)")
public struct PresentedWindowContent<Data, Content: View> {}
@available(*, unavailable, message: "StateEngine does not model `BackgroundTask` yet (see Supported SwiftUI)")
public struct BackgroundTask<Request, Response>: Sendable {}
