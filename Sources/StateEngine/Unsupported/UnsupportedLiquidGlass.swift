import Foundation

// iOS 26's Liquid Glass views: a container that merges the glass of its content, a shape that
// follows its container's corners. The visual modifiers are
// accepted and inert (Modifiers/InertLiquidGlass.swift); these views are not modelled yet. Each
// fails to compile with StateEngine's message (issue 34); see UnsupportedViews.swift.

@available(*, unavailable, message: "StateEngine does not model `GlassEffectContainer` yet (see Supported SwiftUI)")
public struct GlassEffectContainer<Content: View>: View {
    public typealias Body = Never
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}


