import Diagnostics
import Testing
import Transcript

@testable import ScenarioKit
@testable import ScenarioPages
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
        TranscriptEvent.console("before <launch>"),
        TranscriptEvent.step("launch ContentView"),
        TranscriptEvent.body(view: "ContentView", causes: []),
        TranscriptEvent.screen(Screen(layers: [ScreenLayer(kind: .main, nodes: [
            ScreenNode(kind: "VStack", role: .container, children: [
                ScreenNode(kind: "Text", role: .text, label: "n = \"1\" <b>"),
                ScreenNode(kind: "Button", role: .button, label: "Show"),
                ScreenNode(kind: "Toggle", role: .toggle, label: "Wi-Fi", detail: "on"),
            ]),
        ])])),
        TranscriptEvent.step("tap \"Show\""),
        TranscriptEvent.happening(.presented(.sheet, title: nil)),
        TranscriptEvent.console("<script>alert(1)</script>"),
        TranscriptEvent.screen(Screen(layers: [
            ScreenLayer(kind: .main, nodes: [ScreenNode(kind: "VStack", role: .container, children: [ScreenNode(kind: "Text", role: .text, label: "n = 1")])]),
            ScreenLayer(kind: .sheet, nodes: [ScreenNode(kind: "Text", role: .text, label: "inside")]),
        ])),
        TranscriptEvent.assertion(.screenContains("inside"), passed: true, line: nil),
    ]

    @Test func aPushedPageIsALayerOverTheScreenItWasPushedFrom() {
        // The navigation layer used to be drawn inside the main screen when the figure parsed text.
        let screen = Screen(layers: [
            ScreenLayer(kind: .main, nodes: [ScreenNode(kind: "NavigationStack", role: .container, children: [
                ScreenNode(kind: "NavigationLink", role: .button, label: "Open"),
            ])]),
            ScreenLayer(kind: .navigation, nodes: [ScreenNode(kind: "Stepper", role: .control, label: "Count", detail: "3")]),
        ])
        let html = DeviceFrameHTML.html(screen: screen)
        #expect(html.contains("rf-has-layer"))
        #expect(html.contains("<div class=\"rf-layer rf-layer-navigation\" data-layer=\"navigation\"><p class=\"rf-navbar\"><span class=\"rf-back\">Back</span></p>"))
        #expect(html.contains("<div class=\"rf-vstack rf-navigationstack\"><span class=\"rf-button rf-navlink\">Open</span></div>"))
        // A kind the figure does not know is drawn by its role, with its label and detail.
        #expect(html.contains("<span class=\"rf-kind\">Stepper Count 3</span>"))
    }

    @Test func aFigureShowsEveryStepWithItsScreenConsoleAndBodiesAllEscaped() {
        let html = RunFigureHTML.html(for: report(events), strings: .english)
        #expect(html.components(separatedBy: "class=\"rf-step\"").count - 1 == 3)
        #expect(html.contains("Before launch"))
        #expect(html.contains("<span class=\"rf-text\">n = &quot;1&quot; &lt;b&gt;</span>"))
        #expect(html.contains("<span class=\"rf-button\">Show</span>"))
        #expect(html.contains("rf-switch rf-on"))
        #expect(html.contains("rf-layer rf-layer-sheet"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!html.contains("<script>"))
        #expect(html.contains("<code>ContentView.body</code>"))
        #expect(html.contains("✓ Verified: this run matches the transcript shown; 1 check holds · StateEngine \(EngineVersion.current)"))
        #expect(html.contains("role=\"img\" aria-label=\"Screen: VStack, Text &quot;n = \\&quot;1\\&quot; &lt;b&gt;&quot;, Button &quot;Show&quot;, Toggle &quot;Wi-Fi&quot; on\""))
    }

    // Issue #31: each body entry says why it ran, in words and as `data-cause` tokens; a step
    // where no body ran says so (the evidence readers look for), in the page's language.
    @Test func eachBodySaysWhyItRanAndAStepWithoutBodiesSaysSo() {
        let steps: [TranscriptEvent] = [
            TranscriptEvent.step("launch OrderView"),
            TranscriptEvent.body(view: "OrderView", causes: [.newIdentity]),
            TranscriptEvent.step("tap \"Add\""),
            TranscriptEvent.body(view: "OrderView", causes: [.state("_quantity")]),
            TranscriptEvent.body(view: "Badge", causes: [.inputs, .environment("_colorScheme")]),
            TranscriptEvent.step("tap \"Show\""),
        ]
        let english = RunFigureHTML.html(for: report(steps), strings: .english)
        #expect(english.contains("<li data-cause=\"new-identity\"><code>OrderView.body</code><span class=\"rf-cause\">new identity: its first body</span></li>"))
        #expect(english.contains("<li data-cause=\"state quantity\"><code>OrderView.body</code><span class=\"rf-cause\">reads <code>quantity</code>, which changed in this step</span></li>"))
        #expect(english.contains("data-cause=\"inputs, environment colorScheme\""))
        #expect(english.contains("its parent passed new values; the environment value <code>colorScheme</code> it reads changed"))
        #expect(english.components(separatedBy: "No body ran in this step.").count - 1 == 1)
        let chinese = RunFigureHTML.html(for: report(steps), strings: .chinese)
        #expect(chinese.contains("读取了 <code>quantity</code>，它在这一步发生了变化"))
        #expect(chinese.contains("这一步没有任何 body 被求值。"))
        #expect(!chinese.contains("changed"))
    }

    /// A scenario that did not compile says so, rather than "claim failed" (chosen: the reader
    /// should know no claim was even tried).
    @Test func aCompileFailureIsBadgedAsSuch() {
        let failed = [TranscriptEvent.error(.compile, message: "cannot find 'x' in scope", place: nil)]
        let failure = Diagnostic.error("cannot find 'x' in scope", file: "Content/en/demo.md", line: 5, id: .scenarioCompile)
        let html = RunFigureHTML.html(for: report(failed, diagnostics: [failure], output: false), strings: .english)
        #expect(html.contains("✗ Did not compile"))
        #expect(!html.contains("Claim failed"))
    }

    /// Issue #31: an author's `output` block stays where the author put it, marked as checked
    /// against the run, so prose that refers to it is followed by it; the figure folds away the
    /// run's own transcript.
    @Test func theClaimedTranscriptStaysWhereTheAuthorPutIt() {
        var withOutput = report(events)
        let output = OutputBlock(text: "== launch ContentView\n", fenceLine: 20, firstLine: 21)
        withOutput.scenario.output = output
        let excerpt = RunFigureHTML.claimedExcerpt(output, of: withOutput, strings: .english)
        #expect(excerpt.contains("Claimed transcript · <code>demo</code></span> <span class=\"rf-mark rf-ok\">✓ matches this run</span>"))
        #expect(excerpt.contains("<pre class=\"rf-claim-text\" tabindex=\"0\">== launch ContentView\n</pre>"))
        let failed = report(events, diagnostics: [.error("differs", file: "Content/en/demo.md", line: 20, id: .scenarioOutput)])
        #expect(RunFigureHTML.claimedExcerpt(output, of: failed, strings: .chinese).contains("✗ 与本次运行不一致"))
        let html = RunFigureHTML.html(for: withOutput, strings: .english)
        #expect(html.contains("<summary>Full transcript of this run</summary><pre tabindex=\"0\">before &lt;launch&gt;\n== launch ContentView"))
    }

    @Test func theFigureSpeaksChineseOnChinesePages() {
        let html = RunFigureHTML.html(for: report(events), strings: .chinese)
        #expect(html.contains("已验证"))
        #expect(html.contains("启动之前"))
        #expect(!html.contains("Verified"))
    }

    @Test func aFailedClaimIsShownOnThePage() {
        let failure = Diagnostic.error(
            "transcript of scenario 'demo' differs", file: "Content/en/demo.md", line: 12, id: .scenarioOutput,
            details: ["-<old>", "+new"])
        let html = RunFigureHTML.html(for: report(events, diagnostics: [failure]), strings: .english)
        #expect(html.contains("rf-failures"))
        #expect(html.contains("Claim failed"))
        #expect(html.contains("<code>Content/en/demo.md:12</code>"))
        #expect(html.contains("-&lt;old&gt;"))
    }
}
