/// Which way `scroll(_:)` moves the content into view: `.down` shows the rows below (the
/// content moves up, as XCUITest's `swipeUp()` does).
public enum ScrollDirection: Sendable {
    case up, down, left, right
}

/// Scrolling steps: they move the content of a lazy container (List, LazyVStack, LazyHStack,
/// LazyVGrid, LazyHGrid) through its measured rows, one row (a grid: one line) at a time, as a
/// real scroll passes every row: each row that comes into view is built (bodies, onAppear,
/// task) and each that leaves is torn down, and the app settles in between, so an `onAppear`
/// on the last row that loads more does so when that row comes into view. Eager stacks build
/// every child: scrolling them moves pixels.
extension Driver {
    /// Rows one scrolling step may pass before the engine calls it endless (an infinite list
    /// that always loads more than the search reaches).
    static let scrollRowLimit = 10_000

    /// Scrolls until the text is on screen: first down the lazy containers on screen (topmost
    /// layer first), then up; the row ends at the edge it came in by.
    public func scroll(to text: String) throws {
        try step("scroll to \(quoted(text))") {
            if isShown(text) { return }
            var passed = 0
            let viewports = lazyViewportsOnScreen()
            for viewport in viewports where viewport.isScrollEnabled {
                let start = viewport.offset
                let found = try swipe(viewport) {
                    if try scrollRows(viewport, by: 1, passed: &passed, until: { isShown(text) }) { return true }
                    if try scrollRows(viewport, by: -1, passed: &passed, until: { isShown(text) }) { return true }
                    // Not in this container: it goes back to where it was.
                    viewport.userScroll(toOffset: start)
                    settleAndDrainQueue()
                    return false
                }
                if found {
                    if viewport.layout.axis == .vertical, viewport.offset != start {
                        noteTabBarScroll(in: viewport.owner, down: viewport.offset > start)
                    }
                    return
                }
            }
            let disabled = viewports.filter { !$0.isScrollEnabled }.map(\.containerName)
            let note = disabled.isEmpty ? [] : ["not scrolled, their scrolling disabled (scrollDisabled): " + disabled.joined(separator: ", ")]
            throw Failure(.scrollTargetMissing(text: text, rowsPassed: passed), details: note + screenDetails)
        }
    }

    /// Scrolls the topmost lazy container along that axis by one screen (the length of its
    /// visible part), row by row.
    public func scroll(_ direction: ScrollDirection) throws {
        try step("scroll \(direction)") {
            let axis: LazyLayout.Axis = direction == .up || direction == .down ? .vertical : .horizontal
            // Chosen [scroll-eager-pixels]: with no lazy container along that axis the step moves
            // pixels only (every child of an eager stack is already built) and changes nothing.
            guard let viewport = lazyViewportsOnScreen().first(where: { $0.layout.axis == axis }),
                  let length = viewport.visibleLength else {
                // A swipe on an eager scroll view still scrolls it: the tab bar around it sees it.
                if axis == .vertical { noteTabBarScroll(in: eagerScrollViewOnScreen(), down: direction == .down) }
                return
            }
            guard viewport.isScrollEnabled else {
                throw Failure(.scrollDisabled(container: viewport.containerName), details: screenDetails)
            }
            var passed = 0
            let step = direction == .down || direction == .right ? 1 : -1
            let proposed = viewport.offset + CGFloat(step) * length
            let target = viewport.scrollTarget(proposed, direction: step) ?? proposed
            let start = viewport.offset
            _ = try swipe(viewport) {
                try scrollRows(viewport, by: step, limit: target, passed: &passed, until: { false })
            }
            if axis == .vertical, viewport.offset != start { noteTabBarScroll(in: viewport.owner, down: step > 0) }
        }
    }

    /// The first vertical scroll view on screen (topmost layer first), for a swipe on one
    /// whose content is built eagerly.
    private func eagerScrollViewOnScreen() -> Node? {
        func find(_ node: Node) -> Node? {
            if let scrolling = node as? ScrollingContainer, scrolling.scrollAxes.contains(.vertical) { return node }
            for child in node.children { if let found = find(child) { return found } }
            return nil
        }
        for layer in graph.layers.reversed() { if let found = find(layer) { return found } }
        return graph.root.flatMap(find)
    }

    /// One swipe: the scroll view's phase is interacting while the content moves, then
    /// decelerating, then idle, each settled (onScrollPhaseChange sees every one).
    // Evidence: Apple docs "ScrollPhase" (interacting: the user is moving the content;
    // decelerating: the user let go and the content slows; idle: at rest) and WWDC24 "What's new
    // in SwiftUI" (onScrollPhaseChange). Chosen [scroll-swipe-phases]: a driver swipe has no
    // touch-down pause, so it never reports tracking.
    private func swipe<T>(_ viewport: LazyViewport, _ moves: () throws -> T) throws -> T {
        viewport.setPhase(.interacting)
        settleAndDrainQueue()
        defer {
            viewport.setPhase(.decelerating)
            settleAndDrainQueue()
            viewport.setPhase(.idle)
            settleAndDrainQueue()
        }
        return try moves()
    }

    /// Moves the content one row (line) at a time in `direction` (+1 down, -1 up), settling
    /// after each, until `found`, the end, or `limit` (an offset). True when found.
    private func scrollRows(_ viewport: LazyViewport, by direction: Int, limit: CGFloat? = nil, passed: inout Int, until found: () -> Bool) throws -> Bool {
        while viewport.owner?.isAlive == true, let next = viewport.nextOffset(direction, limit: limit) {
            viewport.userScroll(toOffset: next)
            settleAndDrainQueue()
            passed += 1
            if found() { return true }
            if passed > Self.scrollRowLimit {
                throw Failure(.scrollRunaway(rows: Self.scrollRowLimit), details: screenDetails)
            }
        }
        return false
    }

    private func isShown(_ text: String) -> Bool {
        let screen = renderScreen()
        return screen.texts.contains(text) || screen.tappables.contains { $0.label == text }
            || screen.controls.contains { $0.label == text }
    }

    /// The lazy containers of the screen, topmost layer first, in tree order.
    func lazyViewportsOnScreen() -> [LazyViewport] {
        var result: [LazyViewport] = []
        for layer in graph.layers.reversed() { result += lazyViewports(under: layer) }
        if let root = graph.root { result += lazyViewports(under: root) }
        return result
    }

    /// For a failed search: the rows no step can reach until a scroll builds them.
    var unbuiltRowsHint: [String] {
        let partial = lazyViewportsOnScreen().filter { $0.unbuiltCount > 0 }
        guard !partial.isEmpty else { return [] }
        let parts = partial.map { viewport in
            "\(viewport.unbuiltCount) \(viewport.layout.slotName) of a \((viewport.owner as? LazyViewportOwner)?.containerName ?? "lazy container") (\(viewport.screenDetail ?? ""))"
        }
        return ["hint: not built, outside the viewport: " + parts.joined(separator: ", ") + "; scroll(to: \"text\") brings a row into view"]
    }
}

extension LazyViewport {
    /// Whether the user can scroll it (`scrollDisabled` writes the environment its container reads).
    var isScrollEnabled: Bool { owner?.environment.isScrollEnabled ?? true }
    var containerName: String { (owner as? LazyViewportOwner)?.containerName ?? "lazy container" }
}
