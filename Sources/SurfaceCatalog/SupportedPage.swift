import ScenarioKit

/// The "Supported SwiftUI" article, in English and Chinese, rendered from the scanned entries.
/// Both texts are a pure function of the entries, so the committed pages can be compared
/// byte for byte with what the engine's sources produce now.
public enum SupportedPage {
    public static let fileName = "supported-swiftui.md"

    /// `Content/en/supported-swiftui.md`.
    public static func english(_ entries: [SurfaceEntry], coverage: Coverage, frameworks: [FrameworkSurface] = []) -> String {
        render(entries, coverage: coverage, frameworks: frameworks, strings: .english, frontMatterExtra: [])
    }

    /// `Content/zh/supported-swiftui.md`; records which English text it translates, as
    /// `statedocs verify --bless` would, so the pair is never reported stale.
    public static func chinese(_ entries: [SurfaceEntry], coverage: Coverage, frameworks: [FrameworkSurface] = []) -> String {
        let hash = SourceHash.of(english(entries, coverage: coverage, frameworks: frameworks))
        return render(entries, coverage: coverage, frameworks: frameworks, strings: .chinese, frontMatterExtra: ["\(SourceHash.frontMatterKey): \(hash)"])
    }

    struct Strings: Sendable {
        var title: String
        var summary: String
        var intro: [String]
        var counts: @Sendable (Int, Int, Int) -> String
        var sections: [SurfaceEntry.Section: String]
        var status: [SurfaceEntry.Status: String]
        /// A subsection's heading: its status's words, then the section's name.
        var heading: @Sendable (_ status: String, _ section: String) -> String
        var total: @Sendable (Int) -> String
        var coverage: CoverageStrings
        /// A framework section's opening line, for `import <framework>`.
        var frameworkIntro: @Sendable (String) -> String

        static let english = Strings(
            title: "Supported SwiftUI",
            summary: "Every SwiftUI type, modifier, property wrapper and environment value StateEngine declares, and whether it is modelled, inert or unavailable.",
            intro: [
                "Scenarios compile against StateEngine, not Apple's SwiftUI. This page lists every SwiftUI declaration the engine makes and what it does with it:",
                "",
                "- **modelled**: behaves as SwiftUI does: what it reads and writes, what it presents, what it builds and when, and how it appears on the screen tree.",
                "- **inert**: accepted so that real code compiles unchanged, but purely visual: it changes nothing a scenario can observe.",
                "- **unavailable**: using it is a compile error that names StateEngine's limit (the message is shown below), never a silent no-op.",
                "",
                "SwiftUI's documented iOS surface that the engine does not declare yet is listed under \"Not declared yet\"; the compiler reports those names as unknown.",
                "The page is generated from the engine's own declarations by `statedocs supported-swiftui`, and a test fails when it is out of date.",
            ],
            counts: { "\($0) modelled, \($1) inert, \($2) unavailable." },
            sections: [
                .types: "Views and types", .modifiers: "Modifiers", .propertyWrappers: "Property wrappers",
                .environmentValues: "Environment values", .functions: "Functions", .macros: "Macros",
            ],
            status: [.modelled: "modelled", .inert: "inert", .unavailable: "unavailable"],
            heading: { status, section in status.prefix(1).uppercased() + status.dropFirst() + " " + section.lowercased() },
            total: { $0 == 1 ? "1 declaration:" : "\($0) declarations:" },
            coverage: .english,
            frameworkIntro: { "`import \($0)` compiles against StateEngine's model of \($0), a module of its own (its names reach only the programs that import it). Using what it lists as unavailable fails with StateEngine's message; a name it does not declare the compiler reports as unknown." })

