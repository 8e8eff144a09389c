import Testing
import Transcript

@testable import ScenarioPages

/// Issue #31: controls are drawn as iOS draws them, from their typed look, not as dotted
/// wireframes with their kind written inside; program text stays escaped.
@Suite struct DeviceControlsTests {
    func drawn(_ node: ScreenNode) -> String { DeviceFrameHTML.node(node) }

    @Test func aFieldShowsItsTextOrPromptAndItsFocus() {
        let empty = drawn(ScreenNode(kind: "TextField", role: .field, label: "Note", look: ControlLook(.field(text: "", prompt: "Add <a> note", isFocused: false))))
        #expect(empty == "<span class=\"rf-field\"><span class=\"rf-prompt\">Add &lt;a&gt; note</span></span>")
        let focused = drawn(ScreenNode(kind: "TextField", role: .field, label: "Note", look: ControlLook(.field(text: "Extra", prompt: nil, isFocused: true))))
        #expect(focused == "<span class=\"rf-field rf-focused\">Extra<span class=\"rf-caret\"></span></span>")
        let search = drawn(ScreenNode(kind: "SearchField", role: .field, label: "Search", look: ControlLook(.field(text: "", prompt: "Search", isFocused: false))))
        #expect(search.hasPrefix("<span class=\"rf-field rf-search\">"))
    }

    @Test func aStepperGreysTheButtonAtItsBound() {
        let html = drawn(ScreenNode(kind: "Stepper", role: .control, label: "Quantity", look: ControlLook(.stepper(canDecrement: false, canIncrement: true))))
        #expect(html == "<span class=\"rf-row\"><span class=\"rf-control-label\">Quantity</span><span class=\"rf-stepper\"><span class=\"rf-off\">−</span><span>+</span></span></span>")
    }

    @Test func slidersAndProgressPlaceTheirValue() {
        #expect(drawn(ScreenNode(kind: "Slider", role: .control, look: ControlLook(.slider(fraction: 0.254)))).contains("style=\"--rf-f: 0.25\""))
        #expect(drawn(ScreenNode(kind: "ProgressView", role: .decoration, look: ControlLook(.progress(fraction: 2)))).contains("--rf-f: 1\""))
        #expect(drawn(ScreenNode(kind: "ProgressView", role: .decoration, look: ControlLook(.progress(fraction: nil)))) == "<span class=\"rf-spinner\"></span>")
    }

    @Test func aDisabledPickerIsGreyedAndShowsItsSelection() {
        let html = drawn(ScreenNode(kind: "Picker", role: .control, label: "Flavor", look: ControlLook(.picker(selection: "Mint"), isEnabled: false)))
        #expect(html.hasPrefix("<span class=\"rf-row rf-disabled\"><span class=\"rf-control-label\">Flavor</span><span class=\"rf-picker\">Mint "))
    }

    /// A look's texts go through `Screen.mappingText` like the rest of the screen.
    @Test func mappingTextReachesTheLook() {
        let node = ScreenNode(kind: "Picker", role: .control, label: "F", look: ControlLook(.picker(selection: "a")))
        #expect(node.mappingText { $0.uppercased() }.look == ControlLook(.picker(selection: "A")))
    }

    /// A navigation stack shows its title as a large title; a tab view its selected tab above a
    /// tab bar naming every tab, the selected one marked.
    @Test func navigationTitlesAndTabBarsAreDrawn() {
        let stack = drawn(ScreenNode(kind: "NavigationStack", role: .container, label: "Inbox", children: [ScreenNode(kind: "Text", role: .text, label: "Hi")]))
        #expect(stack == "<div class=\"rf-vstack rf-navigationstack\"><p class=\"rf-navtitle\">Inbox</p><span class=\"rf-text\">Hi</span></div>")
        let tabs = drawn(ScreenNode(kind: "TabView", role: .container, children: [
            ScreenNode(kind: "Tab", role: .button, label: "Home", detail: "selected", children: [ScreenNode(kind: "Text", role: .text, label: "Welcome")]),
            ScreenNode(kind: "Tab", role: .button, label: "Settings"),
        ]))
        #expect(tabs == "<div class=\"rf-tabview\"><div class=\"rf-vstack rf-tab-content\"><span class=\"rf-text\">Welcome</span></div>"
                + "<div class=\"rf-tabbar\"><span class=\"rf-tab rf-tab-selected\">Home</span><span class=\"rf-tab\">Settings</span></div></div>")
    }
}
