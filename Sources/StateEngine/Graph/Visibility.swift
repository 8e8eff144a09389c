/// A living view leaving the screen and coming back without losing its identity (a tab the
/// user switches away from and back to): its onDisappear and onAppear actions run again, its
/// state stays.
// Evidence: Ole Begemann, "Understanding SwiftUI view lifecycles" (TabView: a tab's onAppear
// runs every time it is selected, its state is kept); swiftyplace.com "SwiftUI View Lifecycle:
// When onAppear Actually fires" (a tab you switch away from disappears while its node stays
// alive); NicholasBellucci/StatefulTabView#12 (iOS 14 and later call onAppear on every show).
extension Node {
    /// Queues the onDisappear actions of this subtree, deepest first, as a removal would.
    func hideFromScreen() { forEachShownAppearance { $0.subtreeHidden() } }

    /// Queues the onAppear actions of this subtree, deepest first, as an insertion would.
    func showOnScreen() { forEachShownAppearance { $0.subtreeShown() } }

    /// The appearance modifiers of the part of this subtree that is on screen when it is,
    /// children before parents.
    private func forEachShownAppearance(_ body: (AppearanceBehavior) -> Void) {
        let shown = (self as? PartlyShownContainer)?.shownChildren ?? children
        for child in shown { child.forEachShownAppearance(body) }
        if let behavior = (self as? AppearanceCarrying)?.appearance { body(behavior) }
    }
}

/// A container whose living children are not all on screen (a tab view shows one tab).
protocol PartlyShownContainer {
    var shownChildren: [Node] { get }
}

/// A node carrying onAppear/onDisappear.
protocol AppearanceCarrying {
    var appearance: AppearanceBehavior? { get }
}

extension ModifierNode: AppearanceCarrying {
    var appearance: AppearanceBehavior? { behavior as? AppearanceBehavior }
}