        static let chinese = Strings(
            title: "StateEngine 支持的 SwiftUI",
            summary: "StateEngine 声明的每一个 SwiftUI 类型、修饰符、属性包装器和环境值，以及它是已建模、仅外观还是不可用。",
            intro: [
                "场景代码编译时链接的是 StateEngine，而不是 Apple 的 SwiftUI。本页列出引擎声明的每一个 SwiftUI 接口，以及引擎如何对待它：",
                "",
                "- **已建模**：行为与 SwiftUI 一致：读写什么、呈现什么、何时构建什么，以及它在屏幕树上如何显示。",
                "- **仅外观**：为了让真实代码原样编译而接受，但只影响外观，场景观察不到任何变化。",
                "- **不可用**：使用它会得到一个编译错误，错误信息说明这是 StateEngine 的限制（信息见下表），绝不会悄悄什么都不做。",
                "",
                "SwiftUI 文档中引擎尚未声明的 iOS 接口列在“尚未声明”一节，编译器会把这些名字当作未知名字报告。",
                "本页由 `statedocs supported-swiftui` 根据引擎自身的声明生成；页面过时的时候会有测试失败。",
            ],
            counts: { "已建模 \($0) 个，仅外观 \($1) 个，不可用 \($2) 个。" },
            sections: [
                .types: "视图与类型", .modifiers: "修饰符", .propertyWrappers: "属性包装器",
                .environmentValues: "环境值", .functions: "函数", .macros: "宏",
            ],
            status: [.modelled: "已建模", .inert: "仅外观", .unavailable: "不可用"],
            heading: { status, section in status + "的" + section },
            total: { "共 \($0) 个：" },
            coverage: .chinese,
            frameworkIntro: { "`import \($0)` 编译时使用 StateEngine 对 \($0) 的建模，它是一个独立的模块（只有导入它的程序才看得到这些名字）。使用其中列为不可用的接口会得到 StateEngine 的错误信息；它没有声明的名字，编译器会当作未知名字报告。" })
    }

    static func render(
        _ entries: [SurfaceEntry], coverage: Coverage, frameworks: [FrameworkSurface], strings: Strings, frontMatterExtra: [String]
    ) -> String {
        var lines = ["---", "title: \(strings.title)", "summary: \(strings.summary)", "tags: [reference]"]
        lines += frontMatterExtra
        lines += ["---", ""]
        lines += strings.intro
        let count = { (status: SurfaceEntry.Status) in entries.filter { $0.status == status }.count }
        lines += ["", strings.counts(count(.modelled), count(.inert), count(.unavailable))]
        lines += coverageSection(coverage, strings: strings.coverage)
        lines += declarations(entries, level: "##", strings: strings)
        lines += undeclaredSection(coverage, strings: strings.coverage)
        for framework in frameworks {
            lines += ["", "## \(framework.name)", "", strings.frameworkIntro(framework.name)]
            lines += declarations(framework.entries, level: "###", strings: strings, qualifier: framework.name)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The entries by section, then status. A framework's headings are a level down and carry
    /// its name, so their anchors differ from SwiftUI's.
    static func declarations(_ entries: [SurfaceEntry], level: String, strings: Strings, qualifier: String? = nil) -> [String] {
        var lines: [String] = []
        for section in SurfaceEntry.Section.allCases {
            let inSection = entries.filter { $0.section == section }
            if inSection.isEmpty { continue }
            let sectionName = strings.sections[section]!
            lines += ["", "\(level) \(qualifier.map { $0 + ": " } ?? "")\(sectionName)"]
            for status in SurfaceEntry.Status.allCases {
                let rows = inSection.filter { $0.status == status }.sorted()
                if rows.isEmpty { continue }
                // The count stays out of the heading, so its anchor does not move as the engine grows.
                let heading = strings.heading(strings.status[status] ?? "", sectionName)
                lines += ["", "\(level)# \(qualifier.map { $0 + ": " } ?? "")\(heading)", "", strings.total(rows.count), ""]
                for row in rows {
                    lines.append("- " + code(row.name) + (row.note.map { ": " + $0 } ?? ""))
                }
            }
        }
        return lines
    }

    /// Inline code that survives any backticks inside (CommonMark: a longer fence).
    static func code(_ text: String) -> String {
        text.contains("`") ? "`` " + text + " ``" : "`" + text + "`"
    }
}

extension SupportedPage {
    /// Both pages, keyed by their path inside the content folder (`en/supported-swiftui.md`).
    public static func files(_ entries: [SurfaceEntry], coverage: Coverage, frameworks: [FrameworkSurface] = []) -> [(path: String, text: String)] {
        [
            ("en/" + fileName, english(entries, coverage: coverage, frameworks: frameworks)),
            ("zh/" + fileName, chinese(entries, coverage: coverage, frameworks: frameworks)),
        ]
    }
}
