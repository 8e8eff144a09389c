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
        outputMatched: "transcript matches the output block",
        outputMatchedKinds: { "\($0) events match the output block" },
        assertions: { $0 == 1 ? "1 assertion holds" : "\($0) assertions hold" },
        expectedCompileError: "fails to compile, as claimed", expectedCrash: "crashes, as claimed",
        expectedWarning: "warns, as claimed", ranToEnd: "runs to the end",
        screen: "Screen", console: "Console", bodies: "Bodies evaluated", events: "Events",
        beforeLaunch: "Before launch", transcript: "Full transcript", claimedTranscript: "Transcript claimed in the article",
        noScreen: "(nothing on screen)", compileFailed: "Did not compile")

    static let chinese = RunFigureStrings(
        run: "运行", verified: "已验证", failed: "断言未通过",
        outputMatched: "运行记录与输出块一致",
        outputMatchedKinds: { "\($0) 事件与输出块一致" },
        assertions: { "\($0) 条断言成立" },
        expectedCompileError: "如文中所说，无法编译", expectedCrash: "如文中所说，发生崩溃",
        expectedWarning: "如文中所说，给出警告", ranToEnd: "完整运行结束",
        screen: "屏幕", console: "控制台", bodies: "被求值的 body", events: "事件",
        beforeLaunch: "启动之前", transcript: "完整运行记录", claimedTranscript: "文中声明的运行记录",
        noScreen: "（屏幕上没有内容）", compileFailed: "未能编译", colon: "：", listSeparator: "；")
}
