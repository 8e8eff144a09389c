import Transcript

/// How a presentation adapts to a compact size class: what `presentationCompactAdaptation`
/// asks for, read by the presentation whose content carries it.
public struct PresentationAdaptation: Sendable, Equatable {
    enum Kind: Sendable, Equatable { case automatic, none, popover, sheet, fullScreenCover }
    let kind: Kind
    public static var automatic: PresentationAdaptation { PresentationAdaptation(kind: .automatic) }
    public static var none: PresentationAdaptation { PresentationAdaptation(kind: .none) }
    public static var popover: PresentationAdaptation { PresentationAdaptation(kind: .popover) }
    public static var sheet: PresentationAdaptation { PresentationAdaptation(kind: .sheet) }
    public static var fullScreenCover: PresentationAdaptation { PresentationAdaptation(kind: .fullScreenCover) }
}

nonisolated extension View {
    /// Placed on a presentation's content: the layer it is shown as in a compact size class.
    /// Evidence: Apple docs presentationCompactAdaptation(_:) ("The adaptation to use in either a
    /// horizontally or vertically compact size class").
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        modifier(_PresentationCompactAdaptationModifier(horizontal: adaptation, vertical: adaptation))
    }

    /// Evidence: Apple docs presentationCompactAdaptation(horizontal:vertical:) ("In a size class
    /// that is both horizontally and vertically compact, SwiftUI uses the verticalAdaptation value").
    public func presentationCompactAdaptation(horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation) -> some View {
        modifier(_PresentationCompactAdaptationModifier(horizontal: horizontalAdaptation, vertical: verticalAdaptation))
    }
}

nonisolated public struct _PresentationCompactAdaptationModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let horizontal: PresentationAdaptation
    let vertical: PresentationAdaptation
    func makeBehavior() -> ModifierBehavior<Self> { CompactAdaptationBehavior() }
}

final class CompactAdaptationBehavior: ModifierBehavior<_PresentationCompactAdaptationModifier> {
    var modifier: _PresentationCompactAdaptationModifier?
    override func update(modifier: _PresentationCompactAdaptationModifier) { self.modifier = modifier }

    /// The adaptation a presented tree asks for (its outermost one wins, as for
    /// `interactiveDismissDisabled`); a tree presented from inside it keeps its own.
    static func adaptation(in node: Node?) -> _PresentationCompactAdaptationModifier? {
        guard let node else { return nil }
        if let modifier = node as? AnyModifierNode, let behavior = modifier.anyBehavior as? CompactAdaptationBehavior {
            return behavior.modifier
        }
        if node is PresentationRootNode { return nil }
        for child in node.children {
            if let found = adaptation(in: child) { return found }
        }
        return nil
    }
}

enum CompactAdaptation {
    /// The layer a presentation asked for as `requested` is shown as, in the presenter's size
    /// classes. Evidence: Apple docs presentationCompactAdaptation(horizontal:vertical:) ("a
    /// popover presentation over a horizontally-compact view uses a sheet appearance by
    /// default"), presentationCompactAdaptation(_:) ("a sheet presentation over a
    /// vertically-compact view uses a full-screen-cover appearance by default"),
    /// PresentationAdaptation.none ("Don't adapt for the size class, if possible").
    static func shownKind(requested: ScreenLayer.Kind, asked: _PresentationCompactAdaptationModifier?, environment: EnvironmentValues) -> ScreenLayer.Kind {
        let adaptation: PresentationAdaptation
        if environment.verticalSizeClass == .compact {
            adaptation = asked?.vertical ?? .automatic
        } else if environment.horizontalSizeClass == .compact {
            adaptation = asked?.horizontal ?? .automatic
        } else {
            return requested
        }
        switch requested {
        case .popover:
            switch adaptation.kind {
            case .automatic: return environment.verticalSizeClass == .compact ? .fullScreenCover : .sheet
            case .none, .popover: return .popover
            case .sheet: return .sheet
            case .fullScreenCover: return .fullScreenCover
            }
        case .sheet:
            switch adaptation.kind {
            case .automatic: return environment.verticalSizeClass == .compact ? .fullScreenCover : .sheet
            // Chosen [sheet-adapts-no-popover]: a sheet has no anchor to point a popover at.
            case .none, .sheet, .popover: return .sheet
            case .fullScreenCover: return .fullScreenCover
            }
        case .main, .navigation, .fullScreenCover, .alert, .confirmationDialog:
            return requested
        }
    }
}
