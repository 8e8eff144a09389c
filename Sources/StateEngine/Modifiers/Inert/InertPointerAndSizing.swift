import Foundation

// StateEngine: inert (pointer hover, hand gestures, sheet sizing on a large screen and mirrored layout: nothing the engine's iPhone shows or does)
// The engine's device is an iPhone held by a finger: no pointer hovers over a view, so a hover
// effect never shows and `onHover`/`onContinuousHover` never call their action (they run only
// "when the pointer hovers"); a hand-gesture shortcut is Apple Watch's double tap; sheet sizing
// (`presentationSizing`) chooses a sheet's size on iPad and Mac, where iPhone's sheets fill the
// width; a palette's selection effect and whether a view mirrors right to left are how things
// are drawn. Evidence: Apple docs, onHover(perform:) ("Adds an action to perform when the user
// moves the pointer over or away from the view's frame"), onContinuousHover(coordinateSpace:
// perform:) ("when the pointer moves within a view's bounds"), hoverEffect(_:isEnabled:)
// ("Applies a hover effect to this view"), handGestureShortcut(_:isEnabled:) (watchOS double
// tap), presentationSizing(_:) (WWDC24 "What's new in SwiftUI": form and page sizing for sheets
// on iPad and Mac), presentationContentInteraction(_:) ("Configures the behavior of swipe gestures
// on a presentation"; the engine's steps do not resize a sheet), paletteSelectionEffect(_:),
// layoutDirectionBehavior(_:) ("Sets the behavior of this view for different layout directions").
nonisolated extension View {
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { inert() }
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void) -> some View { inert() }
    public func hoverEffect<E: CustomHoverEffect>(_ effect: E, isEnabled: Bool = true) -> some View { inert() }
    public func handGestureShortcut(_ shortcut: HandGestureShortcut, isEnabled: Bool = true) -> some View { inert() }
    public func presentationSizing<S: PresentationSizing>(_ sizing: S) -> some View { inert() }
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { inert() }
    public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View { inert() }
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View { inert() }
}

/// Where the pointer is while it hovers.
/// StateEngine: inert (a visual value)
public enum HoverPhase: Equatable, Sendable {
    case active(CGPoint)
    case ended
}

/// StateEngine: inert (a visual value)
public struct HandGestureShortcut: Sendable {
    let name: String
    public static var primaryAction: HandGestureShortcut { HandGestureShortcut(name: "primaryAction") }
}

/// iOS 18's hover effects (`hoverEffect(.lift)`, a custom effect's body).
/// StateEngine: inert (a visual value)
public protocol CustomHoverEffect {}
/// StateEngine: inert (a visual value)
public struct AutomaticHoverEffect: CustomHoverEffect { public init() {} }
/// StateEngine: inert (a visual value)
public struct EmptyHoverEffect: CustomHoverEffect { public init() {} }
/// StateEngine: inert (a visual value)
public struct HighlightHoverEffect: CustomHoverEffect { public init() {} }
/// StateEngine: inert (a visual value)
public struct LiftHoverEffect: CustomHoverEffect { public init() {} }

/// How a sheet is sized on iPad and Mac (`.form`, `.page`, `.fitted`); iPhone's sheets fill the
/// width whatever the sizing. Evidence: Apple docs, PresentationSizing
/// (`proposedSize(for:context:)`, `fitted(horizontal:vertical:)`, `sticky(horizontal:vertical:)`).
/// StateEngine: inert (a visual value)
public protocol PresentationSizing {
    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize
}
extension PresentationSizing {
    public func fitted(horizontal: Bool, vertical: Bool) -> some PresentationSizing { self }
    public func sticky(horizontal: Bool = false, vertical: Bool = false) -> some PresentationSizing { self }
}
/// StateEngine: inert (a visual value)
public struct AutomaticPresentationSizing: PresentationSizing {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize { .unspecified }
}
/// StateEngine: inert (a visual value)
public struct FormPresentationSizing: PresentationSizing {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize { .unspecified }
}
/// StateEngine: inert (a visual value)
public struct PagePresentationSizing: PresentationSizing {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize { .unspecified }
}
/// StateEngine: inert (a visual value)
public struct FittedPresentationSizing: PresentationSizing {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize { .unspecified }
}
extension PresentationSizing where Self == AutomaticPresentationSizing { public static var automatic: AutomaticPresentationSizing { .init() } }
extension PresentationSizing where Self == FormPresentationSizing { public static var form: FormPresentationSizing { .init() } }
extension PresentationSizing where Self == PagePresentationSizing { public static var page: PagePresentationSizing { .init() } }
extension PresentationSizing where Self == FittedPresentationSizing { public static var fitted: FittedPresentationSizing { .init() } }
/// The presented view a sizing measures.
/// StateEngine: inert (a visual value)
public struct PresentationSizingRoot {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }
}
/// StateEngine: inert (a visual value)
public struct PresentationSizingContext {}

/// A detent whose height the program computes (`.custom(MyDetent.self)`); detents are inert in
/// the engine, which shows a sheet's content whatever its height (`presentationDetents`).
/// StateEngine: inert (a visual value)
public protocol CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat?
}
extension CustomPresentationDetent {
    public typealias Context = PresentationDetent.Context
}
extension PresentationDetent {
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent { PresentationDetent(name: "custom \(D.self)") }
    /// What a custom detent's `height(in:)` is given: the largest height a detent may have.
    public struct Context {
        public var maxDetentValue: CGFloat
    }
}
