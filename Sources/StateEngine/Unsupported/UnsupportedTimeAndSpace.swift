import Foundation

// Animation over time and the layout pass: what is still undeclared of those families (issue
// 34's list), declared unavailable in this one file while their models are being built, so the
// file can be pruned as each lands. Each fails to compile with StateEngine's message; see
// UnsupportedViews.swift for the convention.

nonisolated extension View {
    @available(*, unavailable, message: "StateEngine does not model `alignmentGuide` yet (see Supported SwiftUI)")
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `alignmentGuide` yet (see Supported SwiftUI)")
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `animation` yet (see Supported SwiftUI)")
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `transaction` yet (see Supported SwiftUI)")
    public func transaction<V: View>(
        _ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `containerRelativeFrame` yet (see Supported SwiftUI)")
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `containerRelativeFrame` yet (see Supported SwiftUI)")
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `coordinateSpace` yet (see Supported SwiftUI)")
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `coordinateSpace` yet (see Supported SwiftUI)")
    public func coordinateSpace<T: Hashable>(name: T) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `layoutValue` yet (see Supported SwiftUI)")
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `onGeometryChange` yet (see Supported SwiftUI)")
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `phaseAnimator` yet (see Supported SwiftUI)")
    public func phaseAnimator<Phase: Equatable, Phases: Sequence, T: Equatable, V: View>(
        _ phases: Phases, trigger: T, @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Phase) -> V,
        animation: @escaping @Sendable (Phase) -> Animation? = { _ in .default }
    ) -> EmptyView where Phases.Element == Phase { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `keyframeAnimator` yet (see Supported SwiftUI)")
    public func keyframeAnimator<Value, V: View, K: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> V,
        keyframes: @escaping (Value) -> K
    ) -> EmptyView where K.Value == Value { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `keyframeAnimator` yet (see Supported SwiftUI)")
    public func keyframeAnimator<Value, T: Equatable, V: View, K: Keyframes>(
        initialValue: Value, trigger: T,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> V,
        keyframes: @escaping (Value) -> K
    ) -> EmptyView where K.Value == Value { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `geometryGroup` yet (see Supported SwiftUI)")
    public func geometryGroup() -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `navigationTransition` yet (see Supported SwiftUI)")
    public func navigationTransition<T: NavigationTransition>(_ style: T) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `matchedTransitionSource` yet (see Supported SwiftUI)")
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `matchedTransitionSource` yet (see Supported SwiftUI)")
    public func matchedTransitionSource<ID: Hashable, C: MatchedTransitionSourceConfiguration>(
        id: ID, in namespace: Namespace.ID, configuration: (EmptyMatchedTransitionSourceConfiguration) -> C
    ) -> EmptyView { fatalError() }
}

// Layout.

@available(*, unavailable, message: "StateEngine does not model `ViewDimensions` yet (see Supported SwiftUI)")
public struct ViewDimensions: Equatable {
    public var width: CGFloat { fatalError() }
    public var height: CGFloat { fatalError() }
    public subscript(guide: HorizontalAlignment) -> CGFloat { fatalError() }
    public subscript(guide: VerticalAlignment) -> CGFloat { fatalError() }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { fatalError() }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `AlignmentID` yet (see Supported SwiftUI)")
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

@available(*, unavailable, message: "StateEngine does not model `ProposedViewSize` yet (see Supported SwiftUI)")
public struct ProposedViewSize: Equatable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) {}
    public init(_ size: CGSize) {}
    public static var zero: ProposedViewSize { fatalError() }
    public static var unspecified: ProposedViewSize { fatalError() }
    public static var infinity: ProposedViewSize { fatalError() }
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `LayoutSubview` yet (see Supported SwiftUI)")
public struct LayoutSubview: Equatable {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fatalError() }
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { fatalError() }
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { fatalError() }
    public var priority: Double { fatalError() }
    public var spacing: ViewSpacing { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `LayoutSubviews` yet (see Supported SwiftUI)")
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    public var startIndex: Int { fatalError() }
    public var endIndex: Int { fatalError() }
    public subscript(index: Int) -> LayoutSubview { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `LayoutValueKey` yet (see Supported SwiftUI)")
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

@available(*, unavailable, message: "StateEngine does not model `LayoutProperties` yet (see Supported SwiftUI)")
public struct LayoutProperties: Sendable {
    public init() {}
    public var stackOrientation: Axis?
}

@available(*, unavailable, message: "StateEngine does not model `ViewSpacing` yet (see Supported SwiftUI)")
public struct ViewSpacing: Sendable {
    public init() {}
    public static var zero: ViewSpacing { fatalError() }
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `GridLayout` yet (see Supported SwiftUI)")
public struct GridLayout: Layout {
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {}
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> EmptyView { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `CoordinateSpaceProtocol` yet (see Supported SwiftUI)")
public protocol CoordinateSpaceProtocol {}

@available(*, unavailable, message: "StateEngine does not model `NamedCoordinateSpace` yet (see Supported SwiftUI)")
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    public static func named<N: Hashable>(_ name: N) -> NamedCoordinateSpace { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `GlobalCoordinateSpace` yet (see Supported SwiftUI)")
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
}

@available(*, unavailable, message: "StateEngine does not model `LocalCoordinateSpace` yet (see Supported SwiftUI)")
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
}

// Animation and time.

@available(*, unavailable, message: "StateEngine does not model `Keyframes` yet (see Supported SwiftUI)")
public protocol Keyframes<Value> {
    associatedtype Value
}

@available(*, unavailable, message: "StateEngine does not model `KeyframeTrackContent` yet (see Supported SwiftUI)")
public protocol KeyframeTrackContent<Value> {
    associatedtype Value
}

@available(*, unavailable, message: "StateEngine does not model `KeyframeTrack` yet (see Supported SwiftUI)")
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {}
}

@available(*, unavailable, message: "StateEngine does not model `KeyframeTrackContentBuilder` yet (see Supported SwiftUI)")
@resultBuilder
public struct KeyframeTrackContentBuilder<Value> {
    public static func buildBlock<K: KeyframeTrackContent>(_ content: K...) -> K where K.Value == Value { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `KeyframesBuilder` yet (see Supported SwiftUI)")
@resultBuilder
public struct KeyframesBuilder<Value> {
    public static func buildBlock<K: Keyframes>(_ content: K...) -> K where K.Value == Value { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `LinearKeyframe` yet (see Supported SwiftUI)")
public struct LinearKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

@available(*, unavailable, message: "StateEngine does not model `CubicKeyframe` yet (see Supported SwiftUI)")
public struct CubicKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}

@available(*, unavailable, message: "StateEngine does not model `SpringKeyframe` yet (see Supported SwiftUI)")
public struct SpringKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}

@available(*, unavailable, message: "StateEngine does not model `MoveKeyframe` yet (see Supported SwiftUI)")
public struct MoveKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value) {}
}

@available(*, unavailable, message: "StateEngine does not model `KeyframeTimeline` yet (see Supported SwiftUI)")
public struct KeyframeTimeline<Value> {
    public init<K: Keyframes>(initialValue: Value, @KeyframesBuilder<Value> content: () -> K) where K.Value == Value {}
    public var duration: TimeInterval { fatalError() }
    public func value(time: Double) -> Value { fatalError() }
    public func value(progress: Double) -> Value { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `KeyframeAnimator` yet (see Supported SwiftUI)")
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View {
    public typealias Body = Never
}

@available(*, unavailable, message: "StateEngine does not model `Spring` yet (see Supported SwiftUI)")
public struct Spring: Hashable, Sendable {
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {}
    public init(response: Double, dampingRatio: Double) {}
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {}
    public static var smooth: Spring { fatalError() }
    public static var snappy: Spring { fatalError() }
    public static var bouncy: Spring { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `UnitCurve` yet (see Supported SwiftUI)")
public struct UnitCurve: Hashable, Sendable {
    public static var linear: UnitCurve { fatalError() }
    public static var easeIn: UnitCurve { fatalError() }
    public static var easeOut: UnitCurve { fatalError() }
    public static var easeInOut: UnitCurve { fatalError() }
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve { fatalError() }
    public func value(at progress: Double) -> Double { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `CustomAnimation` yet (see Supported SwiftUI)")
public protocol CustomAnimation: Hashable, Sendable {}

@available(*, unavailable, message: "StateEngine does not model `AnimationContext` yet (see Supported SwiftUI)")
public struct AnimationContext<Value> {}

@available(*, unavailable, message: "StateEngine does not model `AnimationState` yet (see Supported SwiftUI)")
public struct AnimationState<Value> {}

@available(*, unavailable, message: "StateEngine does not model `AnimationStateKey` yet (see Supported SwiftUI)")
public protocol AnimationStateKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

@available(*, unavailable, message: "StateEngine does not model `AnimatableValues` yet (see Supported SwiftUI)")
public struct AnimatableValues {}

@available(*, unavailable, message: "StateEngine does not model `AnimatableModifier` yet (see Supported SwiftUI)")
public protocol AnimatableModifier {}

@available(*, unavailable, message: "StateEngine does not model `GeometryEffect` yet (see Supported SwiftUI)")
public protocol GeometryEffect {}

@available(*, unavailable, message: "StateEngine does not model `AnimationTimelineSchedule` yet (see Supported SwiftUI)")
public struct AnimationTimelineSchedule: TimelineSchedule {
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}

@available(*, unavailable, message: "StateEngine does not model `ExplicitTimelineSchedule` yet (see Supported SwiftUI)")
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    public init(_ dates: Entries) {}
}

@available(*, unavailable, message: "StateEngine does not model `TimelineScheduleMode` yet (see Supported SwiftUI)")
public enum TimelineScheduleMode: Sendable {
    case normal, lowFrequency
}

@available(*, unavailable, message: "StateEngine does not model `TimeDataSource` yet (see Supported SwiftUI)")
public struct TimeDataSource<Value> {}

@available(*, unavailable, message: "StateEngine does not model `Transition` yet (see Supported SwiftUI)")
public protocol Transition {}

@available(*, unavailable, message: "StateEngine does not model `TransitionPhase` yet (see Supported SwiftUI)")
public enum TransitionPhase: Hashable, Sendable {
    case willAppear, identity, didDisappear
    public var isIdentity: Bool { fatalError() }
    public var value: Double { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `TransitionProperties` yet (see Supported SwiftUI)")
public struct TransitionProperties: Sendable {
    public init(hasMotion: Bool = true) {}
    public var hasMotion: Bool { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `AsymmetricTransition` yet (see Supported SwiftUI)")
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
    public init(insertion: Insertion, removal: Removal) {}
}
@available(*, unavailable, message: "StateEngine does not model `BlurReplaceTransition` yet (see Supported SwiftUI)")
public struct BlurReplaceTransition: Transition {}
@available(*, unavailable, message: "StateEngine does not model `IdentityTransition` yet (see Supported SwiftUI)")
public struct IdentityTransition: Transition {
    public init() {}
}
@available(*, unavailable, message: "StateEngine does not model `MoveTransition` yet (see Supported SwiftUI)")
public struct MoveTransition: Transition {
    public init(edge: Edge) {}
}
@available(*, unavailable, message: "StateEngine does not model `OffsetTransition` yet (see Supported SwiftUI)")
public struct OffsetTransition: Transition {
    public init(_ offset: CGSize) {}
}
@available(*, unavailable, message: "StateEngine does not model `OpacityTransition` yet (see Supported SwiftUI)")
public struct OpacityTransition: Transition {
    public init() {}
}
@available(*, unavailable, message: "StateEngine does not model `PushTransition` yet (see Supported SwiftUI)")
public struct PushTransition: Transition {
    public init(edge: Edge) {}
}
@available(*, unavailable, message: "StateEngine does not model `ScaleTransition` yet (see Supported SwiftUI)")
public struct ScaleTransition: Transition {
    public init(_ scale: Double, anchor: UnitPoint = .center) {}
}
@available(*, unavailable, message: "StateEngine does not model `SlideTransition` yet (see Supported SwiftUI)")
public struct SlideTransition: Transition {
    public init() {}
}
@available(*, unavailable, message: "StateEngine does not model `SymbolEffectTransition` yet (see Supported SwiftUI)")
public struct SymbolEffectTransition: Transition {}

@available(*, unavailable, message: "StateEngine does not model `NavigationTransition` yet (see Supported SwiftUI)")
public protocol NavigationTransition {}

@available(*, unavailable, message: "StateEngine does not model `AutomaticNavigationTransition` yet (see Supported SwiftUI)")
public struct AutomaticNavigationTransition: NavigationTransition {}

@available(*, unavailable, message: "StateEngine does not model `ZoomNavigationTransition` yet (see Supported SwiftUI)")
public struct ZoomNavigationTransition: NavigationTransition {}

@available(*, unavailable, message: "StateEngine does not model `NavigationTransition` yet (see Supported SwiftUI)")
extension NavigationTransition where Self == AutomaticNavigationTransition {
    public static var automatic: AutomaticNavigationTransition { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `NavigationTransition` yet (see Supported SwiftUI)")
extension NavigationTransition where Self == ZoomNavigationTransition {
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> ZoomNavigationTransition { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `MatchedTransitionSourceConfiguration` yet (see Supported SwiftUI)")
public protocol MatchedTransitionSourceConfiguration {}

@available(*, unavailable, message: "StateEngine does not model `EmptyMatchedTransitionSourceConfiguration` yet (see Supported SwiftUI)")
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}
