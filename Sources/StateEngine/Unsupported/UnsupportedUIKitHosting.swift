import Foundation

// Hosting SwiftUI in UIKit and UIKit in SwiftUI: StateEngine has no UIKit underneath (see
// UnsupportedPlatform.swift). Each fails to compile with StateEngine's message (issue 34).

@available(*, unavailable, message: "StateEngine does not model `UIHostingController` yet (see Supported SwiftUI)")
open class UIHostingController<Content: View> {
    public init(rootView: Content) {}
    public var rootView: Content { get { fatalError() } set {} }
}

@available(*, unavailable, message: "StateEngine does not model `UIHostingConfiguration` yet (see Supported SwiftUI)")
public struct UIHostingConfiguration<Content: View, Background: View> {
    public init(@ViewBuilder content: () -> Content) where Background == EmptyView {}
}

@available(*, unavailable, message: "StateEngine does not model `UIHostingControllerSizingOptions` yet (see Supported SwiftUI)")
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
}

@available(*, unavailable, message: "StateEngine does not model `UIHostingSceneDelegate` yet (see Supported SwiftUI)")
public protocol UIHostingSceneDelegate {}

@available(*, unavailable, message: "StateEngine does not model `UIViewRepresentableContext` yet (see Supported SwiftUI)")
public struct UIViewRepresentableContext<Representable> {
    public var environment: EnvironmentValues { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `UIViewControllerRepresentableContext` yet (see Supported SwiftUI)")
public struct UIViewControllerRepresentableContext<Representable> {
    public var environment: EnvironmentValues { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `UIGestureRecognizerRepresentable` yet (see Supported SwiftUI)")
public protocol UIGestureRecognizerRepresentable {}

@available(*, unavailable, message: "StateEngine does not model `UIGestureRecognizerRepresentableContext` yet (see Supported SwiftUI)")
public struct UIGestureRecognizerRepresentableContext<Representable> {}

@available(*, unavailable, message: "StateEngine does not model `UIGestureRecognizerRepresentableCoordinateSpaceConverter` yet (see Supported SwiftUI)")
public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter {}

@available(*, unavailable, message: "StateEngine does not model `UITraitBridgedEnvironmentKey` yet (see Supported SwiftUI)")
public protocol UITraitBridgedEnvironmentKey {}

nonisolated extension View {
    @available(*, unavailable, message: "StateEngine does not model `gesture` yet (see Supported SwiftUI)")
    public func gesture<R: UIGestureRecognizerRepresentable>(_ representable: R) -> EmptyView { fatalError() }
}
