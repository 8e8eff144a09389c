import Foundation

// Scroll positions, geometry and phases (iOS 17, 18): what a scroll view reports or is moved to
// needs the engine's viewport to model, which it does not yet. Each fails to compile with
// StateEngine's message (issue 34); see UnsupportedViews.swift for the convention.

nonisolated extension View {
    @available(*, unavailable, message: "StateEngine does not model `scrollPosition` yet (see Supported SwiftUI)")
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> EmptyView { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model `onScrollGeometryChange` yet (see Supported SwiftUI)")
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> EmptyView { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model `onScrollPhaseChange` yet (see Supported SwiftUI)")
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> EmptyView { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model `onScrollPhaseChange` yet (see Supported SwiftUI)")
    public func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void
    ) -> EmptyView { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model `onScrollVisibilityChange` yet (see Supported SwiftUI)")
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> EmptyView { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model `onScrollTargetVisibilityChange` yet (see Supported SwiftUI)")
    public func onScrollTargetVisibilityChange<ID: Hashable>(
        idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void
    ) -> EmptyView { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model `defaultScrollAnchor` yet (see Supported SwiftUI)")
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> EmptyView { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model `defaultScrollAnchor` yet (see Supported SwiftUI)")
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> EmptyView { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model `scrollInputBehavior` yet (see Supported SwiftUI)")
    public func scrollInputBehavior(_ behavior: ScrollInputBehavior, for input: ScrollInputKind) -> EmptyView { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model `scrollTransition` yet (see Supported SwiftUI)")
    public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> EmptyView { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model `scrollTransition` yet (see Supported SwiftUI)")
    public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> EmptyView { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model `visualEffect` yet (see Supported SwiftUI)")
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> EmptyView { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `ScrollPosition` yet (see Supported SwiftUI)")
public struct ScrollPosition: Equatable {
    public init(idType: (some Hashable).Type = Never.self) {}
    public init(idType: (some Hashable).Type = Never.self, edge: Edge) {}
    public init(idType: (some Hashable).Type = Never.self, point: CGPoint) {}
    public init(idType: (some Hashable).Type = Never.self, x: CGFloat) {}
    public init(idType: (some Hashable).Type = Never.self, y: CGFloat) {}
    public init(idType: (some Hashable).Type = Never.self, x: CGFloat, y: CGFloat) {}
    public init(id: some Hashable, anchor: UnitPoint? = nil) {}
    public var edge: Edge? { fatalError() }
    public var isPositionedByUser: Bool { fatalError() }
    public var point: CGPoint? { fatalError() }
    public var viewID: (any Hashable)? { fatalError() }
    public func viewID<T: Hashable>(type: T.Type) -> T? { fatalError() }
    public mutating func scrollTo(id: some Hashable, anchor: UnitPoint? = nil) {}
    public mutating func scrollTo(edge: Edge) {}
    public mutating func scrollTo(point: CGPoint) {}
    public mutating func scrollTo(x: CGFloat) {}
    public mutating func scrollTo(y: CGFloat) {}
    public mutating func scrollTo(x: CGFloat, y: CGFloat) {}
    public static func == (a: ScrollPosition, b: ScrollPosition) -> Bool { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `ScrollGeometry` yet (see Supported SwiftUI)")
public struct ScrollGeometry: Equatable, Sendable {
    public var contentOffset: CGPoint { fatalError() }
    public var contentSize: CGSize { fatalError() }
    public var contentInsets: EdgeInsets { fatalError() }
    public var containerSize: CGSize { fatalError() }
    public var visibleRect: CGRect { fatalError() }
    public var bounds: CGRect { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `ScrollPhase` yet (see Supported SwiftUI)")
public enum ScrollPhase: Equatable, Sendable {
    case idle, tracking, interacting, decelerating, animating
    public var isScrolling: Bool { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `ScrollPhaseChangeContext` yet (see Supported SwiftUI)")
public struct ScrollPhaseChangeContext {
    public var geometry: ScrollGeometry { fatalError() }
}




@available(*, unavailable, message: "StateEngine does not model `ScrollContentOffsetAdjustmentBehavior` yet (see Supported SwiftUI)")
public struct ScrollContentOffsetAdjustmentBehavior {
    public static var automatic: ScrollContentOffsetAdjustmentBehavior { fatalError() }
    public static var disabled: ScrollContentOffsetAdjustmentBehavior { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `ScrollTarget` yet (see Supported SwiftUI)")
public struct ScrollTarget {
    public var rect: CGRect
    public var anchor: UnitPoint?
}

@available(*, unavailable, message: "StateEngine does not model `ScrollTargetBehaviorContext` yet (see Supported SwiftUI)")
public struct ScrollTargetBehaviorContext {
    public var originalTarget: ScrollTarget { fatalError() }
    public var contentSize: CGSize { fatalError() }
    public var containerSize: CGSize { fatalError() }
    public var axes: Axis.Set { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `ScrollTargetBehaviorProperties` yet (see Supported SwiftUI)")
public struct ScrollTargetBehaviorProperties: Equatable {}

@available(*, unavailable, message: "StateEngine does not model `ScrollTargetBehaviorPropertiesContext` yet (see Supported SwiftUI)")
public struct ScrollTargetBehaviorPropertiesContext {}

@available(*, unavailable, message: "StateEngine does not model `AnyScrollTargetBehavior` yet (see Supported SwiftUI)")
public struct AnyScrollTargetBehavior: ScrollTargetBehavior {
    public init(_ behavior: some ScrollTargetBehavior) {}
}

@available(*, unavailable, message: "StateEngine does not model `ScrollTransitionConfiguration` yet (see Supported SwiftUI)")
public struct ScrollTransitionConfiguration {
    public static var interactive: ScrollTransitionConfiguration { fatalError() }
    public static var identity: ScrollTransitionConfiguration { fatalError() }
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { fatalError() }
    public static var animated: ScrollTransitionConfiguration { fatalError() }
    public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration { fatalError() }
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { fatalError() }
    public struct Threshold {
        public static var visible: Threshold { fatalError() }
        public static var hidden: Threshold { fatalError() }
        public static var centered: Threshold { fatalError() }
        public static func visible(_ amount: Double) -> Threshold { fatalError() }
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold { fatalError() }
        public func inset(by distance: Double) -> Threshold { fatalError() }
    }
}

@available(*, unavailable, message: "StateEngine does not model `ScrollTransitionPhase` yet (see Supported SwiftUI)")
public enum ScrollTransitionPhase: Equatable, Sendable {
    case topLeading, identity, bottomTrailing
    public var isIdentity: Bool { fatalError() }
    public var value: Double { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `VisualEffect` yet (see Supported SwiftUI)")
public protocol VisualEffect: Sendable {}

@available(*, unavailable, message: "StateEngine does not model `EmptyVisualEffect` yet (see Supported SwiftUI)")
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
}

@available(*, unavailable, message: "StateEngine does not model `VisualEffect` yet (see Supported SwiftUI)")
extension VisualEffect {
    public func opacity(_ opacity: Double) -> EmptyVisualEffect { fatalError() }
    public func offset(_ offset: CGSize) -> EmptyVisualEffect { fatalError() }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> EmptyVisualEffect { fatalError() }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> EmptyVisualEffect { fatalError() }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> EmptyVisualEffect { fatalError() }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> EmptyVisualEffect { fatalError() }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> EmptyVisualEffect { fatalError() }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> EmptyVisualEffect { fatalError() }
    public func blur(radius: CGFloat, opaque: Bool = false) -> EmptyVisualEffect { fatalError() }
    public func brightness(_ amount: Double) -> EmptyVisualEffect { fatalError() }
    public func contrast(_ amount: Double) -> EmptyVisualEffect { fatalError() }
    public func saturation(_ amount: Double) -> EmptyVisualEffect { fatalError() }
    public func grayscale(_ amount: Double) -> EmptyVisualEffect { fatalError() }
    public func hueRotation(_ angle: Angle) -> EmptyVisualEffect { fatalError() }
    public func colorMultiply(_ color: Color) -> EmptyVisualEffect { fatalError() }
}
