import Foundation

// Hosting SwiftUI in UIKit and UIKit in SwiftUI: StateEngine has no UIKit underneath (see
// UnsupportedPlatform.swift). Each fails to compile with StateEngine's message (issue 34).
// `UIHostingController` and its sizing options are StateEngineUIKit's, which `import SwiftUI` brings.

@available(*, unavailable, message: "StateEngine does not model `UIHostingConfiguration` yet (see Supported SwiftUI)")
public struct UIHostingConfiguration<Content: View, Background: View> {
    public init(@ViewBuilder content: () -> Content) where Background == EmptyView {}
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
