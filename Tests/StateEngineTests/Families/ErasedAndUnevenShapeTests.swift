import StateEngine
import Testing

/// `AnyShape` and `UnevenRoundedRectangle` (iOS 16), declared for issue 34: drawn on the screen
/// like the other shapes.
@Suite @MainActor struct ErasedAndUnevenShapeTests {
    struct Badge: View {
        @State private var isRound = true
        var body: some View {
            VStack {
                AnyShape(isRound ? AnyShape(Circle()) : AnyShape(Rectangle()))
                UnevenRoundedRectangle(topLeadingRadius: 8, bottomTrailingRadius: 8)
                Button("Square") { isRound = false }
            }
        }
    }

    /// Evidence: Apple's AnyShape docs ("A type-erased shape value": it draws the shape it
    /// erases) and UnevenRoundedRectangle docs (a shape, so a view).
    @Test func anErasedShapeShowsTheShapeItWrapsAndFollowsItsState() throws {
        let d = Driver(Badge())
        #expect(d.screen.contains("Circle"))
        #expect(d.screen.contains("UnevenRoundedRectangle"))
        let rectangles = { d.screen.components(separatedBy: "Rectangle").count - 1 }
        #expect(rectangles() == 1)
        try d.tap("Square")
        #expect(!d.screen.contains("Circle"))
        #expect(rectangles() == 2)
    }

    /// Evidence: Apple's AnyShape docs (the erased shape's path is the wrapped shape's).
    @Test func anErasedShapeDrawsTheWrappedPath() {
        let rect = CGRect(x: 0, y: 0, width: 4, height: 2)
        #expect(AnyShape(Ellipse()).path(in: rect) == Ellipse().path(in: rect))
    }
}
