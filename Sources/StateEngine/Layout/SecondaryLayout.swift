import Foundation

/// Where an overlay, a background or a safe-area inset goes.
enum SecondaryPlacement {
    // Evidence: Apple docs "overlay(alignment:content:)" and "background(alignment:content:)"
    // (the extra view is offered the modified view's size and aligned in it; the modified view
    // keeps its own size).
    case overlay(Alignment)
    // Evidence: Apple docs "safeAreaInset(edge:alignment:spacing:content:)" (the content sits
    // along the edge; the modified view is inset by its size plus the spacing).
    case inset(Edge, spacing: CGFloat?)
}

extension SecondaryContentBehavior: LayoutBehaving {
    private var extraUnits: [Node] {
        guard let extra, placement != nil else { return [] }
        return graph.layout.flattenedUnits(of: extra)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, units: [Node], engine: LayoutEngine) -> CGSize {
        guard case .inset(let edge, let spacing)? = placement else { return engine.unarySize(units, proposal) }
        let axis: Axis = edge == .top || edge == .bottom ? .vertical : .horizontal
        let inset = engine.unarySize(extraUnits, ProposedViewSize(axis: axis, along: nil, across: proposal[axis.other]))
        let gap = spacing ?? 0
        var inner = proposal
        inner[axis] = proposal[axis].map { max(0, $0 - inset[axis] - gap) }
        let content = engine.unarySize(units, inner)
        return CGSize(axis: axis, along: content[axis] + inset[axis] + gap, across: max(content[axis.other], inset[axis.other]))
    }

    func place(units: [Node], in frame: CGRect, proposal: ProposedViewSize, engine: LayoutEngine) {
        switch placement {
        case .overlay(let alignment)?:
            engine.unaryPlace(units, in: frame, proposal: proposal, alignment: .center)
            engine.unaryPlace(extraUnits, in: frame, proposal: ProposedViewSize(frame.size), alignment: alignment)
        case .inset(let edge, let spacing)?:
            let axis: Axis = edge == .top || edge == .bottom ? .vertical : .horizontal
            let inset = engine.unarySize(extraUnits, ProposedViewSize(axis: axis, along: nil, across: frame.size[axis.other]))
            let gap = spacing ?? 0
            var insetFrame = frame, contentFrame = frame
            switch edge {
            case .top:
                insetFrame.size.height = inset.height
                contentFrame = CGRect(x: frame.minX, y: frame.minY + inset.height + gap, width: frame.width, height: max(0, frame.height - inset.height - gap))
            case .bottom:
                insetFrame = CGRect(x: frame.minX, y: frame.maxY - inset.height, width: frame.width, height: inset.height)
                contentFrame.size.height = max(0, frame.height - inset.height - gap)
            case .leading:
                insetFrame.size.width = inset.width
                contentFrame = CGRect(x: frame.minX + inset.width + gap, y: frame.minY, width: max(0, frame.width - inset.width - gap), height: frame.height)
            case .trailing:
                insetFrame = CGRect(x: frame.maxX - inset.width, y: frame.minY, width: inset.width, height: frame.height)
                contentFrame.size.width = max(0, frame.width - inset.width - gap)
            }
            engine.unaryPlace(units, in: contentFrame, proposal: ProposedViewSize(contentFrame.size), alignment: .center)
            engine.unaryPlace(extraUnits, in: insetFrame, proposal: ProposedViewSize(axis: axis, along: nil, across: frame.size[axis.other]), alignment: .center)
        case nil:
            engine.unaryPlace(units, in: frame, proposal: proposal, alignment: .center)
        }
    }
}

// Evidence: Apple docs "overlayPreferenceValue(_:_:)" and "backgroundPreferenceValue(_:_:)"
// (the view built from the preference is an overlay or background of the modified view).
extension PreferenceReadingBehavior: LayoutBehaving {
    func sizeThatFits(_ proposal: ProposedViewSize, units: [Node], engine: LayoutEngine) -> CGSize {
        engine.unarySize(units, proposal)
    }

    func place(units: [Node], in frame: CGRect, proposal: ProposedViewSize, engine: LayoutEngine) {
        engine.unaryPlace(units, in: frame, proposal: proposal, alignment: .center)
        if let extra {
            engine.unaryPlace(engine.flattenedUnits(of: extra), in: frame, proposal: ProposedViewSize(frame.size), alignment: .center)
        }
    }
}
