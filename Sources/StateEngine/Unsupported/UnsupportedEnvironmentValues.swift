import Foundation

// SwiftUI's environment values (iOS 26 SDK types) that StateEngine does not model: reading or
// writing one (`@Environment(\.calendar)`, `.environment(\.timeZone, ...)`) fails to compile
// with StateEngine's message (issue 34, "Nothing undeclared"). See UnsupportedViews.swift for
// the convention. The value types they need that the engine lacks are declared beside them.

extension EnvironmentValues {
    @available(*, unavailable, message: "StateEngine does not model `appearsActive` yet (see Supported SwiftUI)")
    public var appearsActive: Bool { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `disableAutocorrection` yet (see Supported SwiftUI)")
    public var disableAutocorrection: Bool? { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `backgroundMaterial` yet (see Supported SwiftUI)")
    public var backgroundMaterial: Material? { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `dismissWindow` yet (see Supported SwiftUI)")
    public var dismissWindow: DismissWindowAction { get { fatalError() } }
    @available(*, unavailable, message: "StateEngine does not model `documentConfiguration` yet (see Supported SwiftUI)")
    public var documentConfiguration: DocumentConfiguration? { get { fatalError() } }
    @available(*, unavailable, message: "StateEngine does not model `findContext` yet (see Supported SwiftUI)")
    public var findContext: FindContext? { get { fatalError() } }
    @available(*, unavailable, message: "StateEngine does not model `isFocused` yet (see Supported SwiftUI)")
    public var isFocused: Bool { get { fatalError() } }
    @available(*, unavailable, message: "StateEngine does not model `isUserAuthenticationEnabled` yet (see Supported SwiftUI)")
    public var isUserAuthenticationEnabled: Bool { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `preferredPencilDoubleTapAction` yet (see Supported SwiftUI)")
    public var preferredPencilDoubleTapAction: PencilPreferredAction { get { fatalError() } }
    @available(*, unavailable, message: "StateEngine does not model `preferredPencilSqueezeAction` yet (see Supported SwiftUI)")
    public var preferredPencilSqueezeAction: PencilPreferredAction { get { fatalError() } }
    @available(*, unavailable, message: "StateEngine does not model `springLoadingBehavior` yet (see Supported SwiftUI)")
    public var springLoadingBehavior: SpringLoadingBehavior { get { fatalError() } }
}

@available(*, unavailable, message: "StateEngine does not model `DismissWindowAction` yet (see Supported SwiftUI)")
public struct DismissWindowAction {
    public func callAsFunction() {}
    public func callAsFunction(id: String) {}
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}


@available(*, unavailable, message: "StateEngine does not model `DocumentConfiguration` yet (see Supported SwiftUI)")
public struct DocumentConfiguration {
    public var isEditable: Bool { fatalError() }
    public var fileURL: URL? { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `FindContext` yet (see Supported SwiftUI)")
public struct FindContext {}
