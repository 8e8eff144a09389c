import Foundation

// Where a swipe comes to rest. The driver's `scroll(_:)` step proposes a target one screen
// along (what a free swipe reaches) and asks the scroll view's behaviour to adjust it, as
// SwiftUI asks when the user lifts a finger.
// Evidence: Apple docs "ScrollTargetBehavior" (updateTarget(_:context:) adjusts the target the
// scroll view proposes, given the original target, velocity, content and container sizes) and
// WWDC23 "Beyond scroll views" (paging scrolls by the container's size; viewAligned snaps to the
// views of the scrollTargetLayout; a custom behaviour can move the target).

/// A scroll view's rule for where scrolling ends.
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    typealias PropertiesContext = ScrollTargetBehaviorPropertiesContext
    typealias Properties = ScrollTargetBehaviorProperties
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
    func properties(context: PropertiesContext) -> Properties
}

extension ScrollTargetBehavior {
    public func properties(context: PropertiesContext) -> Properties { Properties() }
}

/// Where scrolling would end: the rect of the content to show.
public struct ScrollTarget {
    public var rect: CGRect
    public var anchor: UnitPoint?
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

public struct ScrollTargetBehaviorContext {
    public var originalTarget: ScrollTarget
    public var velocity: CGVector
    public var contentSize: CGSize
    public var containerSize: CGSize
    public var axes: Axis.Set
    /// The starts of the scroll target layout's views along the axis (content coordinates).
    let viewStarts: [CGFloat]
    /// Where the content is now, along the axis.
    let currentOffset: CGFloat
}

public struct ScrollTargetBehaviorProperties: Equatable {
    public init() {}
}

public struct ScrollTargetBehaviorPropertiesContext {
    public var contentSize: CGSize
    public var containerSize: CGSize
    public var axes: Axis.Set
}

/// Scrolls one page (the container's length) at a time.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let vertical = context.axes.contains(.vertical)
        let page = vertical ? context.containerSize.height : context.containerSize.width
        guard page > 0 else { return }
        let proposed = vertical ? target.rect.minY : target.rect.minX
        let speed = vertical ? context.velocity.dy : context.velocity.dx
        // The page the content rests on: the next one in the swipe's direction.
        let current = (context.currentOffset / page).rounded()
        let next = speed > 0 ? current + 1 : speed < 0 ? current - 1 : (proposed / page).rounded()
        let limit = max(0, (vertical ? context.contentSize.height : context.contentSize.width) - page)
        let offset = min(max(0, next * page), limit)
        if vertical { target.rect.origin.y = offset } else { target.rect.origin.x = offset }
    }
}

/// Ends scrolling with a view of the scroll target layout at the leading (top) edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views one swipe may pass.
    public struct LimitBehavior: Sendable, Equatable {
        enum Kind: Sendable { case automatic, always, never, alwaysByFew, alwaysByOne }
        let kind: Kind
        public static var automatic: LimitBehavior { LimitBehavior(kind: .automatic) }
        public static var always: LimitBehavior { LimitBehavior(kind: .always) }
        public static var never: LimitBehavior { LimitBehavior(kind: .never) }
        public static var alwaysByFew: LimitBehavior { LimitBehavior(kind: .alwaysByFew) }
        public static var alwaysByOne: LimitBehavior { LimitBehavior(kind: .alwaysByOne) }
    }

    let limitBehavior: LimitBehavior
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let vertical = context.axes.contains(.vertical)
        let proposed = vertical ? target.rect.minY : target.rect.minX
        let starts = context.viewStarts
        guard !starts.isEmpty else { return }
        let speed = vertical ? context.velocity.dy : context.velocity.dx
        var end: CGFloat
        // Chosen [view-aligned-limit]: `alwaysByOne` moves to the next view in the swipe's
        // direction; the other limits snap the free target to the nearest view start (on iPhone,
        // Apple's `automatic` limits a swipe in compact width; the engine's swipes are one
        // screen long either way).
        if limitBehavior == .alwaysByOne {
            let epsilon: CGFloat = 0.5
            end = speed >= 0
                ? (starts.first { $0 > context.currentOffset + epsilon } ?? starts.last!)
                : (starts.last { $0 < context.currentOffset - epsilon } ?? starts.first!)
        } else {
            end = starts.min { abs($0 - proposed) < abs($1 - proposed) }!
        }
        let limit = max(0, (vertical ? context.contentSize.height : context.contentSize.width) - (vertical ? context.containerSize.height : context.containerSize.width))
        end = min(max(0, end), limit)
        if vertical { target.rect.origin.y = end } else { target.rect.origin.x = end }
    }
}

