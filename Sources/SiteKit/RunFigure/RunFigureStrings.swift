import Transcript

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
    var claimMatches: String
    var claimDiffers: String
    var noScreen: String
    var compileFailed: String
    /// A step after which no body was evaluated: the evidence that nothing re-ran.
    var noBodyRan: String
    /// Why a body ran, per kind of cause; `{name}` is the property or value, shown as code.
    var causes: CauseWords
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
        beforeLaunch: "Before launch", transcript: "Full transcript of this run", claimedTranscript: "Claimed transcript",
        claimMatches: "matches this run", claimDiffers: "does not match this run",
        noScreen: "(nothing on screen)", compileFailed: "Did not compile",
        noBodyRan: "No body ran in this step.",
        causes: CauseWords(
            newIdentity: "new identity: its first body", inputs: "its parent passed new values",
            state: "reads {name}, which changed in this step", binding: "its binding {name} shows a new value", storage: "reads the stored value {name}, which changed",
            environment: "the environment value {name} it reads changed",
            objectWillChange: "{name} announced a change (objectWillChange), read or not",
            observation: "an @Observable property its body read changed",
            animationFrame: "a frame of an animation it shows", timeline: "its timeline reached the next date",
            systemState: "SwiftUI's own {name} changed"))

    static let chinese = RunFigureStrings(
        run: "运行", verified: "已验证", failed: "断言未通过",
        outputMatched: "本次运行与所示记录一致",
        outputMatchedKinds: { "本次运行的 \($0) 记录与所示记录一致" },
        assertions: { "\($0) 项检查成立" },
        expectedCompileError: "如文中所说，无法编译", expectedCrash: "如文中所说，发生崩溃",
        expectedWarning: "如文中所说，给出警告", ranToEnd: "完整运行结束",
        screen: "屏幕", console: "控制台", bodies: "被求值的 body", events: "事件",
        beforeLaunch: "启动之前", transcript: "本次运行的完整记录", claimedTranscript: "文中声明的运行记录",
        claimMatches: "与本次运行一致", claimDiffers: "与本次运行不一致",
        noScreen: "（屏幕上没有内容）", compileFailed: "未能编译",
        noBodyRan: "这一步没有任何 body 被求值。",
        causes: CauseWords(
            newIdentity: "新的标识：第一次求值", inputs: "父视图传入了新的值",
            state: "读取了 {name}，它在这一步发生了变化", binding: "绑定 {name} 显示了新的值", storage: "读取的存储值 {name} 发生了变化",
            environment: "它读取的环境值 {name} 发生了变化",
            objectWillChange: "{name} 发出了变化通知（objectWillChange），无论是否读取",
            observation: "body 读取过的 @Observable 属性发生了变化",
            animationFrame: "它显示的动画的一帧", timeline: "它的时间线到了下一个时刻",
            systemState: "SwiftUI 自己保存的 {name} 发生了变化"),
        colon: "：", listSeparator: "；")
}

/// The words for each kind of `BodyCause`.
struct CauseWords: Sendable {
    var newIdentity: String
    var inputs: String
    var state: String
    var binding: String
    var storage: String
    var environment: String
    var objectWillChange: String
    var observation: String
    var animationFrame: String
    var timeline: String
    var systemState: String

    /// The cause as HTML: the sentence escaped, its `{name}` as code.
    func html(_ cause: BodyCause) -> String {
        let template: String
        switch cause {
        case .newIdentity: template = newIdentity
        case .inputs: template = inputs
        case .state: template = state
        case .binding: template = binding
        case .storage: template = storage
        case .environment: template = environment
        case .objectWillChange: template = objectWillChange
        case .observation: template = observation
        case .animationFrame: template = animationFrame
        case .timeline: template = timeline
        case .systemState: template = systemState
        }
        let name = cause.propertyName.map { "<code>" + HTML.escape($0) + "</code>" } ?? ""
        return HTML.escape(template).replacingOccurrences(of: "{name}", with: name)
    }
}
