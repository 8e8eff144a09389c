import Foundation

// Evidence: Apple docs "HStack"/"VStack" and "Building layouts with stack views" (a stack
// offers its children space in turn, least flexible first, higher layoutPriority first;
// children are lined up by the stack's alignment guide); OpenSwiftUI's HVStack sources (the
// same order: priority groups, then flexibility ascending, each child offered an equal share
// of what is left); spacing between neighbours comes from their ViewSpacing unless given.
/// The shared algorithm of HStack and VStack along `axis`.
struct StackAlgorithm {
    let axis: Axis
    let spacing: CGFloat?

    func spacings(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        return (0..<subviews.count - 1).map { index in
            spacing ?? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: axis)
        }
    }

    /// The size each child chooses for `proposal`, in order.
    func childSizes(_ subviews: LayoutSubviews, proposal: ProposedViewSize) -> [CGSize] {
        let across = proposal[axis.other]
        guard let along = proposal[axis] else {
            return subviews.map { $0.sizeThatFits(ProposedViewSize(axis: axis, along: nil, across: across)) }
        }
        var remaining = max(0, along - spacings(subviews).reduce(0, +))
        let minimums = subviews.map { $0.sizeThatFits(ProposedViewSize(axis: axis, along: 0, across: across))[axis] }
        let maximums = subviews.map { $0.sizeThatFits(ProposedViewSize(axis: axis, along: .infinity, across: across))[axis] }
        var sizes = [CGSize](repeating: .zero, count: subviews.count)
        let priorities = subviews.map(\.priority)
        for priority in Set(priorities).sorted(by: >) {
            let group = subviews.indices.filter { priorities[$0] == priority }
            // Lower priorities keep at least their minimum.
            let reserved = subviews.indices.filter { priorities[$0] < priority }.reduce(0) { $0 + minimums[$1] }
            var available = max(0, remaining - reserved)
            let ordered = group.sorted { (maximums[$0] - minimums[$0], $0) < (maximums[$1] - minimums[$1], $1) }
            for (position, index) in ordered.enumerated() {
                let share = max(0, available / CGFloat(ordered.count - position))
                let size = subviews[index].sizeThatFits(ProposedViewSize(axis: axis, along: share, across: across))
                sizes[index] = size
                available = max(0, available - size[axis])
                remaining = max(0, remaining - size[axis])
            }
        }
        return sizes
    }

    /// How far each child's alignment guide sits from the stack's leading (or top) edge.
    func alignmentOffsets(_ subviews: LayoutSubviews, sizes: [CGSize], proposals: [ProposedViewSize], guide: (ViewDimensions) -> CGFloat) -> (offsets: [CGFloat], extent: CGFloat) {
        let dims = subviews.indices.map { subviews[$0].dimensions(in: proposals[$0]) }
        let guides = dims.map(guide)
        let before = guides.max() ?? 0
        let after = zip(dims, guides).map { $0.size[axis.other] - $1 }.max() ?? 0
        return (guides.map { before - $0 }, before + after)
    }

    func proposals(_ subviews: LayoutSubviews, sizes: [CGSize], proposal: ProposedViewSize) -> [ProposedViewSize] {
        sizes.map { ProposedViewSize(axis: axis, along: $0[axis], across: proposal[axis.other]) }
    }
}

public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stackSize(StackAlgorithm(axis: .vertical, spacing: spacing), subviews: subviews, proposal: proposal) { $0[alignment] }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeStack(StackAlgorithm(axis: .vertical, spacing: spacing), in: bounds, subviews: subviews, proposal: proposal) { $0[alignment] }
    }
}

public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stackSize(StackAlgorithm(axis: .horizontal, spacing: spacing), subviews: subviews, proposal: proposal) { $0[alignment] }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeStack(StackAlgorithm(axis: .horizontal, spacing: spacing), in: bounds, subviews: subviews, proposal: proposal) { $0[alignment] }
    }
}

private func stackSize(_ stack: StackAlgorithm, subviews: LayoutSubviews, proposal: ProposedViewSize, guide: (ViewDimensions) -> CGFloat) -> CGSize {
    guard !subviews.isEmpty else { return .zero }
    let sizes = stack.childSizes(subviews, proposal: proposal)
    let proposals = stack.proposals(subviews, sizes: sizes, proposal: proposal)
    let extent = stack.alignmentOffsets(subviews, sizes: sizes, proposals: proposals, guide: guide).extent
    let along = sizes.reduce(0) { $0 + $1[stack.axis] } + stack.spacings(subviews).reduce(0, +)
    return CGSize(axis: stack.axis, along: along, across: extent)
}

