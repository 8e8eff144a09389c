import Foundation

// Property wrappers and environment values outside issue 8's families, with SwiftUI's
// signatures; each fails to compile with StateEngine's own message.



@available(*, unavailable, message: "StateEngine does not model `OpenWindowAction` yet (see Supported SwiftUI)")
public struct OpenWindowAction {
    public func callAsFunction(id: String) {}
    public func callAsFunction<D: Hashable & Codable>(value: D) {}
    public func callAsFunction<D: Hashable & Codable>(id: String, value: D) {}
}

extension EnvironmentValues {
    @available(*, unavailable, message: "StateEngine does not model `openWindow` yet (see Supported SwiftUI)")
    public var openWindow: OpenWindowAction { fatalError() }

}
