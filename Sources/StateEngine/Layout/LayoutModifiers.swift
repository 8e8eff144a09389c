import Foundation

/// What a layout modifier does to its content's size and place.
enum LayoutModifierKind {
    case padding(EdgeInsets)
    case fixedFrame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
    case flexibleFrame(FlexibleFrame)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case aspectRatio(CGFloat?, ContentMode)
    case trait(LayoutTrait)
}

struct FlexibleFrame {
    var minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: CGFloat?
    var alignment: Alignment
}

nonisolated public struct _LayoutModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let kind: LayoutModifierKind
    func makeBehavior() -> ModifierBehavior<Self> { LayoutModifierBehavior() }
}

nonisolated public struct _LayoutTraitModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let trait: LayoutTrait
    func makeBehavior() -> ModifierBehavior<Self> { LayoutTraitBehavior() }
}

/// A modifier behaviour that sizes and places its content (the modifier node is then one
/// view to its parent's layout).
protocol LayoutBehaving: AnyObject {
    func sizeThatFits(_ proposal: ProposedViewSize, units: [Node], engine: LayoutEngine) -> CGSize
    func place(units: [Node], in frame: CGRect, proposal: ProposedViewSize, engine: LayoutEngine)
    /// Priority, layout values and guides set inside pass through this modifier.
    var passesTraits: Bool { get }
    var trait: LayoutTrait? { get }
}

extension LayoutBehaving {
    var passesTraits: Bool { true }
    var trait: LayoutTrait? { nil }
}

final class LayoutModifierBehavior: ModifierBehavior<_LayoutModifier>, LayoutBehaving {
    var kind: LayoutModifierKind = .padding(EdgeInsets())

    override func update(modifier: _LayoutModifier) {
        kind = modifier.kind
        if !isFirstUpdate { node.invalidateLayout() }
    }

    var passesTraits: Bool {
        if case .padding = kind { return false }
        return true
    }

