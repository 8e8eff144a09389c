import Foundation
@testable import StateEngine
import Testing

/// The layout pass on the documented device (iPhone 16: 393 x 852 points, safe area 59 top,
/// 34 bottom): stacks, spacers, frames, padding, priorities, fixed sizes, aspect ratios.
/// Text widths follow the engine's documented metrics (`bodyWidth`).
@Suite @MainActor struct StackLayoutTests {
    struct Pair: View {
        var body: some View {
            HStack {
                Text("Left")
                Spacer()
                Text("Right")
            }
        }
    }

    /// Evidence: Apple docs "Spacer" (it takes the space its stack leaves) and "HStack" (the
    /// least flexible children are sized first); WWDC19 "Building custom views with SwiftUI"
    /// (the root is centered in the safe area at the size it chooses).
    @Test func spacerPushesNeighboursToTheEdgesOfTheDevice() throws {
        let d = Driver(Pair())
        let left = try d.rect("Left"), right = try d.rect("Right")
        #expect(left.minX == 0)
        #expect(left.width == bodyWidth("Left"))
        #expect(right.maxX == 393)
        #expect(left.height == 22)
        // The 22-point row is centered in the 759 points between the insets: 59 + (759 - 22) / 2.
        #expect(left.minY == 427.5)
    }

    struct Column: View {
        var body: some View {
            VStack {
                Text("Top")
                Spacer()
                Text("Bottom")
            }
        }
    }

    /// Evidence: Apple docs "Spacer" (in a VStack it expands vertically).
    @Test func verticalSpacerFillsTheSafeArea() throws {
        let d = Driver(Column())
        #expect(try d.rect("Top").minY == 59)
        #expect(try d.rect("Bottom").maxY == 852 - 34)
    }

    struct Frames: View {
        var body: some View {
            VStack {
                Text("Title").frame(maxWidth: .infinity, alignment: .leading)
                Text("Centered")
            }
        }
    }

    /// Evidence: Apple docs "frame(minWidth:idealWidth:maxWidth:...)" (with a maximum larger than
    /// the content the frame takes the proposed width; the alignment places the content in it).
    @Test func infiniteMaxWidthTakesTheOfferedWidthAndAlignsItsContent() throws {
        let d = Driver(Frames())
        #expect(try d.rect("Title").minX == 0)
        let centered = try d.rect("Centered")
        #expect(centered.midX == 196.5)
    }

    struct Wrapping: View {
        let fixed: Bool
        var body: some View {
            if fixed {
                Text("one two three four five six").fixedSize().frame(width: 100)
            } else {
                Text("one two three four five six").frame(width: 100)
            }
        }
    }

    /// Evidence: Apple docs "Text" (wraps to the width offered) and "fixedSize()" (the view
    /// takes its ideal size whatever it is offered).
    @Test func textWrapsToItsFrameUnlessFixedSize() throws {
        let wrapped = try Driver(Wrapping(fixed: false)).rect("one two three four five six")
        #expect(wrapped.width <= 100)
        #expect(wrapped.height >= 44)
        let fixed = try Driver(Wrapping(fixed: true)).rect("one two three four five six")
        #expect(fixed.width == bodyWidth("one two three four five six"))
        #expect(fixed.height == 22)
    }

    struct Priorities: View {
        let prioritized: Bool
        var body: some View {
            HStack(spacing: 0) {
                Text("aaaa aaaa aaaa").layoutPriority(prioritized ? 1 : 0)
                Text("bbbb bbbb bbbb")
            }
            .frame(width: 200)
        }
    }

    /// Evidence: Apple docs "layoutPriority(_:)" (the parent offers space to higher priority
    /// children first, after reserving the minimum of the others); OpenSwiftUI's HVStack.
    @Test func layoutPriorityGetsItsIdealWidthFirst() throws {
        let ideal = bodyWidth("aaaa aaaa aaaa")
        let shared = try Driver(Priorities(prioritized: false)).rect("aaaa aaaa aaaa")
        #expect(shared.width < ideal)
        #expect(shared.height == 44)
        let first = try Driver(Priorities(prioritized: true)).rect("aaaa aaaa aaaa")
        #expect(first.width == ideal)
        #expect(first.height == 22)
    }

    /// Evidence: Apple docs "padding(_:)" (content plus the insets on each edge).
    @Test func defaultPaddingAddsSixteenPointsPerEdge() throws {
        let d = Driver(MeasuredSize("padded") { Text("Hi").padding() })
        #expect(d.screen.contains("padded \(Int(bodyWidth("Hi")) + 32) x 54"))
    }

    /// Evidence: Apple docs "aspectRatio(_:contentMode:)" (fit: the largest size of that ratio
    /// within the proposal).
    @Test func aspectRatioFitsTheWidthOffered() throws {
        let d = Driver(MeasuredSize("ratio") { Color.red.aspectRatio(2, contentMode: .fit) })
        #expect(d.screen.contains("ratio 393 x 196.50"))
    }

    struct Guides: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("A")
                Text("B").alignmentGuide(.leading) { _ in -20 }
            }
        }
    }

    /// Evidence: Apple docs "alignmentGuide(_:computeValue:)" (the view's leading guide moves
    /// 20 points left of its edge, so the stack lines that point up with the others' edges).
    @Test func alignmentGuideShiftsAViewInItsStack() throws {
        let d = Driver(Guides())
        #expect(try d.rect("B").minX - d.rect("A").minX == 20)
    }

    struct LongList: View {
        var body: some View {
            ScrollView {
                VStack {
                    ForEach(0..<100, id: \.self) { Text("Row \($0)") }
                }
            }
        }
    }

    /// Evidence: Apple docs "ScrollView" (content is offered unlimited height: every row keeps
    /// its ideal height, the stack grows past the screen).
    @Test func scrollViewContentIsUnboundedAlongItsAxis() throws {
        let d = Driver(LongList())
        #expect(try d.rect("Row 0").minY == 59)
        #expect(try d.rect("Row 99").minY == 59 + 99 * (22 + 8))
    }

    struct CJK: View {
        let limit: Int?
        var body: some View {
            Text("你好世界").frame(width: 40).lineLimit(limit)
        }
    }

    /// Evidence: Apple docs "lineLimit(_:)"; CJK characters are full width (one em each) and
    /// break between characters (see ENGINE-RULES text-metrics-model).
    @Test func cjkTextBreaksBetweenCharactersAndLineLimitCutsLines() throws {
        #expect(try Driver(CJK(limit: nil)).rect("你好世界").height == 44)
        #expect(try Driver(CJK(limit: 1)).rect("你好世界").height == 22)
    }
}
