import Foundation
@testable import StateEngine
import Testing
import Transcript

/// The `Layout` protocol, `AnyLayout`, `LayoutValueKey`, geometry readers and geometry-change
/// feedback, and the cache that keeps an unchanged subtree from being measured again.
@Suite @MainActor struct CustomLayoutTests {
    /// What a custom layout was asked, in order.
    final class Log {
        var proposals: [ProposedViewSize] = []
    }

    /// Places its subviews corner to corner, each at its ideal size.
    struct Diagonal: Layout {
        let log: Log

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            log.proposals.append(proposal)
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.reduce(0) { $0 + $1.height })
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var point = bounds.origin
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                subview.place(at: point, proposal: .unspecified)
                point.x += size.width
                point.y += size.height
            }
        }
    }

    struct DiagonalScreen: View {
        let log: Log
        var body: some View {
            Diagonal(log: log) {
                Text("One")
                Text("Two")
            }
        }
    }

    /// Evidence: WWDC22 "Compose custom layouts with SwiftUI" (the container is proposed the
    /// space offered; it measures subviews with proposals of its own and places each with
    /// place(at:anchor:proposal:)).
    @Test func customLayoutIsProposedTheSafeAreaAndPlacesItsSubviews() throws {
        let log = Log()
        let d = Driver(DiagonalScreen(log: log))
        #expect(log.proposals.first == ProposedViewSize(width: 393, height: 759))
        let one = try d.rect("One"), two = try d.rect("Two")
        #expect(two.minX == one.maxX)
        #expect(two.minY == one.maxY)
        #expect(d.screen.contains("Diagonal"))
    }

    struct Rank: LayoutValueKey {
        static let defaultValue = 0
    }

    /// Stacks its subviews top to bottom by descending rank.
    struct Ranked: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [Int]) -> CGSize {
            CGSize(width: 100, height: CGFloat(subviews.count) * 30)
        }

        func makeCache(subviews: Subviews) -> [Int] {
            subviews.indices.sorted { subviews[$0][Rank.self] > subviews[$1][Rank.self] }
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [Int]) {
            for (row, index) in cache.enumerated() {
                subviews[index].place(at: CGPoint(x: bounds.minX, y: bounds.minY + CGFloat(row) * 30), proposal: .unspecified)
            }
        }
    }

    struct RankedScreen: View {
        var body: some View {
            Ranked {
                Text("Low").layoutValue(key: Rank.self, value: 1)
                Text("High").layoutValue(key: Rank.self, value: 5)
                Text("None")
            }
        }
    }

    /// Evidence: Apple docs "LayoutValueKey" and "layoutValue(key:value:)" (the subview proxy
    /// reads the value; a view without one reads the key's default); "makeCache(subviews:)".
    @Test func layoutValuesReachTheLayoutThroughItsCache() throws {
        let d = Driver(RankedScreen())
        let high = try d.rect("High"), low = try d.rect("Low"), none = try d.rect("None")
        #expect(high.minY < low.minY)
        #expect(low.minY < none.minY)
    }

    struct Counter: View {
        @State private var count = 0
        var body: some View {
            Button("Count \(count)") { count += 1 }
        }
    }

    struct Switcher: View {
        @State private var vertical = false
        var body: some View {
            let layout = vertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
            VStack {
                layout {
                    Counter()
                    Text("Other")
                }
                Button("Switch") { vertical.toggle() }
            }
        }
    }

    /// Evidence: WWDC22 "Compose custom layouts with SwiftUI" and Apple docs "AnyLayout"
    /// (changing the layout keeps the subviews' identity and state).
    @Test func anyLayoutKeepsStateWhenItsLayoutChanges() throws {
        let d = Driver(Switcher())
        try d.tap("Count 0")
        let beside = try d.rect("Other")
        #expect(try beside.minX > d.rect("Count 1").maxX)
        try d.tap("Switch")
        #expect(d.screen.contains("Count 1"))
        #expect(try d.rect("Other").minY > d.rect("Count 1").maxY)
    }

    struct Reader: View {
        var body: some View {
            VStack {
                Text("Header").frame(height: 100)
                GeometryReader { proxy in
                    Text("\(Int(proxy.size.width)) x \(Int(proxy.size.height)) at \(Int(proxy.frame(in: .named("outer")).minY)) / \(Int(proxy.frame(in: .global).minY))")
                }
            }
            .coordinateSpace(.named("outer"))
        }
    }

    /// Evidence: Apple docs "GeometryReader" (takes the space offered: what the stack leaves
    /// after the header and its spacing) and "GeometryProxy.frame(in:)" (named and global spaces).
    @Test func geometryReaderSeesTheSpaceItIsGivenOnTheDevice() throws {
        let d = Driver(Reader())
        // 759 safe points, minus the 100-point header and 8 points of spacing.
        #expect(d.screen.contains("393 x 651 at 108 / 167"))
    }

    struct Runaway: View {
        @State private var width: CGFloat = 10
        var body: some View {
            Text("Grow")
                .frame(width: width)
                .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { width = $0 + 1 }
        }
    }

    /// Evidence: Apple docs "onGeometryChange(for:of:action:)" (the action may write state,
    /// which updates the view and lays it out again); a value that never settles is cut off by
    /// the engine's update-pass limit (ENGINE-RULES update-pass-limit).
    @Test func geometryChangeThatNeverSettlesIsReportedAsALoop() {
        let d = Driver(Runaway())
        #expect(d.events.contains { $0.kind == .error && $0.text.contains("update loop") })
    }

    struct Many: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Button("Count \(count)") { count += 1 }
                ForEach(0..<200, id: \.self) { Row(index: $0) }
            }
        }
    }

    struct Row: View {
        let index: Int
        var body: some View {
            HStack { Text("Row \(index)"); Spacer(); Text("Detail") }.padding(.horizontal)
        }
    }

    /// Per the layout contract (sizes cached per node by proposal, invalidated from the
    /// changed node up): an update that changes one button's size measures that button and
    /// its ancestors again, not the 200 unchanged rows; one that keeps its size (a label of
    /// the same measure) measures nothing.
    @Test func anUpdateMeasuresOnlyWhatChanged() throws {
        let d = Driver(Many())
        let initial = d.layoutComputations
        #expect(initial > 200)
        try d.tap("Count 0")
        #expect(d.layoutComputations == initial)
        for count in 1..<9 { try d.tap("Count \(count)") }
        let before = d.layoutComputations
        // "Count 10" is wider than "Count 9".
        try d.tap("Count 9")
        let update = d.layoutComputations - before
        #expect(update > 0)
        #expect(update < 40)
        #expect(try d.rect("Row 199").minY > d.rect("Row 0").minY)
    }

    struct Nested: View {
        var body: some View {
            VStack {
                HStack { VStack { HStack { Leaf() } } }
                ForEach(0..<50, id: \.self) { Row(index: $0) }
            }
        }
    }

    struct Leaf: View {
        @State private var label = "Tap A"
        var body: some View {
            Button(label) { label = label == "Tap A" ? "Tap B" : "Tap a much longer label" }
        }
    }

    /// A change that keeps a view's size stops at that view (SwiftUI's layout reads a subview
    /// through its size, Apple docs "Layout"; chosen here as the cache's rule): "Tap A" and
    /// "Tap B" are as wide under the engine's metrics, so no ancestor is measured again and the
    /// button is only placed again. A change that alters the size measures its ancestors and
    /// moves what depends on it.
    @Test func aChangeThatKeepsItsSizeDoesNotMeasureItsAncestors() throws {
        #expect(bodyWidth("Tap A") == bodyWidth("Tap B"))
        let d = Driver(Nested())
        let before = try d.rect("Tap A")
        let initial = d.layoutComputations
        try d.tap("Tap A")
        let sameSize = d.layoutComputations - initial
        #expect(try d.rect("Tap B") == before)
        // The button and its label, each under the proposals it answered before (18 here,
        // through three nested stacks), and nothing above them: 551 sizes when they were.
        #expect(sameSize <= 40, "measured \(sameSize) sizes")
        let next = d.layoutComputations
        try d.tap("Tap B")
        let grown = d.layoutComputations - next
        let longer = try d.rect("Tap a much longer label")
        #expect(longer.width > before.width)
        #expect(longer.midX == before.midX)
        #expect(grown > sameSize)
        #expect(try d.rect("Row 0").minY == d.rect("Row 0").minY)
    }
}
