/// The page's coverage of SwiftUI's documented iOS surface (`docs/swiftui-surface/`): per kind,
/// per iOS release, and the symbols not declared yet.
extension SupportedPage {
    struct CoverageStrings: Sendable {
        var heading: String
        var intro: String
        var byKind: String
        var byVersion: String
        var kindColumns: [String]
        var versionColumns: [String]
        var kinds: [ListedSymbol.Kind: String]
        var total: String
        var undeclaredHeading: String
        var undeclaredIntro: @Sendable (Int) -> String
        var noneUndeclared: String
        var unknownVersion: String

        static let english = CoverageStrings(
            heading: "Coverage of SwiftUI's documented iOS surface",
            intro: "Measured against the lists of SwiftUI's public iOS API taken from Apple's documentation (scraped 2026-05; `docs/swiftui-surface/` in the repository): view modifiers by name and argument labels, types, property wrappers, environment values, macros and global functions. Modelled or inert is what a scenario can use; unavailable fails to compile with StateEngine's message.",
            byKind: "By kind:",
            byVersion: "By the iOS release that introduced the symbol:",
            kindColumns: ["Kind", "Listed", "Declared", "Modelled", "Inert", "Unavailable", "Modelled or inert", "Not declared yet"],
            versionColumns: ["iOS", "Listed", "Declared", "Modelled or inert", "Not declared yet"],
            kinds: [
                .modifier: "Modifiers", .type: "Types", .propertyWrapper: "Property wrappers",
                .environmentValue: "Environment values", .macro: "Macros", .function: "Functions",
            ],
            total: "All",
            undeclaredHeading: "Not declared yet",
            undeclaredIntro: { "\($0) documented symbols the engine does not declare yet; using one is reported by the compiler as an unknown name:" },
            noneUndeclared: "Every listed symbol is declared.",
            unknownVersion: "not given")

        static let chinese = CoverageStrings(
            heading: "对 SwiftUI 文档所列 iOS 接口的覆盖",
            intro: "对照依据是从 Apple 文档整理出的 SwiftUI 公开 iOS 接口清单（2026 年 5 月抓取；见仓库中的 `docs/swiftui-surface/`）：视图修饰符按名称与参数标签计，另有类型、属性包装器、环境值、宏和全局函数。已建模或仅外观的接口可以在场景中使用；不可用的接口会以 StateEngine 的错误信息编译失败。",
            byKind: "按种类：",
            byVersion: "按引入该接口的 iOS 版本：",
            kindColumns: ["种类", "清单", "已声明", "已建模", "仅外观", "不可用", "已建模或仅外观", "尚未声明"],
            versionColumns: ["iOS", "清单", "已声明", "已建模或仅外观", "尚未声明"],
            kinds: [
                .modifier: "修饰符", .type: "类型", .propertyWrapper: "属性包装器",
                .environmentValue: "环境值", .macro: "宏", .function: "函数",
            ],
            total: "合计",
            undeclaredHeading: "尚未声明",
            undeclaredIntro: { "引擎尚未声明的文档接口共 \($0) 个；使用它们时，编译器会报告未知名字：" },
            noneUndeclared: "清单中的每个接口都已声明。",
            unknownVersion: "未注明")
    }

    static func coverageSection(_ coverage: Coverage, strings: CoverageStrings) -> [String] {
        var lines = ["", "## \(strings.heading)", "", strings.intro, "", strings.byKind, ""]
        lines += tableHeader(strings.kindColumns)
        for kind in ListedSymbol.Kind.allCases {
            let tally = coverage.tally { $0.kind == kind }
            if tally.listed == 0 { continue }
            lines.append(kindRow(strings.kinds[kind] ?? kind.rawValue, tally))
        }
        lines.append(kindRow("**\(strings.total)**", coverage.tally()))
        lines += ["", strings.byVersion, ""]
        lines += tableHeader(strings.versionColumns)
        let majors = Set(coverage.rows.map { $0.symbol.iosSince?.major })
        for major in majors.sorted(by: { ($0 ?? .max) < ($1 ?? .max) }) {
            let tally = coverage.tally { $0.iosSince?.major == major }
            let label = major.map(String.init) ?? strings.unknownVersion
            lines.append(row([label, "\(tally.listed)", share(tally.declared, of: tally.listed),
                              share(tally.modelled + tally.inert, of: tally.listed), "\(tally.undeclared)"]))
        }
        return lines
    }

    static func undeclaredSection(_ coverage: Coverage, strings: CoverageStrings) -> [String] {
        let undeclared = coverage.undeclared
        var lines = ["", "## \(strings.undeclaredHeading)", ""]
        guard !undeclared.isEmpty else { return lines + [strings.noneUndeclared] }
        lines += [strings.undeclaredIntro(undeclared.count)]
        for kind in ListedSymbol.Kind.allCases {
            let names = undeclared.filter { $0.kind == kind }.map { code($0.name) }
            if names.isEmpty { continue }
            lines += ["", "**\(strings.kinds[kind] ?? kind.rawValue)** (\(names.count)): " + names.joined(separator: ", ")]
        }
        return lines
    }

    static func kindRow(_ label: String, _ tally: Coverage.Tally) -> String {
        row([label, "\(tally.listed)", share(tally.declared, of: tally.listed), "\(tally.modelled)", "\(tally.inert)",
             "\(tally.unavailable)", share(tally.modelled + tally.inert, of: tally.listed), "\(tally.undeclared)"])
    }

    static func tableHeader(_ columns: [String]) -> [String] {
        [row(columns), "|" + columns.indices.map { $0 == 0 ? " --- |" : " ---: |" }.joined()]
    }

    static func row(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |"
    }

    /// `237 (39%)`, the percentage rounded down so that 100% means all.
    static func share(_ part: Int, of whole: Int) -> String {
        whole == 0 ? "\(part)" : "\(part) (\(part * 100 / whole)%)"
    }
}
