import Foundation

// StateEngine: inert (an iPhone has no Apple Pencil, so these actions never run)
// Apple Pencil's double tap and squeeze reach an app only on an iPad paired with a Pencil that
// has them; the engine's device is an iPhone, where no user can perform them, so the actions
// are accepted and never called, as on a real iPhone. Evidence: Apple docs,
// onPencilDoubleTap(perform:) ("Adds an action to perform after the user double-taps their
// Apple Pencil"), onPencilSqueeze(perform:) ("Adds an action to perform when the user squeezes
// their Apple Pencil"); Apple Pencil works with iPad only (Apple's "Identify your Apple Pencil"
// support article lists iPad models only).
nonisolated extension View {
    public func onPencilDoubleTap(perform action: @escaping (PencilDoubleTapGestureValue) -> Void) -> some View { inert() }
    public func onPencilSqueeze(perform action: @escaping (PencilSqueezeGesturePhase) -> Void) -> some View { inert() }
}

/// StateEngine: inert (a value an iPhone never produces)
public struct PencilDoubleTapGestureValue: Hashable, Sendable {
    public var hoverPose: PencilHoverPose?
}

/// StateEngine: inert (a value an iPhone never produces)
public enum PencilSqueezeGesturePhase: Hashable, Sendable {
    case active(PencilSqueezeGestureValue), ended(PencilSqueezeGestureValue), failed
}

/// StateEngine: inert (a value an iPhone never produces)
public struct PencilSqueezeGestureValue: Hashable, Sendable {
    public var hoverPose: PencilHoverPose?
}

/// StateEngine: inert (a value an iPhone never produces)
public struct PencilHoverPose: Hashable, Sendable {
    public var anchor: UnitPoint
    public var location: CGPoint
    public var altitude: Angle
    public var azimuth: Angle
}
