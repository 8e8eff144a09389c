import Foundation

// Text rendering and input beyond what the engine shows on its text screen: custom renderers,
// attributed-text editing, selection, writing tools, hover and pencil input, and a few view
// behaviours. Each fails to compile with StateEngine's message (issue 34); see
// UnsupportedViews.swift.

nonisolated extension View {
    @available(*, unavailable, message: "StateEngine does not model `textRenderer` yet (see Supported SwiftUI)")
    public func textRenderer<T: TextRenderer>(_ renderer: T) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `textSelectionAffinity` yet (see Supported SwiftUI)")
    public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `textInputBorderShape` yet (see Supported SwiftUI)")
    public func textInputBorderShape(_ shape: TextInputBorderShape) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `writingToolsBehavior` yet (see Supported SwiftUI)")
    public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `layoutDirectionBehavior` yet (see Supported SwiftUI)")
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `symbolVariableValueMode` yet (see Supported SwiftUI)")
    public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `symbolColorRenderingMode` yet (see Supported SwiftUI)")
    public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `materialActiveAppearance` yet (see Supported SwiftUI)")
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `paletteSelectionEffect` yet (see Supported SwiftUI)")
    public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `windowToolbarFullScreenVisibility` yet (see Supported SwiftUI)")
    public func windowToolbarFullScreenVisibility(_ visibility: WindowToolbarFullScreenVisibility) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `handGestureShortcut` yet (see Supported SwiftUI)")
    public func handGestureShortcut(_ shortcut: HandGestureShortcut, isEnabled: Bool = true) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `onContinuousHover` yet (see Supported SwiftUI)")
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void) -> EmptyView { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `TextRenderer` yet (see Supported SwiftUI)")
public protocol TextRenderer {}
@available(*, unavailable, message: "StateEngine does not model `TextProxy` yet (see Supported SwiftUI)")
public struct TextProxy {}
@available(*, unavailable, message: "StateEngine does not model `TextAttribute` yet (see Supported SwiftUI)")
public protocol TextAttribute: Hashable {}
@available(*, unavailable, message: "StateEngine does not model `TextSelection` yet (see Supported SwiftUI)")
public struct TextSelection: Hashable {
    public init(range: Range<String.Index>) {}
    public init(insertionPoint: String.Index) {}
}
@available(*, unavailable, message: "StateEngine does not model `TextVariantPreference` yet (see Supported SwiftUI)")
public protocol TextVariantPreference {}
@available(*, unavailable, message: "StateEngine does not model `FixedTextVariant` yet (see Supported SwiftUI)")
public struct FixedTextVariant: TextVariantPreference {}
@available(*, unavailable, message: "StateEngine does not model `SizeDependentTextVariant` yet (see Supported SwiftUI)")
public struct SizeDependentTextVariant: TextVariantPreference {}
@available(*, unavailable, message: "StateEngine does not model `TextInputFormattingControlPlacement` yet (see Supported SwiftUI)")
public struct TextInputFormattingControlPlacement {}
@available(*, unavailable, message: "StateEngine does not model `AttributedTextFormatting` yet (see Supported SwiftUI)")
public enum AttributedTextFormatting {}
@available(*, unavailable, message: "StateEngine does not model `AttributedTextFormattingDefinition` yet (see Supported SwiftUI)")
public protocol AttributedTextFormattingDefinition {}
@available(*, unavailable, message: "StateEngine does not model `AttributedTextSelection` yet (see Supported SwiftUI)")
public struct AttributedTextSelection {
    public init() {}
}
@available(*, unavailable, message: "StateEngine does not model `AttributedTextValueConstraint` yet (see Supported SwiftUI)")
public protocol AttributedTextValueConstraint {}
@available(*, unavailable, message: "StateEngine does not model `HandGestureShortcut` yet (see Supported SwiftUI)")
public struct HandGestureShortcut: Sendable {
    public static var primaryAction: HandGestureShortcut { fatalError() }
}
@available(*, unavailable, message: "StateEngine does not model `HoverPhase` yet (see Supported SwiftUI)")
public enum HoverPhase: Equatable {
    case active(CGPoint)
    case ended
}
@available(*, unavailable, message: "StateEngine does not model `DismissBehavior` yet (see Supported SwiftUI)")
public struct DismissBehavior: Sendable {
    public static var interactive: DismissBehavior { fatalError() }
    public static var destructive: DismissBehavior { fatalError() }
}
@available(*, unavailable, message: "StateEngine does not model `CustomPresentationDetent` yet (see Supported SwiftUI)")
public protocol CustomPresentationDetent {}
@available(*, unavailable, message: "StateEngine does not model `PasteButton` yet (see Supported SwiftUI)")
public struct PasteButton {
    public init<T>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}
}
@available(*, unavailable, message: "StateEngine does not model `SharePreview` yet (see Supported SwiftUI)")
public struct SharePreview<Image, Icon> {
    public init(_ titleKey: LocalizedStringKey) where Image == Never, Icon == Never {}
}
@available(*, unavailable, message: "StateEngine does not model `SpatialEventCollection` yet (see Supported SwiftUI)")
public struct SpatialEventCollection {}
@available(*, unavailable, message: "StateEngine does not model `SpatialEventGesture` yet (see Supported SwiftUI)")
public struct SpatialEventGesture {}
@available(*, unavailable, message: "StateEngine does not model `EmptyModifier` yet (see Supported SwiftUI)")
public struct EmptyModifier {
    public static var identity: EmptyModifier { fatalError() }
    public init() {}
}
@available(*, unavailable, message: "StateEngine does not model `EnvironmentalModifier` yet (see Supported SwiftUI)")
public protocol EnvironmentalModifier {}
@available(*, unavailable, message: "StateEngine does not model `PreferredColorSchemeKey` yet (see Supported SwiftUI)")
public struct PreferredColorSchemeKey {}
@available(*, unavailable, message: "StateEngine does not model `SubscriptionView` yet (see Supported SwiftUI)")
public struct SubscriptionView<PublisherType, Content> {}
@available(*, unavailable, message: "StateEngine does not model `SystemFormatStyle` yet (see Supported SwiftUI)")
public enum SystemFormatStyle {}
@available(*, unavailable, message: "StateEngine does not model `DebugReplaceableView` yet (see Supported SwiftUI)")
public struct DebugReplaceableView {}
@available(*, unavailable, message: "StateEngine does not model `AutomaticHoverEffect` yet (see Supported SwiftUI)")
public struct AutomaticHoverEffect {}
@available(*, unavailable, message: "StateEngine does not model `EmptyHoverEffect` yet (see Supported SwiftUI)")
public struct EmptyHoverEffect {}
@available(*, unavailable, message: "StateEngine does not model `HighlightHoverEffect` yet (see Supported SwiftUI)")
public struct HighlightHoverEffect {}
@available(*, unavailable, message: "StateEngine does not model `LiftHoverEffect` yet (see Supported SwiftUI)")
public struct LiftHoverEffect {}
@available(*, unavailable, message: "StateEngine does not model `CustomHoverEffect` yet (see Supported SwiftUI)")
public protocol CustomHoverEffect {}
@available(*, unavailable, message: "StateEngine does not model `PreviewModifier` yet (see Supported SwiftUI)")
public protocol PreviewModifier {}
@available(*, unavailable, message: "StateEngine does not model `PreviewModifierContent` yet (see Supported SwiftUI)")
public struct PreviewModifierContent {}
@available(*, unavailable, message: "StateEngine does not model `AssistiveAccess` yet (see Supported SwiftUI)")
public struct AssistiveAccess<Content> {}
@available(*, unavailable, message: "StateEngine does not model `AXChartDescriptorRepresentable` yet (see Supported SwiftUI)")
public protocol AXChartDescriptorRepresentable {}
@available(*, unavailable, message: "StateEngine does not model `AccessibilityRotorContentBuilder` yet (see Supported SwiftUI)")
public struct AccessibilityRotorContentBuilder {}
@available(*, unavailable, message: "StateEngine does not model `ReorderableSingleCollectionIdentifier` yet (see Supported SwiftUI)")
public struct ReorderableSingleCollectionIdentifier {}
@available(*, unavailable, message: "StateEngine does not model `ReorderDifference` yet (see Supported SwiftUI)")
public struct ReorderDifference {}
