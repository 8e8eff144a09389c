import Foundation

/// How a built-in container sizes and places its children.
enum ContainerLayout {
    /// No view of its own: its children are its parent's subviews (Group).
    case transparent
    /// A layout (stacks: `VStackLayout`, `HStackLayout`, `ZStackLayout`, ...).
    case stack(AnyLayout)
    /// A scroll view: it takes the space offered; its content is offered unlimited space along
    /// the scrolling axes and is placed from the top leading corner.
    case scroll(Axis.Set)
    /// Takes all the space offered and stacks its content from the top (forms, lists, navigation).
    case fill
}

extension ContainerNode: EagerlyScrolled {
    var scrollAxes: Axis.Set {
        if case .scroll(let axes) = view.containerLayout { return axes }
        return []
    }
}

extension ContainerNode: LayoutTransparent, LayoutParticipant, StackOriented {
    var isLayoutTransparent: Bool {
        if case .transparent = view.containerLayout { return true }
        return false
    }

    var stackOrientation: Axis? {
        if case .stack(let layout) = view.containerLayout { return layout.stackOrientation }
        return .vertical
    }

    func sizeThatFits(_ proposal: ProposedViewSize, engine: LayoutEngine) -> CGSize {
        switch view.containerLayout {
        case .transparent, .fill:
            return engine.fillSize(proposal, units: engine.units(of: self))
        case .stack(let layout):
            return engine.size(using: layout, of: self, proposal: proposal)
        case .scroll(let axes):
            return engine.scrollSize(axes, proposal: proposal, units: engine.units(of: self))
        }
    }

    func placeContent(in frame: CGRect, proposal: ProposedViewSize, engine: LayoutEngine) {
        switch view.containerLayout {
        case .transparent, .fill:
            engine.fillPlace(frame, units: engine.units(of: self))
        case .stack(let layout):
            engine.place(using: layout, of: self, in: frame, proposal: proposal)
        case .scroll(let axes):
            engine.scrollPlace(axes, frame: frame, units: engine.units(of: self))
        }
    }
}

extension LayoutEngine {
    // Chosen [greedy-system-containers]: lists, forms, navigation and tab views take all the space offered (as they do in SwiftUI) and stack their rows from the top with no insets, no row heights and no bars: their chrome is not modelled.
    func fillSize(_ proposal: ProposedViewSize, units: [Node]) -> CGSize {
        let content = stackSize(VStackLayout(spacing: 0), units: units, proposal: ProposedViewSize(width: proposal.width, height: nil))
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    func fillPlace(_ frame: CGRect, units: [Node]) {
        let proposal = ProposedViewSize(width: frame.width, height: nil)
        let content = stackSize(VStackLayout(spacing: 0), units: units, proposal: proposal)
        placeStack(VStackLayout(spacing: 0), units: units, in: CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: content.height), proposal: proposal)
    }

    // Evidence: Apple docs "ScrollView" (the scroll view's content is offered unlimited space
    // along the scrolling axes: it takes its ideal size there) and WWDC23 "Demystify SwiftUI
    // containers"; the scroll view itself is as large as the space offered.
    func scrollSize(_ axes: Axis.Set, proposal: ProposedViewSize, units: [Node]) -> CGSize {
        let content = stackSize(VStackLayout(), units: units, proposal: scrollProposal(axes, proposal))
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    func scrollPlace(_ axes: Axis.Set, frame: CGRect, units: [Node]) {
        let proposal = scrollProposal(axes, ProposedViewSize(frame.size))
        let content = stackSize(VStackLayout(), units: units, proposal: proposal)
        // Content narrower than the scroll view is centered across its axis, as SwiftUI does.
        let x = axes.contains(.horizontal) ? frame.minX : frame.minX + max(0, frame.width - content.width) / 2
        let y = axes.contains(.vertical) ? frame.minY : frame.minY + max(0, frame.height - content.height) / 2
        placeStack(VStackLayout(), units: units, in: CGRect(x: x, y: y, width: content.width, height: content.height), proposal: proposal)
    }

    private func scrollProposal(_ axes: Axis.Set, _ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }
}

/// System containers with chrome of their own: they fill the space offered.
protocol FillingContainer: LayoutParticipant {}

extension FillingContainer {
    func sizeThatFits(_ proposal: ProposedViewSize, engine: LayoutEngine) -> CGSize {
        engine.fillSize(proposal, units: engine.units(of: self))
    }

    func placeContent(in frame: CGRect, proposal: ProposedViewSize, engine: LayoutEngine) {
        engine.fillPlace(frame, units: engine.units(of: self))
    }
}

extension ListNode: FillingContainer {}
extension NavigationStackNode: FillingContainer {}

/// Each built tab fills the tab view, one above the other (only the selected one is shown).
extension TabViewNode: LayoutParticipant {
    func sizeThatFits(_ proposal: ProposedViewSize, engine: LayoutEngine) -> CGSize {
        engine.fillSize(proposal, units: [])
    }

    func placeContent(in frame: CGRect, proposal: ProposedViewSize, engine: LayoutEngine) {
        for tab in children { engine.fillPlace(frame, units: engine.flattenedUnits(of: tab)) }
    }
}
extension SplitViewNode: FillingContainer {}

// Structure that is no view of its own in layout.
extension TupleNode: LayoutTransparent {}
extension ConditionalNode: LayoutTransparent {}
extension OptionalNode: LayoutTransparent {}
extension ForEachNode: LayoutTransparent {}
extension CustomViewNode: LayoutTransparent {}
extension CustomModifierNode: LayoutTransparent {}
extension ModifierContentNode: LayoutTransparent {}
extension ChainNode: LayoutTransparent {}
extension AnyViewNode: LayoutTransparent {}
extension IDViewNode: LayoutTransparent {}
extension EquatableViewNode: LayoutTransparent {}
extension PresentationRootNode: LayoutTransparent {}
