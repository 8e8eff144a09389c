import Testing
import Transcript

@testable import ScenarioPages

/// Issue #31, "lists in their styles" and "a pushed page ... distinct from a sheet": lists and
/// forms are drawn as iOS draws them (rows in groups, sections under their headers, navigation
/// links with a chevron), and a pushed page's bar names the page under it.
@Suite struct DeviceListsTests {
    func text(_ label: String) -> ScreenNode { ScreenNode(kind: "Text", role: .text, label: label) }

    @Test func aListDrawsItsRowsInGroupsAndItsSectionsUnderTheirHeaders() {
        let list = ScreenNode(kind: "List", role: .container, children: [
            text("Inbox"),
            ScreenNode(kind: "Section", role: .container, label: "Later", children: [
                ScreenNode(kind: "NavigationLink", role: .button, label: "Dune"),
                ScreenNode(kind: "footer", role: .text, label: "2 books"),
            ]),
        ], look: ControlLook(.list(style: .plain)))
        let html = DeviceFrameHTML.node(list)
        #expect(html == "<div class=\"rf-vstack rf-list rf-list-plain\">"
            + "<div class=\"rf-group\"><span class=\"rf-text\">Inbox</span></div>"
            + "<div class=\"rf-section\"><p class=\"rf-section-header\">Later</p>"
            + "<div class=\"rf-group\"><span class=\"rf-button rf-navlink\">Dune</span></div>"
            + "<p class=\"rf-section-footer\">2 books</p></div></div>")
    }

    @Test func formsAndListsWithoutARecordedStyleAreDrawnInsetGrouped() {
        // A form's default style on iPhone, and the List's default (automatic) on iPhone.
        #expect(DeviceFrameHTML.node(ScreenNode(kind: "Form", role: .container, children: [text("A")]))
            .hasPrefix("<div class=\"rf-vstack rf-list rf-form rf-list-insetGrouped\">"))
        #expect(DeviceFrameHTML.node(ScreenNode(kind: "List", role: .container, children: [text("A")], look: ControlLook(.list(style: .automatic))))
            .hasPrefix("<div class=\"rf-vstack rf-list rf-list-insetGrouped\">"))
    }

    @Test func aPushedPageNamesThePageUnderItAndShowsItsOwnTitle() {
        let root = ScreenLayer(kind: .main, nodes: [ScreenNode(kind: "NavigationStack", role: .container, label: "Library", children: [text("Shelf")])])
        let first = ScreenLayer(kind: .navigation, title: "Dune", nodes: [text("Chapter 1")])
        let second = ScreenLayer(kind: .navigation, nodes: [text("Notes")])
        let html = DeviceFrameHTML.html(screen: Screen(layers: [root, first, second]), words: RunFigureStrings.chinese.device)
        #expect(html.contains("<div class=\"rf-layer rf-layer-navigation\" data-layer=\"navigation Dune\"><p class=\"rf-navbar\"><span class=\"rf-back\">Library</span></p><p class=\"rf-navtitle\">Dune</p>"))
        // The second page's back button names the first; it has no title of its own.
        #expect(html.contains("<div class=\"rf-layer rf-layer-navigation\" data-layer=\"navigation\"><p class=\"rf-navbar\"><span class=\"rf-back\">Dune</span></p><div class=\"rf-layer-content\">"))
        // With no title under it, the back button says so in the page's language.
        let untitled = Screen(layers: [ScreenLayer(kind: .main, nodes: [text("Home")]), second])
        #expect(DeviceFrameHTML.html(screen: untitled, words: RunFigureStrings.chinese.device).contains("<span class=\"rf-back\">返回</span>"))
    }
}
