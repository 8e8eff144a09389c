import Foundation

/// iOS 26's `GlassEffectContainer`: the Liquid Glass shapes of its content (`glassEffect`) are
/// rendered together and blend into one another as they come within `spacing`. The blending
/// and morphing are pixels (InertLiquidGlass.swift); what the engine models is that the
/// container builds its content as any container does: its views have their state, bodies,
/// lifecycle and controls as without it, and `glassEffectID` / `glassEffectUnion` inside it
/// change nothing a step can see. Shown on the screen as a `GlassEffectContainer` line, so a
/// reader sees where the shared glass is.
// Evidence: Apple docs GlassEffectContainer ("A view that combines multiple Liquid Glass shapes
// into a single shape that can morph individual shapes into one another"; "Use a container with
// the glassEffect(_:in:) modifier") and init(spacing:content:) ("extracting glass shapes from
// the provided content"); WWDC25 "Build a SwiftUI app with the new design" (badges grouped in
// a container so they morph).
public struct GlassEffectContainer<Content: View>: ContainerView {
    public typealias Body = Never
    let content: Content
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    var screenName: String? { "GlassEffectContainer" }
    // Chosen [glass-container-overlays]: Apple's examples always give the container one stack;
    // with several views directly inside, the engine lays them over one another, centred (as
    // Apple's own example places its two glass views with offsets inside a ZStack).
    var containerLayout: ContainerLayout { .stack(AnyLayout(ZStackLayout(alignment: .center))) }
}
