import SiteKit
import Transcript

/// The run figure's words in each site language.
struct RunFigureStrings: Sendable {
    var run: String
    var verified: String
    var failed: String
    var outputMatched: String
    var outputMatchedKinds: @Sendable (String) -> String
    /// The name of a kind of transcript line (`console`, `body`) as an output block's `kinds=` names it.
    var eventKinds: [TranscriptEvent.Kind: String]
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
    /// Before the views a step changed on screen, in the device's description.
    var changed: String
    var compileFailed: String
    /// A pushed page's back button when the page under it has no title.
    var back: String
    /// A step after which no body was evaluated: the evidence that nothing re-ran.
    var noBodyRan: String
    /// Why a body ran, per kind of cause; `{name}` is the property or value, shown as code.
    var causes: CauseWords
    /// Assertions and lifecycle events.
    var claims: ClaimWords
    /// Why the driver stopped a scenario.
    var stops: StopWords
    /// Punctuation between a label and what follows, and between listed checks.
    var colon: String
    var listSeparator: String

    /// The words of a page's language: its interface words (`i18n/<code>.yml` or built in, see
    /// `interfaceWords`), looked up by key.
    init(words: (String) -> String) {
        func word(_ key: String) -> String { words("runFigure." + key) }
        run = word("run"); verified = word("verified"); failed = word("failed")
        outputMatched = word("outputMatched")
        let matchedKinds = word("outputMatchedKinds")
        outputMatchedKinds = { matchedKinds.replacingOccurrences(of: "{kinds}", with: $0) }
        eventKinds = Dictionary(uniqueKeysWithValues: TranscriptEvent.Kind.allCases.map { ($0, word("eventKind." + $0.rawValue)) })
        let one = word("checkHolds"), many = word("checksHold")
        assertions = { ($0 == 1 ? one : many).replacingOccurrences(of: "{n}", with: String($0)) }
        expectedCompileError = word("expectedCompileError"); expectedCrash = word("expectedCrash")
        expectedWarning = word("expectedWarning"); ranToEnd = word("ranToEnd")
        screen = word("screen"); console = word("console"); bodies = word("bodies"); events = word("events")
        beforeLaunch = word("beforeLaunch"); transcript = word("transcript"); claimedTranscript = word("claimedTranscript")
        claimMatches = word("claimMatches"); claimDiffers = word("claimDiffers")
        noScreen = word("noScreen"); compileFailed = word("compileFailed"); changed = word("changed")
        back = word("back")
        noBodyRan = word("noBodyRan")
        causes = CauseWords(
            newIdentity: word("cause.newIdentity"), inputs: word("cause.inputs"), state: word("cause.state"),
            binding: word("cause.binding"), storage: word("cause.storage"), environment: word("cause.environment"),
            objectWillChange: word("cause.objectWillChange"), observation: word("cause.observation"),
            animationFrame: word("cause.animationFrame"), timeline: word("cause.timeline"), systemState: word("cause.systemState"))
        colon = word("colon"); listSeparator = word("listSeparator")
        claims = ClaimWords(word: words)
        stops = StopWords(word: words)
    }

    static let english = RunFigureStrings { interfaceWords["en"]![$0]! }
    /// The words of the device drawing.
    var device: DeviceFrameHTML.Words { DeviceFrameHTML.Words(screen: screen, empty: noScreen, changed: changed, back: back) }

    static let chinese = RunFigureStrings { interfaceWords["zh"]![$0] ?? interfaceWords["en"]![$0]! }

    /// The built-in words, by language code; a site gives others (or replaces these) in its
    /// `i18n/<code>.yml` under the same keys. `{kinds}` and `{n}` are filled in.
    static let interfaceWords: [String: [String: String]] = builtInWords.merging(["en": englishNames]) { words, names in
        words.merging(names) { own, _ in own }
    }