/// A type-erased scroll target behaviour.
public struct AnyScrollTargetBehavior: ScrollTargetBehavior {
    let base: any ScrollTargetBehavior
    public init(_ behavior: some ScrollTargetBehavior) { base = behavior }
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) { base.updateTarget(&target, context: context) }
    public func properties(context: PropertiesContext) -> Properties { base.properties(context: context) }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

struct ScrollTargetBehaviorKey: EnvironmentKey { static var defaultValue: AnyScrollTargetBehavior? { nil } }
struct ScrollTargetLayoutKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The behaviour of the scroll views below (`scrollTargetBehavior`).
    var scrollTargetBehavior: AnyScrollTargetBehavior? {
        get { self[ScrollTargetBehaviorKey.self] }
        set { self[ScrollTargetBehaviorKey.self] = newValue }
    }
    /// Whether the lazy container below is its scroll view's scroll target layout.
    var isScrollTargetLayout: Bool {
        get { self[ScrollTargetLayoutKey.self] }
        set { self[ScrollTargetLayoutKey.self] = newValue }
    }
}

nonisolated extension View {
    // Evidence: Apple docs "scrollTargetBehavior(_:)" (sets the behaviour of the scroll views
    // within this view).
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        transformEnvironment(\.scrollTargetBehavior) { $0 = AnyScrollTargetBehavior(behavior) }
    }

    // Evidence: Apple docs "scrollTargetLayout(isEnabled:)" (the layout's views are the scroll
    // view's targets: viewAligned snaps to them and a scroll position reports their ids).
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        environment(\.isScrollTargetLayout, isEnabled)
    }
}

extension LazyViewport {
    /// Whether this container's rows are its scroll view's targets (`scrollTargetLayout`).
    var isTargetLayout: Bool { owner?.environment.isScrollTargetLayout ?? false }

    /// The offset a swipe from here to `proposed` ends at under the scroll view's behaviour;
    /// nil without one.
    func scrollTarget(_ proposed: CGFloat, direction: Int) -> CGFloat? {
        guard let owner, let behavior = owner.environment.scrollTargetBehavior,
              let geometry = geometry(owner.graph.layout), let ownerFrame = owner.graph.layout.frame(of: owner) else { return nil }
        let vertical = layout.axis == .vertical
        let across = vertical ? ownerFrame.width : ownerFrame.height
        let container = vertical ? CGSize(width: across, height: geometry.length) : CGSize(width: geometry.length, height: across)
        let contentLength = geometry.length + geometry.maxOffset
        let content = vertical ? CGSize(width: across, height: contentLength) : CGSize(width: contentLength, height: across)
        let rect = vertical ? CGRect(x: 0, y: proposed, width: across, height: geometry.length)
            : CGRect(x: proposed, y: 0, width: geometry.length, height: across)
        let speed = CGFloat(direction)
        let starts = isTargetLayout || !(behavior.base is ViewAlignedScrollTargetBehavior)
            ? geometry.rows.compactMap { $0.map { $0.lowerBound - geometry.start } } : []
        let context = ScrollTargetBehaviorContext(
            originalTarget: ScrollTarget(rect: rect), velocity: vertical ? CGVector(dx: 0, dy: speed) : CGVector(dx: speed, dy: 0),
            contentSize: content, containerSize: container, axes: vertical ? .vertical : .horizontal,
            viewStarts: starts, currentOffset: offset)
        var target = ScrollTarget(rect: rect)
        behavior.updateTarget(&target, context: context)
        return vertical ? target.rect.minY : target.rect.minX
    }
}
