import StateEngine
import Testing
import Transcript

/// How a popover and a sheet show on the engine's iPhone (compact width, regular height), and
/// what `presentationCompactAdaptation` on their content changes.
@Suite @MainActor struct CompactAdaptationTests {
    struct Tip: View {
        let adaptation: PresentationAdaptation?
        @State private var showing = false
        var body: some View {
            Button("Tip") { showing = true }
                .popover(isPresented: $showing) {
                    if let adaptation {
                        Text("Swipe to archive").presentationCompactAdaptation(adaptation)
                    } else {
                        Text("Swipe to archive")
                    }
                }
        }
    }

    func shownLayer(_ view: some View, size: UserInterfaceSizeClass? = nil) throws -> ScreenLayer.Kind? {
        let d = Driver(view)
        if let size { d.setEnvironment(\.horizontalSizeClass, size) }
        try d.tap("Tip")
        return d.screenTree.presented.last?.kind
    }

    // Evidence: Apple docs presentationCompactAdaptation(horizontal:vertical:) ("a popover
    // presentation over a horizontally-compact view uses a sheet appearance by default").
    @Test func aPopoverOnAnIPhoneIsASheet() throws {
        let d = Driver(Tip(adaptation: nil))
        try d.tap("Tip")
        #expect(d.screenTree.presented.map(\.kind) == [.sheet])
        #expect(d.lines(of: [.presentation]).contains("sheet presented"))
        try d.dismiss()
        #expect(d.lines(of: [.presentation]).last == "sheet dismissed")
    }

    struct Chatty: View {
        var body: some View {
            let _ = print("tip built")
            Text("Tip").presentationCompactAdaptation(.popover)
        }
    }

    struct ChattyPresenter: View {
        @State private var showing = false
        var body: some View {
            Button("Tip") { showing = true }.popover(isPresented: $showing) { Chatty() }
        }
    }

    // Evidence: seed article 000_679aabd783122932.txt (P03: the content is built when
    // presentation begins): the presentation is reported first, with the layer its content
    // chose, then what building the content did.
    @Test func thePresentationIsReportedBeforeItsContentIsBuilt() throws {
        let d = Driver(ChattyPresenter())
        try d.tap("Tip")
        let events = d.lastStepEvents.filter { [.presentation, .body, .console].contains($0.kind) }
        #expect(events.map(\.kind) == [.presentation, .body, .console])
        #expect(events.map(\.text).first == "popover presented")
        #expect(events.map(\.text).last == "tip built")
    }

    // Evidence: Apple docs PresentationAdaptation.popover ("Prefer a popover appearance when
    // adapting for size classes") and .none ("Don't adapt for the size class, if possible").
    @Test func contentKeepsThePopoverWhenItAsks() throws {
        #expect(try shownLayer(Tip(adaptation: .popover)) == .popover)
        #expect(try shownLayer(Tip(adaptation: PresentationAdaptation.none)) == .popover)
        #expect(try shownLayer(Tip(adaptation: .fullScreenCover)) == .fullScreenCover)
        #expect(try shownLayer(Tip(adaptation: .automatic)) == .sheet)
    }

    // Evidence: Apple docs presentationCompactAdaptation(horizontal:vertical:) (the adaptation
    // applies "in a horizontally compact size class"): in a regular width a popover is a popover.
    @Test func aRegularWidthShowsThePopover() throws {
        #expect(try shownLayer(Tip(adaptation: nil), size: .regular) == .popover)
    }

    struct Settings: View {
        @State private var showing = false
        let vertical: UserInterfaceSizeClass
        var body: some View {
            Button("Tip") { showing = true }
                .sheet(isPresented: $showing) {
                    Text("Settings").presentationCompactAdaptation(horizontal: .sheet, vertical: .fullScreenCover)
                }
                .environment(\.verticalSizeClass, vertical)
        }
    }

    // Evidence: Apple docs presentationCompactAdaptation(horizontal:vertical:) ("In a size class
    // that is both horizontally and vertically compact, SwiftUI uses the verticalAdaptation value").
    @Test func theVerticalAdaptationWinsWhenBothAreCompact() throws {
        #expect(try shownLayer(Settings(vertical: .regular)) == .sheet)
        #expect(try shownLayer(Settings(vertical: .compact)) == .fullScreenCover)
    }

    struct Inbox: View {
        @State private var filter = "All"
        var body: some View {
            NavigationStack {
                Text("Showing \(filter)")
                    .navigationTitle("Inbox")
                    .toolbarTitleMenu {
                        Button("All") { filter = "All" }
                        Button("Unread") { filter = "Unread" }
                    }
            }
        }
    }

    // Evidence: Apple docs toolbarTitleMenu(content:) (on iOS the navigation title shows the
    // menu; choosing an item runs it, as any menu's).
    @Test func theTitleMenuOpensFromTheTitleAndRunsAnItem() throws {
        let d = Driver(Inbox())
        #expect(d.screen.contains("Menu \"Inbox\""))
        #expect(!d.screen.contains("Button \"Unread\""))
        try d.tap("Inbox")
        #expect(d.screen.contains("Menu \"Inbox\" open"))
        try d.tap("Unread")
        #expect(d.screen.contains("Text \"Showing Unread\""))
        #expect(!d.screen.contains("Menu \"Inbox\" open"))
    }

    struct Folders: View {
        @State private var folder = "Notes"
        var body: some View {
            NavigationStack {
                Text("In \(folder)")
                    .navigationTitle(folder)
                    .toolbar {
                        ToolbarTitleMenu {
                            Button("Drafts") { folder = "Drafts" }
                        }
                    }
            }
        }
    }

    // Evidence: Apple docs ToolbarTitleMenu ("The title menu of a toolbar"), as toolbar content.
    @Test func aToolbarTitleMenuShowsTheCurrentTitle() throws {
        let d = Driver(Folders())
        try d.openMenu("Notes")
        try d.tap("Drafts")
        #expect(d.screen.contains("Menu \"Drafts\""))
        #expect(d.screen.contains("Text \"In Drafts\""))
    }
}
