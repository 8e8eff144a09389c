import Foundation
@testable import StateEngine
import Testing

/// iOS 26's corner styles draw real paths: a fixed corner with its radius, a concentric corner
/// at its minimum (the engine has no container corner geometry), uniform groups with the
/// largest radius of the group.
@Suite @MainActor struct RoundedRectangularShapeTests {
    let frame = CGRect(x: 0, y: 0, width: 100, height: 60)

    func uneven(_ tl: CGFloat, _ tr: CGFloat, _ bl: CGFloat, _ br: CGFloat) -> Path {
        UnevenRoundedRectangle(topLeadingRadius: tl, bottomLeadingRadius: bl, bottomTrailingRadius: br, topTrailingRadius: tr).path(in: frame)
    }

    /// Evidence: Apple docs, Edge.Corner.Style.fixed(_:) ("A rounded corner style where the
    /// corner's radius is the value you provide"; "Provide a value of zero for a square corner").
    @Test func fixedCornersDrawTheirRadius() {
        #expect(ConcentricRectangle(corners: .fixed(12)).path(in: frame) == uneven(12, 12, 12, 12))
        #expect(ConcentricRectangle(corners: .fixed(0)).path(in: frame) == uneven(0, 0, 0, 0))
        #expect(ConcentricRectangle(topLeadingCorner: 4, topTrailingCorner: 8, bottomLeadingCorner: 0, bottomTrailingCorner: 16).path(in: frame) == uneven(4, 8, 0, 16))
    }

    /// Chosen [concentric-corners-without-container]; Evidence for the minimum: Apple docs,
    /// Edge.Corner.Style.concentric(minimum:) ("If the radius that the system calculates is less
    /// than the minimum radius you provide, the system uses the minimum radius. When the system
    /// calculates a zero radius, the corner is square").
    @Test func concentricCornersDrawAtTheirMinimum() {
        #expect(ConcentricRectangle().path(in: frame) == uneven(0, 0, 0, 0))
        #expect(ConcentricRectangle().path(in: frame).boundingRect == frame)
        #expect(ConcentricRectangle(corners: .concentric(minimum: .fixed(10))).path(in: frame) == uneven(10, 10, 10, 10))
        let notes = ConcentricRectangle(uniformTopCorners: .fixed(20), uniformBottomCorners: .concentric)
        #expect(notes.path(in: frame) == uneven(20, 20, 0, 0))
    }

    /// Evidence: Apple docs, ConcentricRectangle.init(uniformLeadingCorners:topTrailingCorner:bottomTrailingCorner:)
    /// ("For the two leading corners, the system calculates the radius for each corner first.
    /// Then, it selects the largest"), and Shape.rect(uniformTopCorners:bottomLeadingCorner:bottomTrailingCorner:).
    @Test func aUniformPairTakesItsLargestRadius() {
        let leading = ConcentricRectangle(uniformLeadingCorners: .concentric(minimum: 6), topTrailingCorner: 2, bottomTrailingCorner: 9)
        #expect(leading.path(in: frame) == uneven(6, 2, 6, 9))
        let shape: ConcentricRectangle = .rect(uniformTopCorners: .fixed(3), bottomLeadingCorner: .fixed(7), bottomTrailingCorner: .fixed(1))
        #expect(shape.path(in: frame) == uneven(3, 3, 7, 1))
        #expect(ConcentricRectangle.rect(corners: .fixed(5), isUniform: true).path(in: frame) == uneven(5, 5, 5, 5))
    }

    /// Evidence: Apple docs, RoundedRectangularShapeCorners (init(all:), fixed(_:), concentric)
    /// and RectangleCornerInsets (four corner sizes, init() all zero).
    @Test func cornerValuesHoldWhatTheyAreGiven() {
        let corners = RoundedRectangularShapeCorners(topLeading: .fixed(3), bottomTrailing: .concentric)
        #expect(corners.topLeading == .fixed(3))
        #expect(corners.topTrailing == .fixed(0))
        #expect(RoundedRectangularShapeCorners.fixed(4) == .init(all: .fixed(4)))
        #expect(RoundedRectangularShapeCorners.concentric != .fixed(0))
        #expect(RectangleCornerInsets().topLeading == .zero)
        let insets = RectangleCornerInsets(topLeading: CGSize(width: 1, height: 2), topTrailing: .zero, bottomLeading: .zero, bottomTrailing: CGSize(width: 3, height: 3))
        #expect(insets.bottomTrailing.width == 3)
    }

    struct Card: View {
        @State private var expanded = false
        var body: some View {
            VStack {
                Text(expanded ? "Details shown" : "Summary")
                    .padding()
                    .background(ConcentricRectangle(corners: .concentric(minimum: 8), isUniform: true).fill(.blue))
                    .clipShape(.rect(corners: .fixed(16)))
                    .containerShape(RoundedRectangle(cornerRadius: 24))
                Button("Toggle") { expanded.toggle() }
            }
        }
    }

    /// Evidence: Apple docs, RoundedRectangularShape ("Conform ... when your shape is a rounded
    /// rectangular with four corners"), containerShape(_:): the shapes only draw, so the view's
    /// state works as without them.
    @Test func concentricShapesOnlyDraw() throws {
        let d = Driver(Card())
        #expect(d.screen.contains("Summary"))
        try d.tap("Toggle")
        #expect(d.screen.contains("Details shown"))
    }
}
