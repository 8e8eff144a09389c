import Foundation
@testable import StateEngine
import Transcript

/// Shows the size its content reports through `onGeometryChange` as a text ("w x h"), so a
/// test reads a measured size from the screen as a user of the engine would.
struct MeasuredSize<Content: View>: View {
    let name: String
    let content: Content
    @State private var size = CGSize.zero

    init(_ name: String, @ViewBuilder content: () -> Content) {
        self.name = name
        self.content = content()
    }

    var body: some View {
        VStack(spacing: 0) {
            content.onGeometryChange(for: CGSize.self, of: { $0.size }, action: { size = $0 })
            Text("\(name) \(ScreenFrame.format(Double(size.width))) x \(ScreenFrame.format(Double(size.height)))")
        }
    }
}

extension Driver {
    /// The frame of the view labelled `label` as a rectangle, failing the test when missing.
    func rect(_ label: String) throws -> CGRect {
        let frame = try frame(of: label)
        return CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }

    /// Sizes the layout pass computed (not answered from a node's cache) so far.
    var layoutComputations: Int { graph.layout.sizeComputations }
}

/// Width of `text` in the body font under the engine's documented metrics (TextMetrics).
func bodyWidth(_ text: String) -> CGFloat {
    TextMetrics(font: .body).width(of: Substring(text)).rounded(.up)
}
