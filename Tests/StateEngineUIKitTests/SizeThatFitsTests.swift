import StateEngine
import StateEngineUIKit
import Testing

/// A representable's `sizeThatFits` sizes its view in the layout pass.
@Suite @MainActor struct SizeThatFitsTests {
    struct Badge: UIViewRepresentable {
        let width: CGFloat

        func makeUIView(context: Context) -> UILabel {
            let label = UILabel()
            label.text = "Badge"
            return label
        }

        func updateUIView(_ label: UILabel, context: Context) {}

        func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
            CGSize(width: min(width, proposal.width ?? width), height: 30)
        }
    }

    struct Plain: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel {
            let label = UILabel()
            label.text = "Plain"
            return label
        }

        func updateUIView(_ label: UILabel, context: Context) {}
    }

    // Evidence: Apple docs, UIViewRepresentable.sizeThatFits(_:uiView:context:) ("Proposes a
    // size for the view"; nil for the default).
    @Test func theRepresentablesSizeIsTheOneTheLayoutPassUses() throws {
        let d = Driver(VStack(spacing: 0) {
            Badge(width: 80)
            Plain()
        })
        let first = try d.frame(of: "Badge")
        #expect(first.width == 80 && first.height == 30)
        let plain = try d.frame(of: "Plain")
        #expect(plain.height == 0, "without sizeThatFits the hosted view has no content to size it")
        #expect(plain.y >= first.y + first.height, "the next view starts below the 30 points the representable asked for")
    }
}
