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
                if found { return }
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
            // the first eager scroll view's content offset a screen and builds nothing (every
            // child of an eager stack is already built).
            let step = direction == .down || direction == .right ? 1 : -1
            guard let viewport = lazyViewportsOnScreen().first(where: { $0.layout.axis == axis }),
                  let length = viewport.visibleLength else {
                scrollEagerly(axis, by: step)
                return
            }
            guard viewport.isScrollEnabled else {
                throw Failure(.scrollDisabled(container: viewport.containerName), details: screenDetails)
            }
            var passed = 0
            let proposed = viewport.offset + CGFloat(step) * length
            let target = viewport.scrollTarget(proposed, direction: step) ?? proposed
            _ = try swipe(viewport) {
                try scrollRows(viewport, by: step, limit: target, passed: &passed, until: { false })
            }
        }
    }

    /// A swipe on a scroll view whose content is built eagerly: its content moves by the length
    /// of its part on screen (`step` +1 toward the end, -1 back), within the content, and
    /// builds nothing; a pass then tells what follows the offset (the tab bar,
    /// onScrollGeometryChange).
    private func scrollEagerly(_ axis: LazyLayout.Axis, by step: Int) {
        let engine = graph.layout
        guard let container = eagerScrollViewOnScreen(axis), container.environment.isScrollEnabled,
              let frame = engine.frame(of: container) else { return }
        // As a lazy container's viewport sees it: the part of the scroll view on the device.
        let visible = frame.intersection(engine.device.bounds)
        guard !visible.isNull else { return }
        let vertical = axis == .vertical
        var contentEnd = vertical ? visible.maxY : visible.maxX
        for unit in engine.units(of: container) {
            if let unitFrame = engine.frame(of: unit) { contentEnd = max(contentEnd, vertical ? unitFrame.maxY : unitFrame.maxX) }
        }
        let length = vertical ? visible.height : visible.width
        let maxOffset = max(0, contentEnd - (vertical ? visible.maxY : visible.maxX))
        let scroll = container.eagerScroll(along: axis)
        let target = min(max(0, scroll.offset + CGFloat(step) * length), maxOffset)
        guard target != scroll.offset else { return }
        scroll.offset = target
        graph.hasPendingScroll = true
    }

    /// The first scroll view along `axis` on screen (topmost layer first), for a swipe on one
    /// whose content is built eagerly.
    private func eagerScrollViewOnScreen(_ axis: LazyLayout.Axis) -> EagerlyScrolled? {
        let axes: Axis.Set = axis == .vertical ? .vertical : .horizontal
        func find(_ node: Node) -> EagerlyScrolled? {
            if let scrolling = node as? EagerlyScrolled, scrolling.scrollAxes.contains(axes) { return scrolling }
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
