import Foundation

// StateEngine: inert (purely visual)
// Liquid Glass (iOS 26): a material and its morphing between shapes, the edge effects of scroll
// views. Each changes only pixels: what bodies run, what the
// text screen shows and what a tap reaches stay the same, so the engine accepts them with
// SwiftUI's signatures (iOS 26 SDK) and they have no effect. Evidence: Apple's documentation,
// "Applying Liquid Glass to custom views" and the View reference (Appearance modifiers).
nonisolated extension View {
    public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S = DefaultGlassEffectShape()) -> some View { inert() }
    public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View { inert() }
    public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> some View { inert() }
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { inert() }
    public func backgroundExtensionEffect() -> some View { inert() }
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View { inert() }
    public func scrollEdgeEffectDisabled(_ disabled: Bool = true, for edges: Edge.Set = .all) -> some View { inert() }
}

/// StateEngine: inert (a visual value)
public struct Glass: Equatable, Sendable {
    let name: String
    public static var regular: Glass { Glass(name: "regular") }
    public static var clear: Glass { Glass(name: "clear") }
    public static var identity: Glass { Glass(name: "identity") }
    public func tint(_ color: Color?) -> Glass { self }
    public func interactive(_ isEnabled: Bool = true) -> Glass { self }
}

/// The capsule SwiftUI draws glass in when no shape is given.
/// StateEngine: inert (a visual value)
nonisolated public struct DefaultGlassEffectShape: Shape {
    nonisolated public init() {}
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

/// StateEngine: inert (a visual value)
public struct GlassEffectTransition: Equatable, Sendable {
    let name: String
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(name: "matchedGeometry") }
    public static var materialize: GlassEffectTransition { GlassEffectTransition(name: "materialize") }
    public static var identity: GlassEffectTransition { GlassEffectTransition(name: "identity") }
}

/// StateEngine: inert (a visual value)
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
    let name: String
    public static var automatic: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "automatic") }
    public static var hard: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "hard") }
    public static var soft: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "soft") }
}

/// When a scroll minimizes the tab bar: read by the bottom accessory's placement
/// (TabViewBottomAccessory.swift).
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let name: String
    public static var automatic: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "automatic") }
    public static var onScrollDown: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "onScrollDown") }
    public static var onScrollUp: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "onScrollUp") }
    public static var never: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "never") }
}

/// StateEngine: inert (a visual value)
public struct GlassButtonStyle: PrimitiveButtonStyle, _BuiltInStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct GlassProminentButtonStyle: PrimitiveButtonStyle, _BuiltInStyle { public init() {} }
extension PrimitiveButtonStyle where Self == GlassButtonStyle { public static var glass: GlassButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle { public static var glassProminent: GlassProminentButtonStyle { .init() } }

// StateEngine: inert (purely visual)
// How a scroll view clips, insets and flashes its indicators: pixels only. Evidence: Apple's
// View reference (Scroll views: "Configuring scroll view content", "Showing scroll indicators").
nonisolated extension View {
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { inert() }
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View { inert() }
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View { inert() }
    public func scrollIndicatorsFlash<V: Equatable>(trigger value: V) -> some View { inert() }
}

/// StateEngine: inert (a visual value)
public struct ButtonSizing: Hashable, Sendable {
    let name: String
    public static var automatic: ButtonSizing { ButtonSizing(name: "automatic") }
    public static var fitted: ButtonSizing { ButtonSizing(name: "fitted") }
    public static var flexible: ButtonSizing { ButtonSizing(name: "flexible") }
}