    func sizeThatFits(_ proposal: ProposedViewSize, units: [Node], engine: LayoutEngine) -> CGSize {
        switch kind {
        case .padding(let insets):
            // Evidence: Apple docs "padding(_:_:)" (the content is offered the space minus the
            // insets; the padded view is the content's size plus them).
            let inner = engine.unarySize(units, ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
                                                                  height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) }))
            return CGSize(width: inner.width + insets.leading + insets.trailing, height: inner.height + insets.top + insets.bottom)
        case .fixedFrame(let width, let height, _):
            // Evidence: Apple docs "frame(width:height:alignment:)" (a fixed dimension is what the
            // frame proposes and reports; an omitted one takes the content's behaviour).
            if let width, let height { return CGSize(width: width, height: height) }
            let inner = engine.unarySize(units, ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
            return CGSize(width: width ?? inner.width, height: height ?? inner.height)
        case .flexibleFrame(let frame):
            return flexibleSize(frame, proposal: proposal, units: units, engine: engine).size
        case .fixedSize(let horizontal, let vertical):
            // Evidence: Apple docs "fixedSize(horizontal:vertical:)" (the view is offered an
            // unspecified size on the fixed axes, so it takes its ideal size there).
            return engine.unarySize(units, ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
        case .aspectRatio(let ratio, let mode):
            return aspectSize(ratio, mode, proposal: proposal, units: units, engine: engine).size
        case .trait:
            return engine.unarySize(units, proposal)
        }
    }

    func place(units: [Node], in frame: CGRect, proposal: ProposedViewSize, engine: LayoutEngine) {
        switch kind {
        case .padding(let insets):
            let inner = CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                               width: max(0, frame.width - insets.leading - insets.trailing),
                               height: max(0, frame.height - insets.top - insets.bottom))
            engine.unaryPlace(units, in: inner, proposal: ProposedViewSize(inner.size), alignment: .center)
        case .fixedFrame(let width, let height, let alignment):
            let childProposal = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
            engine.unaryPlace(units, in: frame, proposal: childProposal, alignment: alignment)
        case .flexibleFrame(let flexible):
            let childProposal = flexibleSize(flexible, proposal: proposal, units: units, engine: engine).childProposal
            engine.unaryPlace(units, in: frame, proposal: childProposal, alignment: flexible.alignment)
        case .fixedSize(let horizontal, let vertical):
            engine.unaryPlace(units, in: frame, proposal: ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height), alignment: .center)
        case .aspectRatio(let ratio, let mode):
            let childProposal = aspectSize(ratio, mode, proposal: proposal, units: units, engine: engine).childProposal
            engine.unaryPlace(units, in: frame, proposal: childProposal, alignment: .center)
        case .trait:
            engine.unaryPlace(units, in: frame, proposal: proposal, alignment: .center)
        }
    }

    // Evidence: Apple docs "frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)":
    // the content is offered the frame's proposal limited by the constraints, with ideal values
    // for unspecified dimensions; with both min and max on an axis the frame takes the proposal
    // clamped to them; with one, the proposal clamped to it when the proposal is past the
    // content's size on that side; otherwise the content's size.
    private func flexibleSize(_ frame: FlexibleFrame, proposal: ProposedViewSize, units: [Node], engine: LayoutEngine) -> (size: CGSize, childProposal: ProposedViewSize) {
        func childDimension(_ proposed: CGFloat?, min: CGFloat?, ideal: CGFloat?, max: CGFloat?) -> CGFloat? {
            guard var value = proposed else { return ideal }
            if let max { value = Swift.min(value, max) }
            if let min { value = Swift.max(value, min) }
            return value
        }
        let childProposal = ProposedViewSize(
            width: childDimension(proposal.width, min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth),
            height: childDimension(proposal.height, min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight))
        let child = engine.unarySize(units, childProposal)
        func dimension(_ proposed: CGFloat?, child: CGFloat, min: CGFloat?, ideal: CGFloat?, max: CGFloat?) -> CGFloat {
            let offered = proposed ?? ideal ?? child
            var result = child
            if let min, let max { return Swift.max(min, Swift.min(offered, max)) }
            if let min, offered < child { result = Swift.max(offered, min) }
            if let max, offered > child { result = Swift.min(offered, max) }
            if let min { result = Swift.max(result, min) }
            if let max { result = Swift.min(result, max) }
            return result
        }
        let size = CGSize(
            width: dimension(proposal.width, child: child.width, min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth),
            height: dimension(proposal.height, child: child.height, min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight))
        return (size, childProposal)
    }

    // Evidence: Apple docs "aspectRatio(_:contentMode:)" (the view is offered the largest (fit) or
    // smallest (fill) size of that ratio within the proposal; without a ratio, the content's ideal
    // size gives it).
    private func aspectSize(_ ratio: CGFloat?, _ mode: ContentMode, proposal: ProposedViewSize, units: [Node], engine: LayoutEngine) -> (size: CGSize, childProposal: ProposedViewSize) {
        let aspect: CGFloat
        if let ratio { aspect = ratio } else {
            let ideal = engine.unarySize(units, .unspecified)
            aspect = ideal.height > 0 ? ideal.width / ideal.height : 1
        }
        guard aspect > 0 else { return (engine.unarySize(units, proposal), proposal) }
        let space = proposal.replacingUnspecifiedDimensions(by: CGSize(width: CGFloat.infinity, height: .infinity))
        var width: CGFloat, height: CGFloat
        let fitsByWidth = space.width / aspect <= space.height
        if (mode == .fit) == fitsByWidth || space.height.isInfinite || space.width.isInfinite {
            if space.width.isFinite { width = space.width; height = width / aspect } else { height = space.height; width = height * aspect }
        } else {
            height = space.height; width = height * aspect
        }
        if !width.isFinite || !height.isFinite {
            let ideal = engine.unarySize(units, .unspecified)
            width = ideal.width; height = ideal.width / aspect
        }
        let childProposal = ProposedViewSize(width: width, height: height)
        return (engine.unarySize(units, childProposal), childProposal)
    }
}

final class LayoutTraitBehavior: ModifierBehavior<_LayoutTraitModifier>, LayoutBehaving {
    var trait: LayoutTrait?

    override func update(modifier: _LayoutTraitModifier) {
        trait = modifier.trait
        if !isFirstUpdate { node.invalidateLayout() }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, units: [Node], engine: LayoutEngine) -> CGSize {
        engine.unarySize(units, proposal)
    }

    func place(units: [Node], in frame: CGRect, proposal: ProposedViewSize, engine: LayoutEngine) {
        engine.unaryPlace(units, in: frame, proposal: proposal, alignment: .center)
    }
}

