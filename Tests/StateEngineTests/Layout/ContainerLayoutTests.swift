import Foundation
@testable import StateEngine
import Testing

/// Grids, overlays, safe-area insets and container-relative frames in the layout pass.
@Suite @MainActor struct ContainerLayoutTests {
    struct Scores: View {
        var body: some View {
            Grid {
                GridRow {
                    Text("Name")
                    Text("Score")
                }
                GridRow {
                    Text("Alexander")
                    Text("9")
                }
            }
        }
    }

    /// Evidence: Apple docs "Grid" (a column is as wide as its widest cell; cells are centered
    /// in their cell by default).
    @Test func gridLinesCellsUpInColumns() throws {
        let d = Driver(Scores())
        #expect(try d.rect("Name").midX == d.rect("Alexander").midX)
        #expect(try d.rect("Score").midX == d.rect("9").midX)
        #expect(try d.rect("Score").minX >= d.rect("Alexander").maxX + 8)
    }

    struct Tagged: View {
        var body: some View {
            Text("Base")
                .frame(width: 200, height: 100)
                .overlay(alignment: .topLeading) { Text("Tag") }
        }
    }

    /// Evidence: Apple docs "overlay(alignment:content:)" (the overlay is aligned in the
    /// modified view's frame, which keeps its size).
    @Test func overlayIsAlignedInTheViewItCovers() throws {
        let d = Driver(Tagged())
        let tag = try d.rect("Tag")
        // The 200 x 100 frame is centered in the safe area: (393 - 200) / 2, 59 + (759 - 100) / 2.
        #expect(tag.minX == 96.5)
        #expect(tag.minY == 388.5)
    }

    struct Inset: View {
        var body: some View {
            ScrollView {
                Text("Content")
            }
            .safeAreaInset(edge: .bottom) { Text("Bar") }
        }
    }

    /// Evidence: Apple docs "safeAreaInset(edge:alignment:spacing:content:)" (the inset content
    /// sits on the edge; the view is inset by its height).
    @Test func safeAreaInsetSitsOnItsEdge() throws {
        let d = Driver(Inset())
        #expect(try d.rect("Bar").maxY == 852 - 34)
        #expect(try d.rect("Content").minY == 59)
    }

    /// Evidence: Apple docs "containerRelativeFrame(_:count:span:spacing:alignment:)" (outside a
    /// scroll view the container is the window: two columns 10 points apart share its width).
    @Test func containerRelativeFrameDividesTheWindow() {
        let d = Driver(MeasuredSize("card") { Text("x").containerRelativeFrame(.horizontal, count: 2, spacing: 10) })
        #expect(d.screen.contains("card 191.50 x 22"))
    }
}
