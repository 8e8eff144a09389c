import Diagnostics
import Testing
import Transcript

@testable import ScenarioKit
@testable import SiteKit

@Suite struct RunFigureTests {
    func report(_ events: [TranscriptEvent], diagnostics: [Diagnostic] = [], output: Bool = true) -> ScenarioReport {
        var checks = ScenarioReport.Checks()
        checks.comparedOutput = output
        checks.assertions = events.filter { $0.kind == .assertion }.count
        let scenario = Scenario(id: "demo", file: "Content/en/demo.md", chunks: [CodeChunk(text: "", fenceLine: 3, firstLine: 4)])
        return ScenarioReport(scenario: scenario, events: events, diagnostics: diagnostics, checks: checks, cacheHit: false)
    }

    let events: [TranscriptEvent] = [
        TranscriptEvent(.console, "before <launch>"),
        TranscriptEvent(.step, "launch ContentView"),
        TranscriptEvent(.body, "ContentView"),
        TranscriptEvent(.screen, "", screen: Screen(layers: [ScreenLayer(kind: .main, nodes: [
            ScreenNode(kind: "VStack", role: .container, children: [
                ScreenNode(kind: "Text", role: .text, label: "n = \"1\" <b>"),
                ScreenNode(kind: "Button", role: .button, label: "Show"),
                ScreenNode(kind: "Toggle", role: .toggle, label: "Wi-Fi", detail: "on"),
            ]),
        ])])),
        TranscriptEvent(.step, "tap \"Show\""),
        TranscriptEvent(.presentation, "sheet presented"),
        TranscriptEvent(.console, "<script>alert(1)</script>"),
        TranscriptEvent(.screen, "", screen: Screen(layers: [
            ScreenLayer(kind: .main, nodes: [ScreenNode(kind: "VStack", role: .container, children: [ScreenNode(kind: "Text", role: .text, label: "n = 1")])]),
            ScreenLayer(kind: .sheet, nodes: [ScreenNode(kind: "Text", role: .text, label: "inside")]),
        ])),
        TranscriptEvent(.assertion, "screen contains \"inside\"", passed: true),
    ]

    @Test func aPushedPageIsALayerOverTheScreenItWasPushedFrom() {
        // The navigation layer used to be drawn inside the main screen when the figure parsed text.
        let screen = Screen(layers: [
            ScreenLayer(kind: .main, nodes: [ScreenNode(kind: "NavigationStack", role: .container, children: [
                ScreenNode(kind: "NavigationLink", role: .button, label: "Open"),
            ])]),
            ScreenLayer(kind: .navigation, nodes: [ScreenNode(kind: "Stepper", role: .control, label: "Count", detail: "3")]),
        ])
        let html = DeviceFrameHTML.html(screen: screen, label: "Screen", empty: "(empty)")
        #expect(html.contains("rf-has-layer"))
        #expect(html.contains("<div class=\"rf-layer rf-layer-navigation\" data-layer=\"navigation\">"))
        #expect(html.contains("<div class=\"rf-vstack rf-navigationstack\"><span class=\"rf-button\">Open</span></div>"))
        // A kind the figure does not know is drawn by its role, with its label and detail.
        #expect(html.contains("<span class=\"rf-kind\">Stepper Count 3</span>"))
    }

    @Test func aFigureShowsEveryStepWithItsScreenConsoleAndBodiesAllEscaped() {
        let html = RunFigureHTML.html(for: report(events), language: "en")
        #expect(html.components(separatedBy: "class=\"rf-step\"").count - 1 == 3)
        #expect(html.contains("Before launch"))
        #expect(html.contains("<span class=\"rf-text\">n = &quot;1&quot; &lt;b&gt;</span>"))
        #expect(html.contains("<span class=\"rf-button\">Show</span>"))
        #expect(html.contains("rf-switch rf-on"))
        #expect(html.contains("rf-layer rf-layer-sheet"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!html.contains("<script>"))
        #expect(html.contains("<code>ContentView.body</code>"))
        #expect(html.contains("✓ Verified: transcript matches the output block; 1 assertion holds · StateEngine \(EngineVersion.current)"))
    }

    @Test func theFigureSpeaksChineseOnChinesePages() {
        let html = RunFigureHTML.html(for: report(events), language: "zh")
        #expect(html.contains("已验证"))
        #expect(html.contains("启动之前"))
        #expect(!html.contains("Verified"))
    }

    @Test func aFailedClaimIsShownOnThePage() {
        let failure = Diagnostic.error(
            "transcript of scenario 'demo' differs", file: "Content/en/demo.md", line: 12, id: "scenario.output",
            details: ["-<old>", "+new"])
        let html = RunFigureHTML.html(for: report(events, diagnostics: [failure]), language: "en")
        #expect(html.contains("rf-failures"))
        #expect(html.contains("Claim failed"))
        #expect(html.contains("<code>Content/en/demo.md:12</code>"))
        #expect(html.contains("-&lt;old&gt;"))
    }
}
