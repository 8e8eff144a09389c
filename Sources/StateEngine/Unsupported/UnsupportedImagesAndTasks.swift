import Foundation

// Image rendering and dynamic range, named tasks (iOS 26), and a
// few more input and accessibility modifiers. Each fails to compile with StateEngine's message
// (issue 34); see UnsupportedViews.swift for the convention.

nonisolated extension View {
    @available(*, unavailable, message: "StateEngine does not model `accessibilityChartDescriptor` yet (see Supported SwiftUI)")
    public func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(_ representable: R) -> EmptyView { fatalError() }
}


extension Font {
    @available(*, unavailable, message: "StateEngine does not model `Font.Context` yet (see Supported SwiftUI)")
    public struct Context: Hashable, Sendable {}
}

extension EnvironmentValues {
    @available(*, unavailable, message: "StateEngine does not model `allowedDynamicRange` yet (see Supported SwiftUI)")
    public var allowedDynamicRange: Image.DynamicRange? { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `fontResolutionContext` yet (see Supported SwiftUI)")
    public var fontResolutionContext: Font.Context { get { fatalError() } }
}

@available(*, unavailable, message: "StateEngine does not model `ImageRenderer` yet (see Supported SwiftUI)")
public final class ImageRenderer<Content: View> {
    public init(content view: Content) {}
    public var content: Content { fatalError() }
    public var scale: CGFloat { get { fatalError() } set {} }
    public var isOpaque: Bool { get { fatalError() } set {} }
    public var proposedSize: ProposedViewSize { get { fatalError() } set {} }
}
