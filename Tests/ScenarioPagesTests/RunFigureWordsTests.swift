import Testing
import Transcript

@testable import ScenarioKit
@testable import ScenarioPages

/// The run figure's words are the page language's interface words, not a choice by language
/// code: a site's `i18n/<code>.yml` gives them for any language.
@Suite struct RunFigureWordsTests {
    @Test func everyBuiltInLanguageHasEveryWord() {
        let english = Set(RunFigureStrings.interfaceWords["en"]!.keys)
        for (code, words) in RunFigureStrings.interfaceWords {
            #expect(Set(words.keys) == english, "\(code)")
        }
    }

    @Test func aLanguagesOwnWordsReplaceTheBuiltInOnes() {
        let french = ["runFigure.run": "Exécution", "runFigure.checksHold": "{n} vérifications tiennent", "runFigure.colon": " : "]
        let strings = RunFigureStrings { french[$0] ?? RunFigureStrings.interfaceWords["en"]![$0]! }
        #expect(strings.run == "Exécution")
        #expect(strings.assertions(3) == "3 vérifications tiennent")
        #expect(strings.assertions(1) == "1 check holds")
        #expect(strings.colon == " : ")
        #expect(strings.verified == RunFigureStrings.english.verified)
    }

    @Test func countsAndKindsAreFilledIn() {
        #expect(RunFigureStrings.english.assertions(1) == "1 check holds")
        #expect(RunFigureStrings.english.assertions(2) == "2 checks hold")
        #expect(RunFigureStrings.chinese.assertions(2) == "2 项检查成立")
        #expect(RunFigureStrings.english.outputMatchedKinds("print") == "this run's print lines match the transcript shown")
    }

    /// Issue #31, "no English words remain in a Chinese figure": a step the driver could not
    /// finish is worded from its typed stop, the kind of control named in the page's language;
    /// the transcript keeps the engine's English from the same template.
    @Test func driverStopsAreWordedInThePagesLanguage() {
        let stop = DriverStop.noTarget(kind: "button", label: "Save", available: ["Cancel", "Done"])
        #expect(stop.text == "no button labelled \"Save\" on screen (buttons: \"Cancel\", \"Done\")")
        let html = RunFigureStrings.chinese.stops.html(stop, details: ["screen:", "  Button \"Cancel\""])
        #expect(html.hasPrefix("错误：屏幕上没有标签为 <code>&quot;Save&quot;</code> 的按钮（屏幕上的按钮：<code>&quot;Cancel&quot;</code>、<code>&quot;Done&quot;</code>）"))
        #expect(html.hasSuffix("<pre class=\"rf-stop-details\">screen:\n  Button &quot;Cancel&quot;</pre>"))
        // Every stop has a Chinese template, and the kinds of control a step looks for their word.
        let zh = RunFigureStrings.interfaceWords["zh"]!
        for name in DriverStop.englishTemplates.keys { #expect(zh["runFigure.stop." + name] != nil, "\(name)") }
        for noun in StopWords.controlNouns { #expect(zh["runFigure.kind." + noun]?.contains(where: \.isASCII) == false, "\(noun)") }
        #expect(TranscriptCoding.render([.stop(stop, details: ["screen:"])]) == "error: " + stop.text + "\nscreen:\n")
    }

    /// Issue #31, "the figure speaks the page's language": an assertion is worded from its
    /// typed claim, so a Chinese figure has no English around the program's own values.
    @Test func assertionsAreWordedInThePagesLanguage() {
        let zh = RunFigureStrings.chinese.claims, en = RunFigureStrings.english.claims
        #expect(zh.html(.screenContains("Count: 1"), passed: true) == "检查通过：屏幕上有 <code>&quot;Count: 1&quot;</code>")
        #expect(zh.html(.bodyCount(view: "OrderView", expected: 1, actual: 2), passed: false)
                == "检查失败：<code>OrderView.body</code> 被求值 1 次（实际为 2）")
        #expect(en.html(.bodyCount(view: "OrderView", expected: 2, actual: 2), passed: true) == "expect ok: <code>OrderView.body</code> evaluated 2 times")
        #expect(en.html(.message("the <cart> is empty"), passed: true) == "expect ok: the &lt;cart&gt; is empty")
        #expect(zh.lifecycle(appeared: false, view: "Detail") == "<code>Detail</code> 消失（onDisappear）")
    }

    /// The transcript keeps its one English wording, made from the same claim.
    @Test func theTranscriptWordsTheClaimInEnglish() {
        let event = TranscriptEvent.assertion(.consoleLines(expected: 2, containing: "saved", actual: 1), passed: false, line: nil)
        #expect(TranscriptCoding.render([event]) == "expect FAILED: console has 2 lines containing \"saved\" (was 1)\n")
    }

    /// Presentations, onChange and preference actions are typed too: worded per language, while
    /// the transcript keeps SwiftUI's names in English.
    @Test func presentationsAndChangesAreWordedInThePagesLanguage() {
        let zh = RunFigureStrings.chinese.claims
        #expect(zh.html(.presented(.alert, title: "Delete?")) == "呈现了 <code>alert &quot;Delete?&quot;</code>")
        #expect(zh.html(.presented(.navigation, title: nil)) == "导航栈推入了一个新页面")
        #expect(zh.html(.valueChanged(view: "Form", from: "1", to: "2")) == "<code>Form</code> 中的 onChange：<code>1</code> → <code>2</code>")
        #expect(StateHappening.presented(.navigation, title: nil).text == "navigation pushed")
        #expect(StateHappening.dismissed(.alert, title: "Delete?").text == "alert \"Delete?\" dismissed")
        #expect(TranscriptEvent.happening(.valueChanged(view: "Form", from: nil, to: "2")).kind == .change)
    }

    /// Animation frames (issue #28's summaries) are worded per language from their typed report.
    @Test func animationFramesAreWordedInThePagesLanguage() {
        let report = FrameReport(spans: [.init(subject: "Ring", start: 0, end: 0.35, from: "0", to: "100", frames: 21)],
                                 bodies: [.init(type: "Ring", count: 21)])
        #expect(RunFigureStrings.chinese.claims.html(report)
                == "动画帧 0.00–0.35 秒：<code>Ring</code> <code>0</code> → <code>100</code>，共 21 帧<br>动画帧中被求值的 body：<code>Ring.body</code> 21 次")
        #expect(report.lines.first == "frames 0.00-0.35 s: Ring 0 -> 100, 21 frames")
    }

    /// A program's value that looks like a placeholder is shown as written, whatever order the
    /// placeholders are filled in.
    @Test func valuesAreNotFilledAgain() {
        let line = RunFigureStrings.english.claims.html(.valueChanged(view: "{to}", from: "{view}", to: "2"))
        #expect(line == "onChange in <code>{to}</code>: <code>{view}</code> → <code>2</code>")
    }
}