private func placeStack(_ stack: StackAlgorithm, in bounds: CGRect, subviews: LayoutSubviews, proposal: ProposedViewSize, guide: (ViewDimensions) -> CGFloat) {
    guard !subviews.isEmpty else { return }
    let sizes = stack.childSizes(subviews, proposal: proposal)
    let proposals = stack.proposals(subviews, sizes: sizes, proposal: proposal)
    let (offsets, extent) = stack.alignmentOffsets(subviews, sizes: sizes, proposals: proposals, guide: guide)
    let spacings = stack.spacings(subviews)
    let acrossStart = stack.axis == .vertical ? bounds.minX : bounds.minY
    // The children as a block are centered across when the bounds are wider than they need.
    let slack = max(0, (stack.axis == .vertical ? bounds.width : bounds.height) - extent) / 2
    var along = stack.axis == .vertical ? bounds.minY : bounds.minX
    for index in subviews.indices {
        let across = acrossStart + slack + offsets[index]
        let point = stack.axis == .vertical ? CGPoint(x: across, y: along) : CGPoint(x: along, y: across)
        subviews[index].place(at: point, anchor: .topLeading, proposal: proposals[index])
        along += sizes[index][stack.axis] + (index < spacings.count ? spacings[index] : 0)
    }
}

// Evidence: Apple docs "ZStack"/"ZStackLayout" (each child gets the stack's proposal; the
// stack is as large as its children aligned by the alignment guide).
public struct ZStackLayout: Layout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        overlaid(subviews, proposal: proposal, alignment: alignment).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let layout = overlaid(subviews, proposal: proposal, alignment: alignment)
        let slack = CGPoint(x: max(0, bounds.width - layout.size.width) / 2, y: max(0, bounds.height - layout.size.height) / 2)
        for (index, subview) in subviews.enumerated() {
            let origin = layout.origins[index]
            subview.place(at: CGPoint(x: bounds.minX + slack.x + origin.x, y: bounds.minY + slack.y + origin.y), anchor: .topLeading, proposal: proposal)
        }
    }
}

/// Children aligned on one point: each child's origin relative to the union, and its size.
func overlaid(_ subviews: LayoutSubviews, proposal: ProposedViewSize, alignment: Alignment) -> (size: CGSize, origins: [CGPoint]) {
    guard !subviews.isEmpty else { return (.zero, []) }
    let dims = subviews.map { $0.dimensions(in: proposal) }
    let xs = dims.map { $0[alignment.horizontal] }, ys = dims.map { $0[alignment.vertical] }
    let left = xs.max()!, top = ys.max()!
    let right = zip(dims, xs).map { $0.width - $1 }.max()!, bottom = zip(dims, ys).map { $0.height - $1 }.max()!
    let origins = zip(xs, ys).map { CGPoint(x: left - $0, y: top - $1) }
    return (CGSize(width: left + right, height: top + bottom), origins)
}

// Evidence: Apple docs "AnyLayout" and WWDC22 "Compose custom layouts with SwiftUI" (switching
// the layout of an AnyLayout keeps the subviews' identity and state, and animates).
/// A type-erased layout: changing which layout it wraps keeps the container and its children.
public struct AnyLayout: Layout {
    let base: any Layout

    public init<L: Layout>(_ layout: L) {
        if let any = layout as? AnyLayout { self = any; return }
        base = layout
    }

    /// The wrapped layout's name, for the screen; made when asked, not per wrap (stacks wrap
    /// their layout on every size and place, and describing a type costs microseconds).
    var typeName: String {
        String(describing: type(of: base)).split(separator: ".").last.map(String.init) ?? "Layout"
    }

    /// The wrapped layout's cache, tagged with the layout's type so a switch makes a new one.
    public struct Cache {
        var type: ObjectIdentifier
        var value: Any
    }

    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    var stackOrientation: Axis? { type(of: base).layoutProperties.stackOrientation }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(type: ObjectIdentifier(type(of: base)), value: makeBaseCache(base, subviews: subviews))
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        if cache.type != ObjectIdentifier(type(of: base)) { cache = makeCache(subviews: subviews); return }
        cache.value = updateBaseCache(base, cache.value, subviews: subviews)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        if cache.type != ObjectIdentifier(type(of: base)) { cache = makeCache(subviews: subviews) }
        return sizeWithBase(base, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        if cache.type != ObjectIdentifier(type(of: base)) { cache = makeCache(subviews: subviews) }
        placeWithBase(base, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        ViewSpacing()
    }
}

private func makeBaseCache<L: Layout>(_ layout: L, subviews: LayoutSubviews) -> Any {
    layout.makeCache(subviews: subviews)
}

private func updateBaseCache<L: Layout>(_ layout: L, _ value: Any, subviews: LayoutSubviews) -> Any {
    var cache = value as! L.Cache
    layout.updateCache(&cache, subviews: subviews)
    return cache
}

private func sizeWithBase<L: Layout>(_ layout: L, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize {
    var typed = cache as! L.Cache
    defer { cache = typed }
    return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
}

private func placeWithBase<L: Layout>(_ layout: L, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) {
    var typed = cache as! L.Cache
    layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
    cache = typed
}
