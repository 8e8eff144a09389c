/// The run figure's words in each site language.
struct RunFigureStrings: Sendable {
    var run: String
    var verified: String
    var failed: String
    var outputMatched: String
    var outputMatchedKinds: @Sendable (String) -> String
    var assertions: @Sendable (Int) -> String
    var expectedCompileError: String
    var expectedCrash: String
    var expectedWarning: String
    var ranToEnd: String
    var screen: String
    var console: String
    var bodies: String
    var events: String
    var beforeLaunch: String
    var transcript: String
    var claimedTranscript: String
    var noScreen: String
    var compileFailed: String
    /// Punctuation between a label and what follows, and between listed checks.
    var colon = ": "
    var listSeparator = "; "

    static func forLanguage(_ code: String) -> RunFigureStrings { code == "zh" ? chinese : english }

    static let english = RunFigureStrings(
        run: "Run", verified: "Verified", failed: "Claim failed",
        outputMatched: "this run matches the transcript shown",
        outputMatchedKinds: { "this run's \($0) lines match the transcript shown" },
        assertions: { $0 == 1 ? "1 check holds" : "\($0) checks hold" },
        expectedCompileError: "fails to compile, as claimed", expectedCrash: "crashes, as claimed",
        expectedWarning: "warns, as claimed", ranToEnd: "runs to the end",
        screen: "Screen", console: "Console", bodies: "Bodies evaluated", events: "Events",
        beforeLaunch: "Before launch", transcript: "Full transcript of this run", claimedTranscript: "Full transcript (checked against this run)",
        noScreen: "(nothing on screen)", compileFailed: "Did not compile")

    static let chinese = RunFigureStrings(
        run: "运行", verified: "已验证", failed: "断言未通过",
        outputMatched: "本次运行与所示记录一致",
        outputMatchedKinds: { "本次运行的 \($0) 记录与所示记录一致" },
        assertions: { "\($0) 项检查成立" },
        expectedCompileError: "如文中所说，无法编译", expectedCrash: "如文中所说，发生崩溃",
        expectedWarning: "如文中所说，给出警告", ranToEnd: "完整运行结束",
        screen: "屏幕", console: "控制台", bodies: "被求值的 body", events: "事件",
        beforeLaunch: "启动之前", transcript: "本次运行的完整记录", claimedTranscript: "完整运行记录（已与本次运行核对）",
        noScreen: "（屏幕上没有内容）", compileFailed: "未能编译", colon: "：", listSeparator: "；")
}
