import Foundation

// Gestures the driver cannot perform yet (pinch, rotation, a tap's location, composed gestures)
// and iOS 18's gesture options (`isEnabled:`, `name:`). Each fails to compile with StateEngine's
// message (issue 34); see UnsupportedViews.swift for the convention.

nonisolated extension View {
}

@available(*, unavailable, message: "StateEngine does not model `MagnifyGesture` yet (see Supported SwiftUI)")
public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

@available(*, unavailable, message: "StateEngine does not model `MagnificationGesture` yet (see Supported SwiftUI)")
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

@available(*, unavailable, message: "StateEngine does not model `RotateGesture` yet (see Supported SwiftUI)")
public struct RotateGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

@available(*, unavailable, message: "StateEngine does not model `RotationGesture` yet (see Supported SwiftUI)")
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

@available(*, unavailable, message: "StateEngine does not model `SpatialTapGesture` yet (see Supported SwiftUI)")
public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {}
}

@available(*, unavailable, message: "StateEngine does not model `SimultaneousGesture` yet (see Supported SwiftUI)")
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public init(_ first: First, _ second: Second) {}
}

@available(*, unavailable, message: "StateEngine does not model `SequenceGesture` yet (see Supported SwiftUI)")
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public init(_ first: First, _ second: Second) {}
}

@available(*, unavailable, message: "StateEngine does not model `ExclusiveGesture` yet (see Supported SwiftUI)")
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public init(_ first: First, _ second: Second) {}
}

@available(*, unavailable, message: "StateEngine does not model `AnyGesture` yet (see Supported SwiftUI)")
public struct AnyGesture<Value>: Gesture {
    public init<T: Gesture>(_ gesture: T) where Value == T.Value {}
}

extension Gesture {
    @available(*, unavailable, message: "StateEngine does not model `simultaneously` yet (see Supported SwiftUI)")
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `sequenced` yet (see Supported SwiftUI)")
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `exclusively` yet (see Supported SwiftUI)")
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { fatalError() }
}
