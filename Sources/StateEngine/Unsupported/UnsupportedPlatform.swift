// Bridges to UIKit and AppKit, and scenes beyond the main window: StateEngine models SwiftUI's
// own views on Linux, with no UIKit or AppKit underneath and a single window. Each fails to
// compile with StateEngine's own message (issue 8, "Honest by construction").

@available(*, unavailable, message: "StateEngine does not model `UIViewRepresentable` yet (see Supported SwiftUI)")
public protocol UIViewRepresentable {}

@available(*, unavailable, message: "StateEngine does not model `UIViewControllerRepresentable` yet (see Supported SwiftUI)")
public protocol UIViewControllerRepresentable {}

@available(*, unavailable, message: "StateEngine does not model `NSViewRepresentable` yet (see Supported SwiftUI)")
public protocol NSViewRepresentable {}

@available(*, unavailable, message: "StateEngine does not model `@UIApplicationDelegateAdaptor` yet (see Supported SwiftUI)")
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType>: DynamicProperty {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
    public var wrappedValue: DelegateType { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `Settings` yet (see Supported SwiftUI)")
public struct Settings<Content: View>: Scene {
    // A scene, so that using one in an App fails with the message above, not a builder error.
    public var body: Never { fatalError() }
    public init(@ViewBuilder content: () -> Content) {}
}

@available(*, unavailable, message: "StateEngine does not model `Window` yet (see Supported SwiftUI)")
public struct Window<Content: View>: Scene {
    // A scene, so that using one in an App fails with the message above, not a builder error.
    public var body: Never { fatalError() }
    public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {}
}

@available(*, unavailable, message: "StateEngine does not model `MenuBarExtra` yet (see Supported SwiftUI)")
public struct MenuBarExtra<Content: View>: Scene {
    // A scene, so that using one in an App fails with the message above, not a builder error.
    public var body: Never { fatalError() }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {}
}
