import StateEngine
import Testing

/// `@GestureState` follows a drag and resets when it ends; `@ScaledMetric` follows the text size.
@Suite @MainActor struct GestureStateAndScaledMetricTests {
    struct DraggableCard: View {
        @GestureState private var dragOffset = CGSize.zero
        @State private var position = CGSize.zero
        var body: some View {
            let _ = print("body offset \(Int(dragOffset.width)) position \(Int(position.width))")
            Text("card")
                .offset(x: position.width + dragOffset.width)
                .gesture(
                    DragGesture()
                        .updating($dragOffset) { value, state, _ in state = value.translation }
                        .onEnded { value in position.width += value.translation.width }
                )
        }
    }

    /// Evidence: Apple's GestureState docs (updated during the gesture, reset when it ends);
    /// each drag sample is its own update (rule drag-samples).
    @Test func gestureStateFollowsTheDragAndResetsWhenItEnds() throws {
        let d = Driver(DraggableCard())
        try d.drag("card", x: 40, y: 0)
        #expect(d.console == [
            "body offset 0 position 0",
            "body offset 20 position 0",
            "body offset 40 position 0",
            "body offset 0 position 40",
        ])
        try d.drag("card", x: -10, y: 0)
        #expect(d.console.suffix(3) == [
            "body offset -5 position 40",
            "body offset -10 position 40",
            "body offset 0 position 30",
        ])
    }

    struct Badge: View {
        @ScaledMetric private var size: CGFloat = 34
        @ScaledMetric(relativeTo: .caption) private var padding = 17.0
        var body: some View {
            Text("size \(Int(size)) padding \(Int(padding))")
        }
    }

    /// Evidence: Apple's ScaledMetric docs; the HIG body sizes (17 pt at `.large`, 23 pt at
    /// `.xxxLarge`, 53 pt at `.accessibility5`).
    @Test func scaledMetricFollowsTheTextSize() {
        #expect(Driver(Badge()).screen.contains("size 34 padding 17"))
        #expect(Driver(Badge().environment(\.dynamicTypeSize, .xxxLarge)).screen.contains("size 46 padding 23"))
        #expect(Driver(Badge().environment(\.dynamicTypeSize, .accessibility5)).screen.contains("size 106 padding 53"))
    }
}
