import Foundation

// The gestures with a location, a scale or an angle: the driver's `tap(_:at:)`, `pinch` and
// `rotate` steps are the touches they answer. A location is read in the gesture's own
// coordinate space. Chosen [touch-location-in-gesture-space]: the step's point is where the
// finger lands as the gesture reports it, so no view's frame is needed to convert it.

public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }
    public var count: Int
    public var coordinateSpace: CoordinateSpace

    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    @_disfavoredOverload
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// Recognised as a `TapGesture` of the same count, with the touch's location. Evidence:
    /// Apple docs, SpatialTapGesture: "A gesture that recognizes one or more taps and reports
    /// their location."
    public func _recognize(_ touch: _GestureTouch) -> _GestureRecognition<Value>? {
        TapGesture.repeats(of: count, in: touch).map {
            _GestureRecognition(Array(repeating: .ended(Value(location: touch.location)), count: $0))
        }
    }
}

public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    /// A pinch begins once the scale differs from 1 by `minimumScaleDelta`; its samples go
    /// from 1 towards the pinch's scale. Evidence: Apple docs, MagnifyGesture: "A gesture that
    /// recognizes a magnification motion and tracks the amount of magnification";
    /// minimumScaleDelta: "The minimum scale delta required before the gesture starts".
    public func _recognize(_ touch: _GestureTouch) -> _GestureRecognition<Value>? {
        guard case .pinch(let scale) = touch.motion, abs(scale - 1) >= minimumScaleDelta else { return nil }
        return .continuous { fraction in
            Value(time: Date(timeIntervalSinceReferenceDate: touch.time), magnification: 1 + (scale - 1) * fraction,
                  velocity: 0, startAnchor: .center, startLocation: touch.location)
        }
    }
}

/// The iOS 13 pinch (deprecated for `MagnifyGesture`): its value is the magnification alone.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    public func _recognize(_ touch: _GestureTouch) -> _GestureRecognition<CGFloat>? {
        MagnifyGesture(minimumScaleDelta: minimumScaleDelta)._recognize(touch)?.map { phase in
            switch phase {
            case .changed(let value): .changed(value.magnification)
            case .ended(let value): .ended(value.magnification)
            case .failed: .failed
            }
        }
    }
}

public struct RotateGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    /// A rotation begins once the fingers have turned `minimumAngleDelta`. Evidence: Apple
    /// docs, RotateGesture: "A gesture that recognizes a rotation motion and tracks the angle
    /// of the rotation"; minimumAngleDelta: "The minimum delta required before the gesture starts".
    public func _recognize(_ touch: _GestureTouch) -> _GestureRecognition<Value>? {
        guard case .rotation(let angle) = touch.motion, abs(angle.degrees) >= abs(minimumAngleDelta.degrees) else { return nil }
        return .continuous { fraction in
            Value(time: Date(timeIntervalSinceReferenceDate: touch.time), rotation: .degrees(angle.degrees * fraction),
                  velocity: .zero, startAnchor: .center, startLocation: touch.location)
        }
    }
}

/// The iOS 13 rotation (deprecated for `RotateGesture`): its value is the angle alone.
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    public func _recognize(_ touch: _GestureTouch) -> _GestureRecognition<Angle>? {
        RotateGesture(minimumAngleDelta: minimumAngleDelta)._recognize(touch)?.map { phase in
            switch phase {
            case .changed(let value): .changed(value.rotation)
            case .ended(let value): .ended(value.rotation)
            case .failed: .failed
            }
        }
    }
}
