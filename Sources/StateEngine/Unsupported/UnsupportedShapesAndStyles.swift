import Foundation

// iOS 26's rounded-rectangular shapes and the hierarchical style modifier, not drawn yet. Each
// fails to compile with StateEngine's message (issue 34); see UnsupportedViews.swift.

@available(*, unavailable, message: "StateEngine does not model `RoundedRectangularShape` yet (see Supported SwiftUI)")
public protocol RoundedRectangularShape: Shape {}
@available(*, unavailable, message: "StateEngine does not model `RoundedRectangularShapeCorners` yet (see Supported SwiftUI)")
public struct RoundedRectangularShapeCorners {}
@available(*, unavailable, message: "StateEngine does not model `RectangleCornerInsets` yet (see Supported SwiftUI)")
public struct RectangleCornerInsets {}
@available(*, unavailable, message: "StateEngine does not model `HierarchicalShapeStyleModifier` yet (see Supported SwiftUI)")
public struct HierarchicalShapeStyleModifier<Base: ShapeStyle> {}