    /// English words that are the engine's own names: the transcript's wording of driver stops,
    /// the kinds of control the engine names, and the kinds of transcript line.
    private static var englishNames: [String: String] {
        var names: [String: String] = [:]
        for (name, template) in DriverStop.englishTemplates { names["runFigure.stop." + name] = template }
        for noun in StopWords.controlNouns { names["runFigure.kind." + noun] = noun }
        for kind in TranscriptEvent.Kind.allCases { names["runFigure.eventKind." + kind.rawValue] = kind.rawValue }
        return names
    }

    private static let builtInWords: [String: [String: String]] = [
        "en": [
            "runFigure.run": "Run", "runFigure.verified": "Verified", "runFigure.failed": "Claim failed",
            "runFigure.outputMatched": "this run matches the transcript shown",
            "runFigure.outputMatchedKinds": "this run's {kinds} lines match the transcript shown",
            "runFigure.checkHolds": "1 check holds", "runFigure.checksHold": "{n} checks hold",
            "runFigure.expectedCompileError": "fails to compile, as claimed", "runFigure.expectedCrash": "crashes, as claimed",
            "runFigure.expectedWarning": "warns, as claimed", "runFigure.ranToEnd": "runs to the end",
            "runFigure.screen": "Screen", "runFigure.console": "Console", "runFigure.bodies": "Bodies evaluated", "runFigure.events": "Events",
            "runFigure.beforeLaunch": "Before launch", "runFigure.transcript": "Full transcript of this run",
            "runFigure.claimedTranscript": "Claimed transcript",
            "runFigure.claimMatches": "matches this run", "runFigure.claimDiffers": "does not match this run",
            "runFigure.noScreen": "(nothing on screen)", "runFigure.changed": "changed by this step", "runFigure.back": "Back", "runFigure.compileFailed": "Did not compile",
            "runFigure.noBodyRan": "No body ran in this step.",
            "runFigure.cause.newIdentity": "new identity: its first body", "runFigure.cause.inputs": "its parent passed new values",
            "runFigure.cause.state": "reads {name}, which changed in this step", "runFigure.cause.binding": "its binding {name} shows a new value",
            "runFigure.cause.storage": "reads the stored value {name}, which changed",
            "runFigure.cause.environment": "the environment value {name} it reads changed",
            "runFigure.cause.objectWillChange": "{name} announced a change (objectWillChange), read or not",
            "runFigure.cause.observation": "an @Observable property its body read changed",
            "runFigure.cause.animationFrame": "a frame of an animation it shows", "runFigure.cause.timeline": "its timeline reached the next date",
            "runFigure.cause.systemState": "SwiftUI's own {name} changed",
            "runFigure.colon": ": ", "runFigure.listSeparator": "; ",
            "runFigure.claim.passed": "expect ok: ", "runFigure.claim.failed": "expect FAILED: ",
            "runFigure.claim.screenContains": "screen contains {text}", "runFigure.claim.screenLacks": "screen does not contain {text}",
            "runFigure.claim.consoleContains": "console contains {text}", "runFigure.claim.consoleLacks": "console does not contain {text}",
            "runFigure.claim.consoleLines": "console has {n} lines", "runFigure.claim.consoleLinesContaining": "console has {n} lines containing {text}",
            "runFigure.claim.bodyCountOne": "{view} evaluated {n} time", "runFigure.claim.bodyCountMany": "{view} evaluated {n} times",
            "runFigure.claim.frame": "frame of {label}: {wanted}", "runFigure.claim.was": " (was {actual})",
            "runFigure.event.appeared": "{view} appeared (onAppear)", "runFigure.event.disappeared": "{view} disappeared (onDisappear)",
            "runFigure.event.presented": "{what} presented", "runFigure.event.dismissed": "{what} dismissed",
            "runFigure.event.pushed": "a page was pushed onto the navigation stack", "runFigure.event.popped": "the navigation stack went back a page",
            "runFigure.event.opensURL": "the system opens {url}", "runFigure.event.shareSheet": "the system share sheet opens for {item}",
            "runFigure.event.valueChanged": "onChange in {view}: {from} → {to}", "runFigure.event.initialValue": "onChange in {view}: initial value {to}",
            "runFigure.event.preferenceChanged": "onPreferenceChange {key} in {view}",
            "runFigure.frames.spanOne": "frame {start}–{end} s: {subject} {from} → {to}, 1 frame",
            "runFigure.frames.spanMany": "frames {start}–{end} s: {subject} {from} → {to}, {n} frames",
            "runFigure.frames.bodies": "bodies in frames: {list}", "runFigure.frames.bodyCount": "{view} ×{n}",
            "runFigure.error": "error: ", "runFigure.none": "none", "runFigure.itemSeparator": ", ",
        ],
        "zh": [
            "runFigure.run": "运行", "runFigure.verified": "已验证", "runFigure.failed": "断言未通过",
            "runFigure.outputMatched": "本次运行与所示记录一致",
            "runFigure.outputMatchedKinds": "本次运行的 {kinds} 记录与所示记录一致",
            "runFigure.checkHolds": "1 项检查成立", "runFigure.checksHold": "{n} 项检查成立",
            "runFigure.expectedCompileError": "如文中所说，无法编译", "runFigure.expectedCrash": "如文中所说，发生崩溃",
            "runFigure.expectedWarning": "如文中所说，给出警告", "runFigure.ranToEnd": "完整运行结束",
            "runFigure.screen": "屏幕", "runFigure.console": "控制台", "runFigure.bodies": "被求值的 body", "runFigure.events": "事件",
            "runFigure.beforeLaunch": "启动之前", "runFigure.transcript": "本次运行的完整记录",
            "runFigure.claimedTranscript": "文中声明的运行记录",
            "runFigure.claimMatches": "与本次运行一致", "runFigure.claimDiffers": "与本次运行不一致",
            "runFigure.noScreen": "（屏幕上没有内容）", "runFigure.changed": "这一步改变了", "runFigure.back": "返回", "runFigure.compileFailed": "未能编译",
            "runFigure.noBodyRan": "这一步没有任何 body 被求值。",
            "runFigure.cause.newIdentity": "新的标识：第一次求值", "runFigure.cause.inputs": "父视图传入了新的值",
            "runFigure.cause.state": "读取了 {name}，它在这一步发生了变化", "runFigure.cause.binding": "绑定 {name} 显示了新的值",
            "runFigure.cause.storage": "读取的存储值 {name} 发生了变化",
            "runFigure.cause.environment": "它读取的环境值 {name} 发生了变化",
            "runFigure.cause.objectWillChange": "{name} 发出了变化通知（objectWillChange），无论是否读取",
            "runFigure.cause.observation": "body 读取过的 @Observable 属性发生了变化",
            "runFigure.cause.animationFrame": "它显示的动画的一帧", "runFigure.cause.timeline": "它的时间线到了下一个时刻",
            "runFigure.cause.systemState": "SwiftUI 自己保存的 {name} 发生了变化",
            "runFigure.colon": "：", "runFigure.listSeparator": "；",
            "runFigure.claim.passed": "检查通过：", "runFigure.claim.failed": "检查失败：",
            "runFigure.claim.screenContains": "屏幕上有 {text}", "runFigure.claim.screenLacks": "屏幕上没有 {text}",
            "runFigure.claim.consoleContains": "控制台输出包含 {text}", "runFigure.claim.consoleLacks": "控制台输出不包含 {text}",
            "runFigure.claim.consoleLines": "控制台有 {n} 行输出", "runFigure.claim.consoleLinesContaining": "控制台有 {n} 行输出包含 {text}",
            "runFigure.claim.bodyCountOne": "{view} 被求值 {n} 次", "runFigure.claim.bodyCountMany": "{view} 被求值 {n} 次",
            "runFigure.claim.frame": "{label} 的位置和尺寸：{wanted}", "runFigure.claim.was": "（实际为 {actual}）",
            "runFigure.event.appeared": "{view} 出现（onAppear）", "runFigure.event.disappeared": "{view} 消失（onDisappear）",
            "runFigure.event.presented": "呈现了 {what}", "runFigure.event.dismissed": "关闭了 {what}",
            "runFigure.event.pushed": "导航栈推入了一个新页面", "runFigure.event.popped": "导航栈返回了上一页",
            "runFigure.event.opensURL": "系统打开 {url}", "runFigure.event.shareSheet": "系统为 {item} 打开分享面板",
            "runFigure.event.valueChanged": "{view} 中的 onChange：{from} → {to}", "runFigure.event.initialValue": "{view} 中的 onChange：初始值 {to}",
            "runFigure.event.preferenceChanged": "{view} 中的 onPreferenceChange {key}",
            "runFigure.frames.spanOne": "动画帧 {start}–{end} 秒：{subject} {from} → {to}，共 1 帧",
            "runFigure.frames.spanMany": "动画帧 {start}–{end} 秒：{subject} {from} → {to}，共 {n} 帧",
            "runFigure.frames.bodies": "动画帧中被求值的 body：{list}", "runFigure.frames.bodyCount": "{view} {n} 次",
            "runFigure.eventKind.step": "步骤", "runFigure.eventKind.body": "body 求值", "runFigure.eventKind.console": "控制台",
            "runFigure.eventKind.screen": "屏幕", "runFigure.eventKind.appear": "出现", "runFigure.eventKind.disappear": "消失",
            "runFigure.eventKind.presentation": "呈现", "runFigure.eventKind.preference": "偏好", "runFigure.eventKind.change": "变化",
            "runFigure.eventKind.warning": "警告", "runFigure.eventKind.assertion": "检查", "runFigure.eventKind.error": "错误",
            "runFigure.eventKind.frames": "动画帧",
            "runFigure.error": "错误：", "runFigure.none": "无", "runFigure.itemSeparator": "、",
            "runFigure.kind.button": "按钮", "runFigure.kind.toggle": "开关", "runFigure.kind.text field": "文本框",
            "runFigure.kind.stepper": "步进器", "runFigure.kind.slider": "滑块", "runFigure.kind.picker": "选择器",
            "runFigure.kind.date picker": "日期选择器", "runFigure.kind.tab view": "标签页视图", "runFigure.kind.row": "行",
            "runFigure.kind.menu": "菜单", "runFigure.kind.gesture": "手势", "runFigure.kind.tap gesture": "点按手势",
            "runFigure.kind.refreshable view": "可刷新的视图", "runFigure.kind.swipe actions": "轻扫操作",
            "runFigure.kind.accessibility element": "辅助功能元素", "runFigure.kind.view": "视图",
            "runFigure.kind.chart": "图表", "runFigure.kind.photos picker": "照片选择器",
            "runFigure.kind.draggable view": "可拖移的视图", "runFigure.kind.drop destination": "放置目标",
            "runFigure.stop.noTarget": "屏幕上没有标签为 {label} 的{kind}（屏幕上的{kind}：{available}）",
            "runFigure.stop.ambiguousTarget": "屏幕上有 {n} 个标签为 {label} 的{kind}，标签有歧义",
            "runFigure.stop.disabledTarget": "{kind} {label} 已停用",
            "runFigure.stop.noneOfKind": "屏幕上没有{kind}", "runFigure.stop.severalOfKind": "屏幕上有 {n} 个{kind}，请指明是哪一个",
            "runFigure.stop.disabledOfKind": "{kind}已停用",
            "runFigure.stop.noOption": "{kind} {label} 没有选项 {option}（选项：{available}）",
            "runFigure.stop.nothingPresented": "dismiss：当前没有呈现任何内容",
            "runFigure.stop.notDismissible": "dismiss：用户无法关闭这个 {layer}（interactiveDismissDisabled）",
            "runFigure.stop.nothingPushed": "back：导航栈顶没有推入的页面",
            "runFigure.stop.notAURL": "open：{url} 不是 URL", "runFigure.stop.noURLHandler": "open：没有视图处理 URL（onOpenURL）",
            "runFigure.stop.noAccessibilityAction": "元素 {label} 没有辅助功能操作 {action}（操作：{available}）",
            "runFigure.stop.noFocusedField": "submit：没有获得焦点的文本框（请先向其中输入）",
            "runFigure.stop.textNotInField": "select：文本框 {label} 中没有 {text}",
            "runFigure.stop.fieldWithoutSelection": "select：文本框 {label} 没有程序可读的选区（带属性的 TextEditor 才有）",
            "runFigure.stop.noFocusedView": "press：没有获得焦点的视图（可获得焦点的视图需设置焦点绑定；文本框用 type(_:into:) 输入）",
            "runFigure.stop.nothingToUndo": "undo：窗口的撤销管理器没有可撤销的操作",
            "runFigure.stop.nothingToRedo": "redo：窗口的撤销管理器没有可重做的操作",
            "runFigure.stop.tooManyChoices": "{kind} {label} 最多接受 {most} 项，而不是 {n} 项",
            "runFigure.stop.stepperAtUpperBound": "步进器 {label} 已到上限，不能再增加",
            "runFigure.stop.stepperAtLowerBound": "步进器 {label} 已到下限，不能再减少",
            "runFigure.stop.notADate": "pick：{text} 不是日期（请用 yyyy-MM-dd、yyyy-MM-dd HH:mm 或 HH:mm）",
            "runFigure.stop.scrollTargetMissing": "scroll：屏幕上和惰性容器的各行中都没有 {text}（已滚动 {n} 行）",
            "runFigure.stop.scrollDisabled": "scroll：屏幕上的 {container} 禁止了滚动（scrollDisabled），轻扫不会移动它",
            "runFigure.stop.scrollRunaway": "scroll：滚动了 {n} 行仍未结束（列表在不断加载更多内容）",
            "runFigure.stop.noRow": "没有标签为 {row} 的行",
            "runFigure.stop.rowNotSelectable": "行 {row} 所在的列表没有选中绑定",
            "runFigure.stop.rowNotDeletable": "行 {row} 不能删除（它的 ForEach 没有 onDelete）",
            "runFigure.stop.rowNotMovable": "行 {row} 不能移动（它的 ForEach 没有 onMove）",
            "runFigure.stop.noSwipeAction": "行 {row} 没有轻扫操作 {action}（轻扫操作：{available}）",
            "runFigure.stop.nothingToDrag": "视图 {label} 没有可拖移的内容（它的项目没有 StateEngine 能导出的表示形式）",
            "runFigure.stop.queueRunawayInStep": "主队列：一步之内超过 {n} 个任务（有工作在不断安排自己）",
            "runFigure.stop.queueRunawayAdvancing": "主队列：推进时间时超过 {n} 个任务（有工作在不断安排自己）",
            "runFigure.stop.queueNotIdle": "主队列：运行 {n} 个任务后仍未空闲",
            "runFigure.stop.stillScheduled": "运行到空闲：虚拟时间过去 {seconds} 秒后仍有工作待执行（重复的计时器，或永不结束的任务）",
            "runFigure.stop.updateLoop": "更新循环：经过 {n} 轮更新后 {view} 仍被标记为失效",
            "runFigure.stop.beforeLaunch": "在启动之前调用了 {step}：请先调用 launch(_:)",
            "runFigure.stop.launchedTwice": "launch 被调用了两次：一个场景只运行一个根视图",
        ],
    ]
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
