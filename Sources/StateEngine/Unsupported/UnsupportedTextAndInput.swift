import Foundation

// Text input beyond what the engine shows on its text screen: text variants, pasting and
// sharing previews, spatial events, and a few view behaviours. Each fails to compile with StateEngine's message (issue 34); see
// UnsupportedViews.swift.

nonisolated extension View {
    @available(*, unavailable, message: "StateEngine does not model `windowToolbarFullScreenVisibility` yet (see Supported SwiftUI)")
    public func windowToolbarFullScreenVisibility(_ visibility: WindowToolbarFullScreenVisibility) -> EmptyView { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `TextVariantPreference` yet (see Supported SwiftUI)")
public protocol TextVariantPreference {}
@available(*, unavailable, message: "StateEngine does not model `FixedTextVariant` yet (see Supported SwiftUI)")
public struct FixedTextVariant: TextVariantPreference {}
@available(*, unavailable, message: "StateEngine does not model `SizeDependentTextVariant` yet (see Supported SwiftUI)")
public struct SizeDependentTextVariant: TextVariantPreference {}
@available(*, unavailable, message: "StateEngine does not model `DismissBehavior` yet (see Supported SwiftUI)")
public struct DismissBehavior: Sendable {
    public static var interactive: DismissBehavior { fatalError() }
    public static var destructive: DismissBehavior { fatalError() }
}
@available(*, unavailable, message: "StateEngine does not model `PreferredColorSchemeKey` yet (see Supported SwiftUI)")
public struct PreferredColorSchemeKey {}
@available(*, unavailable, message: "StateEngine does not model `SubscriptionView` yet (see Supported SwiftUI)")
public struct SubscriptionView<PublisherType, Content> {}
@available(*, unavailable, message: "StateEngine does not model `SystemFormatStyle` yet (see Supported SwiftUI)")
public enum SystemFormatStyle {}
@available(*, unavailable, message: "StateEngine does not model `DebugReplaceableView` yet (see Supported SwiftUI)")
public struct DebugReplaceableView {}
@available(*, unavailable, message: "StateEngine does not model `AXChartDescriptorRepresentable` yet (see Supported SwiftUI)")
public protocol AXChartDescriptorRepresentable {}
@available(*, unavailable, message: "StateEngine does not model `ReorderableSingleCollectionIdentifier` yet (see Supported SwiftUI)")
public struct ReorderableSingleCollectionIdentifier {}
@available(*, unavailable, message: "StateEngine does not model `ReorderDifference` yet (see Supported SwiftUI)")
public struct ReorderDifference {}
