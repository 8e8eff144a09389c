import Foundation

/// A primitive leaf that chooses its own size.
protocol LeafMeasurable {
    func layoutSize(_ proposal: ProposedViewSize, environment: EnvironmentValues, orientation: @autoclosure () -> Axis?) -> CGSize
}

extension LeafNode: LayoutParticipant {
    func sizeThatFits(_ proposal: ProposedViewSize, engine: LayoutEngine) -> CGSize {
        if V.self == Text.self {
            let measurement = textMeasurement ?? {
                let text = unsafeBitCast(view, to: Text.self)
                let measurement = TextMeasurement(metrics: TextMetrics(font: text.fontOverride ?? environment.font),
                                                  lineLimit: environment.lineLimit, text: engine.preparedTexts.prepared(text.content))
                textMeasurement = measurement
                return measurement
            }()
            return measurement.metrics.size(of: measurement.text, proposal: proposal, lineLimit: measurement.lineLimit)
        }
        guard let measurable = view as? LeafMeasurable else { return .zero }
        return measurable.layoutSize(proposal, environment: environment, orientation: engine.orientation(around: self))
    }

    func placeContent(in frame: CGRect, proposal: ProposedViewSize, engine: LayoutEngine) {}
}

extension LeafNode {
    /// True when `view` sizes as this leaf's value does in the same environment: an equal
    /// value, or a text that measures the same (`measuresTheSame`). A text, the commonest leaf,
    /// is compared as a text: the generic comparison looks its `Equatable` conformance up at
    /// run time on every update.
    func sizesStand(updatingTo view: V) -> Bool {
        guard V.self == Text.self else { return ValueComparison.viewInputsEqual(self.view, view) }
        let old = unsafeBitCast(self.view, to: Text.self), new = unsafeBitCast(view, to: Text.self)
        return old == new || measuresTheSame(old, new)
    }

    /// True when the text `new` measures as `old` did, advance for advance (word by word, and
    /// within each word character by character: where it may break), in the same font: its size
    /// under any proposal is then the same (`TextMetrics.size` reads nothing else), so every
    /// size it answered, and every size above it, stands. "hot 5" and "hot 6" measure the same;
    /// "hot 9" and "hot 10" do not. Told from the two strings when they are alike byte for byte
    /// but for characters of the same advance (`PreparedText.measuresAlike`); otherwise from the
    /// measurement, which only a text measured before has.
    private func measuresTheSame(_ old: Text, _ new: Text) -> Bool {
        guard old.fontOverride == new.fontOverride else { return false }
        let newContent = new.content
        if PreparedText.measuresAlike(old.content, newContent) { return true }
        return textMeasurement?.text.isPrepared(from: newContent) == true
    }
}

/// What a text's size rests on besides the proposal, read from its view and environment once per update.
final class TextMeasurement {
    let metrics: TextMetrics
    let lineLimit: Int?
    let text: PreparedText

    init(metrics: TextMetrics, lineLimit: Int?, text: PreparedText) {
        self.metrics = metrics
        self.lineLimit = lineLimit
        self.text = text
    }
}

extension LeafNode: TextMeasuring {
    func baselines(in size: CGSize) -> (CGFloat, CGFloat) {
        guard let text = view as? Text else { return (size.height, size.height) }
        return TextMetrics(font: text.fontOverride ?? environment.font).baselines(in: size)
    }
}

extension LeafNode: SpacerMeasuring where V == Spacer {}

/// A spacer: no spacing of its own to its neighbours.
protocol SpacerMeasuring {}

extension Text: LeafMeasurable {
    func layoutSize(_ proposal: ProposedViewSize, environment: EnvironmentValues, orientation: @autoclosure () -> Axis?) -> CGSize {
        TextMetrics(font: fontOverride ?? environment.font).size(of: content, proposal: proposal, lineLimit: environment.lineLimit)
    }
}

// Evidence: Apple docs "Spacer" (expands along its containing stack's axis, at least minLength;
// outside a stack it expands on both axes) and "ViewSpacing" (spacers add no spacing).
extension Spacer: LeafMeasurable {
    func layoutSize(_ proposal: ProposedViewSize, environment: EnvironmentValues, orientation: @autoclosure () -> Axis?) -> CGSize {
        let minimum = CGFloat(minLength ?? Double(ViewSpacing.systemSpacing))
        func along(_ offered: CGFloat?) -> CGFloat { max(minimum, offered ?? minimum) }
        switch orientation() {
        case .horizontal?: return CGSize(width: along(proposal.width), height: 0)
        case .vertical?: return CGSize(width: 0, height: along(proposal.height))
        case nil: return CGSize(width: along(proposal.width), height: along(proposal.height))
        }
    }
}

// Chosen [divider-thickness]: a divider is one pixel of an @3x screen (1/3 point) thick and as long as offered across its stack, as on iPhone.
extension Divider: LeafMeasurable {
    func layoutSize(_ proposal: ProposedViewSize, environment: EnvironmentValues, orientation: @autoclosure () -> Axis?) -> CGSize {
        let thickness: CGFloat = 1.0 / 3.0
        if orientation() == .horizontal { return CGSize(width: thickness, height: proposal.height ?? 0) }
        return CGSize(width: proposal.width ?? 0, height: thickness)
    }
}

// Chosen [image-sizes]: an SF Symbol is a square of its font's point size (body: 17 x 17); a named image has no pixels in the engine, so it is 100 x 100 points unless `resizable()`, which takes the space offered.
extension Image: LeafMeasurable {
    func layoutSize(_ proposal: ProposedViewSize, environment: EnvironmentValues, orientation: @autoclosure () -> Axis?) -> CGSize {
        if isResizable { return proposal.replacingUnspecifiedDimensions(by: CGSize(width: 100, height: 100)) }
        if isSymbol {
            let size = TextMetrics(font: environment.font).pointSize
            return CGSize(width: size, height: size)
        }
        return CGSize(width: 100, height: 100)
    }
}

// Evidence: Apple docs "Shape" and "Color" (shapes and colours fill the space offered;
// `ProposedViewSize.replacingUnspecifiedDimensions()` gives 10 points for an unspecified one).
protocol FillsProposal: LeafMeasurable {}

extension FillsProposal {
    func layoutSize(_ proposal: ProposedViewSize, environment: EnvironmentValues, orientation: @autoclosure () -> Axis?) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}

extension Color: FillsProposal {}
extension _ShapeView: FillsProposal {}
extension Circle: FillsProposal {}
extension Rectangle: FillsProposal {}
extension RoundedRectangle: FillsProposal {}
extension Capsule: FillsProposal {}
extension Ellipse: FillsProposal {}
extension ContainerRelativeShape: FillsProposal {}
extension Path: FillsProposal {}
extension LinearGradient: FillsProposal {}
extension RadialGradient: FillsProposal {}
extension AngularGradient: FillsProposal {}
