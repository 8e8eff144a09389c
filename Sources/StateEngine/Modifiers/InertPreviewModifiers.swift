import Foundation

// StateEngine: inert (Xcode previews only)
// How Xcode's canvas shows a preview: its device, name, layout and orientation. Scenarios run no
// previews (`#Preview` is removed, `PreviewProvider` is never asked for its previews), so these
// have nothing to configure and no effect. Evidence: Apple's documentation, "Previews in Xcode".
nonisolated extension View {
    public func previewDevice(_ value: PreviewDevice?) -> some View { inert() }
    public func previewDisplayName(_ value: String?) -> some View { inert() }
    public func previewLayout(_ value: PreviewLayout) -> some View { inert() }
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { inert() }
    public func previewContext<C: PreviewContext>(_ value: C) -> some View { inert() }
}

/// StateEngine: inert (Xcode previews only)
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { self.rawValue = stringLiteral }
}

/// StateEngine: inert (Xcode previews only)
public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// StateEngine: inert (Xcode previews only)
public struct InterfaceOrientation: Hashable, CaseIterable, Identifiable, Sendable {
    public let id: String
    public static let portrait = InterfaceOrientation(id: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
    public static var allCases: [InterfaceOrientation] { [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight] }
}

/// StateEngine: inert (Xcode previews only)
public protocol PreviewContext {}

/// StateEngine: inert (Xcode previews only)
public protocol PreviewContextKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// StateEngine: inert (Xcode previews only)
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}
