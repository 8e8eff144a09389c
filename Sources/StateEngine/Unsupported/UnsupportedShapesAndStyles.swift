import Foundation

// The hierarchical style modifier, not drawn yet. Each
// fails to compile with StateEngine's message (issue 34); see UnsupportedViews.swift.

@available(*, unavailable, message: "StateEngine does not model `HierarchicalShapeStyleModifier` yet (see Supported SwiftUI)")
public struct HierarchicalShapeStyleModifier<Base: ShapeStyle> {}
