import StateEngine
import Testing
import Transcript

/// Publishing an ObservableObject's change from work sent to a background queue.
@Suite @MainActor struct BackgroundPublishTests {
    // `@unchecked Sendable`: the test target builds in the Swift 6 mode; the point is the unsafe hop.
    final class Feed: ObservableObject, @unchecked Sendable {
        @Published var items: [String] = []

        func loadOnBackgroundQueue() {
            DispatchQueue.global().async { self.items = ["Fetched"] }
        }

        func loadAndPublishOnMain() {
            DispatchQueue.global().async {
                let fetched = ["Fetched"]
                DispatchQueue.main.async { self.items = fetched }
            }
        }
    }

    struct FeedView: View {
        @StateObject private var feed = Feed()
        let onMain: Bool
        var body: some View {
            VStack {
                Text("\(feed.items.count) items")
                Button("Load") { onMain ? feed.loadAndPublishOnMain() : feed.loadOnBackgroundQueue() }
            }
        }
    }

    static let message = "Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates."

    // Evidence: SwiftUI's runtime warning, quoted in rickclephas/KMP-ObservableViewModel#58 and
    // johnpatrickmorgan/FlowStacks#27; the change still reaches the view.
    @Test func publishingFromABackgroundQueueWarns() throws {
        let d = Driver(FeedView(onMain: false))
        try d.tap("Load")
        #expect(d.lines(of: [.warning]) == [Self.message], "\(d.lines(of: [.warning]))")
        #expect(d.screen.contains("1 items"))
    }

    // Evidence: as above ("make sure to publish values from the main thread").
    @Test func hoppingBackToTheMainQueueDoesNotWarn() throws {
        let d = Driver(FeedView(onMain: true))
        try d.tap("Load")
        #expect(d.lines(of: [.warning]).isEmpty, "\(d.lines(of: [.warning]))")
        #expect(d.screen.contains("1 items"))
    }
}