extension ModifierNode: LayoutTransparent, LayoutParticipant, LayoutTraitSource {
    var layoutChildren: [Node] { content.map { [$0] } ?? [] }

    func sizeThatFits(_ proposal: ProposedViewSize, engine: LayoutEngine) -> CGSize {
        (behavior as! LayoutBehaving).sizeThatFits(proposal, units: engine.units(of: self), engine: engine)
    }

    func placeContent(in frame: CGRect, proposal: ProposedViewSize, engine: LayoutEngine) {
        (behavior as! LayoutBehaving).place(units: engine.units(of: self), in: frame, proposal: proposal, engine: engine)
    }

    var traitContent: Node? {
        guard let layout = behavior as? LayoutBehaving, layout.passesTraits else { return nil }
        let units = graph.layout.units(of: self)
        return units.count == 1 ? units[0] : nil
    }

    var ownTrait: LayoutTrait? { (behavior as? LayoutBehaving)?.trait }
}

extension LayoutEngine {
    /// A wrapper's content: one view, or several stacked as a VStack does.
    // Chosen [implicit-vstack]: a modifier on several views (a Group, a body of several views) lays them out as one VStack; SwiftUI applies most modifiers to each view of a Group, which the engine's one-node-per-modifier graph does not split.
    func unarySize(_ units: [Node], _ proposal: ProposedViewSize) -> CGSize {
        units.count == 1 ? size(of: units[0], proposal) : stackSize(VStackLayout(), units: units, proposal: proposal)
    }

    /// Places a wrapper's content in `frame` by `alignment`.
    func unaryPlace(_ units: [Node], in frame: CGRect, proposal: ProposedViewSize, alignment: Alignment) {
        if units.count == 1 {
            let dims = dimensions(of: units[0], proposal)
            let x = frame.minX + frame.width * alignmentFraction(alignment.horizontal) - dims[alignment.horizontal]
            let y = frame.minY + frame.height * alignmentFraction(alignment.vertical) - dims[alignment.vertical]
            place(units[0], in: CGRect(x: x, y: y, width: dims.width, height: dims.height), proposal: proposal)
        } else {
            let size = stackSize(VStackLayout(), units: units, proposal: proposal)
            let x = frame.minX + (frame.width - size.width) * alignmentFraction(alignment.horizontal)
            let y = frame.minY + (frame.height - size.height) * alignmentFraction(alignment.vertical)
            placeStack(VStackLayout(), units: units, in: CGRect(x: x, y: y, width: size.width, height: size.height), proposal: proposal)
        }
    }

    /// Where a guide sits in a frame, as a fraction of its size (custom guides sit at their default).
    private func alignmentFraction(_ guide: HorizontalAlignment) -> CGFloat {
        guide == .leading ? 0 : guide == .trailing ? 1 : 0.5
    }

    private func alignmentFraction(_ guide: VerticalAlignment) -> CGFloat {
        guide == .top ? 0 : guide == .bottom ? 1 : 0.5
    }
}

nonisolated extension View {
    // Chosen [default-padding-16]: `padding()` without a length is 16 points on every edge (SwiftUI's default is "system-calculated" and not published; 16 is what it measures on iPhone).
    public func padding(_ length: CGFloat? = nil) -> some View {
        padding(.all, length)
    }

    public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> some View {
        let value = length ?? 16
        return padding(EdgeInsets(top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
                                  bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0))
    }

    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_LayoutModifier(kind: .padding(insets)))
    }

    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_LayoutModifier(kind: .fixedFrame(width: width, height: height, alignment: alignment)))
    }

    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_LayoutModifier(kind: .flexibleFrame(FlexibleFrame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))))
    }

    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_LayoutModifier(kind: .fixedSize(horizontal: horizontal, vertical: vertical)))
    }

    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_LayoutModifier(kind: .aspectRatio(aspectRatio, contentMode)))
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modifier(_LayoutModifier(kind: .aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode)))
    }

    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    // Evidence: Apple docs "alignmentGuide(_:computeValue:)" (the value replaces the guide's
    // default for this view, computed from its dimensions).
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_LayoutTraitModifier(trait: .horizontalGuide(g, computeValue)))
    }

    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_LayoutTraitModifier(trait: .verticalGuide(g, computeValue)))
    }
}
