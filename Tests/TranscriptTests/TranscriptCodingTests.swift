import Testing
@testable import Transcript

@Suite struct TranscriptCodingTests {
    @Test func eventsSurviveTheTripThroughStandardOutput() {
        let events = [
            TranscriptEvent.step("launch ContentView"),
            TranscriptEvent.body(view: "ContentView", causes: []),
            TranscriptEvent.screen(Screen(layers: [
                ScreenLayer(kind: .main, nodes: [ScreenNode(kind: "VStack", role: .container, children: [ScreenNode(kind: "Text", role: .text, label: "n = 1")])]),
                ScreenLayer(kind: .alert, title: "Oops", nodes: [ScreenNode(kind: "Button", role: .button, label: "OK")]),
            ])),
        ]
        let wire = events.map(TranscriptCoding.encode).joined(separator: "\n") + "\n"
        #expect(TranscriptCoding.decode(wire) == events)
    }

    @Test func unmarkedLinesAreConsoleOutput() {
        let wire = TranscriptCoding.encode(TranscriptEvent.body(view: "A", causes: [])) + "\nraw line\n"
        #expect(TranscriptCoding.decode(wire) == [TranscriptEvent.body(view: "A", causes: []), TranscriptEvent.console("raw line")])
    }

    @Test func rendersOneEventALine() {
        let text = TranscriptCoding.render([
            TranscriptEvent.step("tap \"Set n = 2\""),
            TranscriptEvent.console("update"),
            TranscriptEvent.happening(.presented(.sheet, title: nil)),
            TranscriptEvent.screen(Screen(layers: [
                ScreenLayer(kind: .main, nodes: [ScreenNode(kind: "VStack", role: .container, children: [ScreenNode(kind: "Button", role: .button, label: "Set n = 2")])]),
            ])),
        ])
        #expect(text == "== tap \"Set n = 2\"\nupdate\nsheet presented\nscreen:\n  VStack\n    Button \"Set n = 2\"\n")
    }

    @Test func theScreenHasOneTextFormWithLayersAfterTheMainScreen() {
        let screen = Screen(layers: [
            ScreenLayer(kind: .main, nodes: [
                ScreenNode(kind: "VStack", role: .container, children: [
                    ScreenNode(kind: "Text", role: .text, label: "a \"b\"\nc"),
                    ScreenNode(kind: "Toggle", role: .toggle, label: "Wi-Fi", detail: "on"),
                ]),
            ]),
            ScreenLayer(kind: .navigation, nodes: [ScreenNode(kind: "Text", role: .text, label: "Detail")]),
            ScreenLayer(kind: .alert, title: "Oops", nodes: [ScreenNode(kind: "Button", role: .button, label: "OK")]),
        ])
        #expect(ScreenText.lines(screen) == [
            "VStack", "  Text \"a \\\"b\\\"\\nc\"", "  Toggle \"Wi-Fi\" on",
            "navigation", "  Text \"Detail\"",
            "alert \"Oops\"", "  Button \"OK\"",
        ])
        #expect(screen.presented.map(\.kind) == [.navigation, .alert])
    }
}
