/// Every kind of problem statedocs reports, one case each: the catalogue docs/DIAGNOSTICS.md
/// is generated from (`statedocs diagnostics-reference`).
///
/// The raw value is the stable, dotted id (`area.what`) that text, GitHub, JUnit and JSON
/// output print and that tools select on (`verify --bless` rewrites only `.scenarioOutput`).
/// An enum rather than strings, so a call site cannot invent an id the catalogue lacks: a new
/// kind of problem is a new case here, with its summary and severity.
public enum DiagnosticID: String, CaseIterable, Hashable, Sendable, Comparable, Encodable, CustomStringConvertible {
    case blessBlocked = "bless.blocked"
    case codeChangedLines = "code.changed-lines"
    case codeNesting = "code.nesting"
    case configEncoding = "config.encoding"
    case configMissing = "config.missing"
    case configShape = "config.shape"
    case configUnknown = "config.unknown"
    case configValue = "config.value"
    case configYAML = "config.yaml"
    case contentDuplicate = "content.duplicate"
    case contentEmpty = "content.empty"
    case contentEncoding = "content.encoding"
    case contentLanguage = "content.language"
    case contentMisplaced = "content.misplaced"
    case contentMissing = "content.missing"
    case contentNested = "content.nested"
    case contentRead = "content.read"
    case contentSlug = "content.slug"
    case contentSymlink = "content.symlink"
    case contentTranslation = "content.translation"
    case coverageEncoding = "coverage.encoding"
    case coverageList = "coverage.list"
    case coverageMissing = "coverage.missing"
    case coverageTranslation = "coverage.translation"
    case coverageUndeclared = "coverage.undeclared"
    case coverageUnknown = "coverage.unknown"
    case coverageYAML = "coverage.yaml"
    case frontMatterMissing = "frontmatter.missing"
    case frontMatterShape = "frontmatter.shape"
    case frontMatterTitle = "frontmatter.title"
    case frontMatterUnclosed = "frontmatter.unclosed"
    case frontMatterUnknown = "frontmatter.unknown"
    case frontMatterValue = "frontmatter.value"
    case frontMatterYAML = "frontmatter.yaml"
    case linkBroken = "link.broken"
    case outputCollision = "output.collision"
    case outputMoved = "output.moved"
    case outputUnsafe = "output.unsafe"
    case outputWrite = "output.write"
    case scenarioAssertion = "scenario.assertion"
    case scenarioAttribute = "scenario.attribute"
    case scenarioCompile = "scenario.compile"
    case scenarioCovers = "scenario.covers"
    case scenarioCrash = "scenario.crash"
    case scenarioDuplicate = "scenario.duplicate"
    case scenarioError = "scenario.error"
    case scenarioExit = "scenario.exit"
    case scenarioExpect = "scenario.expect"
    case scenarioHiddenLine = "scenario.hidden-line"
    case scenarioID = "scenario.id"
    case scenarioIncomplete = "scenario.incomplete"
    case scenarioLimit = "scenario.limit"
    case scenarioMessage = "scenario.message"
    case scenarioNesting = "scenario.nesting"
    case scenarioOnly = "scenario.only"
    case scenarioOrphan = "scenario.orphan"
    case scenarioOutput = "scenario.output"
    case scenarioOutputLimit = "scenario.output-limit"
    case scenarioProject = "scenario.project"
    case scenarioReservedName = "scenario.reserved-name"
    case scenarioSwift = "scenario.swift"
    case scenarioTimeout = "scenario.timeout"
    case stringsEncoding = "strings.encoding"
    case stringsIncomplete = "strings.incomplete"
    case stringsMissing = "strings.missing"
    case stringsShape = "strings.shape"
    case stringsUnknown = "strings.unknown"
    case stringsValue = "strings.value"
    case stringsYAML = "strings.yaml"
    case themeMissing = "theme.missing"
    case themeRead = "theme.read"
    case themeRecursion = "theme.recursion"
    case themeTemplate = "theme.template"
    case translationScenario = "translation.scenario"
    case translationStale = "translation.stale"
    case translationTranscript = "translation.transcript"
    case translationUnchecked = "translation.unchecked"

    public var description: String { rawValue }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The severity it is reported with. (`build --allow-failures` then shows a scenario's
    /// errors as warnings; the id stays the same.)
    public var severity: Diagnostic.Severity {
        switch self {
        case .codeNesting, .configUnknown, .contentTranslation, .frontMatterUnknown, .stringsIncomplete,
             .stringsMissing, .stringsUnknown, .translationUnchecked:
            .warning
        case .scenarioHiddenLine:
            .note
        default:
            .error
        }
    }

    /// One line for the reference page: what the problem means, and what fixes it.
    public var summary: String {
        switch self {
        case .blessBlocked: "`verify --bless` wrote nothing because a scenario did not compile or did not run to the end; fix those scenarios, then bless again."
        case .codeChangedLines: "A Swift block's `changed=` or `changed-from=` cannot be applied (bad line numbers, a hidden line, an unknown scenario id); fix it as the message says."
        case .codeNesting: "A Swift block nests too deeply to highlight and is shown as plain text; flatten the code."
        case .configEncoding: "site.yml is not valid UTF-8; save it as UTF-8."
        case .configMissing: "The site has no readable Content/site.yml; create one (`statedocs init` writes a starter)."
        case .configShape: "site.yml is not a mapping of settings; write it as `key: value` lines (title, baseURL, languages, ...)."
        case .configUnknown: "site.yml has a key statedocs does not know, which is ignored; fix its spelling or remove it."
        case .configValue: "A site.yml setting is missing or has a value of the wrong kind; the message says which value it takes."
        case .configYAML: "site.yml is not valid YAML; fix the syntax at the line shown."
        case .contentDuplicate: "Two articles have the same slug and would be written to the same page; change one's slug or file name."
        case .contentEmpty: "An article file is empty; give it front matter with a title, then Markdown."
        case .contentEncoding: "An article is not valid UTF-8; save it as UTF-8."
        case .contentLanguage: "A folder in Content/ names a language site.yml does not list; add it to `languages` or rename the folder."
        case .contentMisplaced: "An article is outside a language folder; move it into one, e.g. Content/en/."
        case .contentMissing: "The content folder was not found; pass `--content DIR` or run where Content/ is."
        case .contentNested: "An article is in a subfolder of a language folder; move it directly into the language folder."
        case .contentRead: "An article could not be read, or changed while the site was built; check the file and build again."
        case .contentSlug: "An article's file name or slug cannot be used in a URL; rename it as the message says."
        case .contentSymlink: "A symlink in Content/ is broken, loops, or points outside the content folder; replace it with the file."
        case .contentTranslation: "An article has no translation in another language, whose pages link to it with a note; translate it."
        case .coverageEncoding: "The phenomena list is not valid UTF-8; save it as UTF-8."
        case .coverageList: "The phenomena list is not a list of unique `ID: description` lines with valid ids; fix the entry shown."
        case .coverageMissing: "With requireCoverage on, a declared phenomenon is proven by no passing scenario; add a scenario with `covers=` that id."
        case .coverageTranslation: "A phenomenon is proven in one language but not in another; the translation lost a scenario, restore it."
        case .coverageUndeclared: "requireCoverage is on but the site declares no phenomena; list their ids in the phenomena file."
        case .coverageUnknown: "A scenario's `covers=` names an id the phenomena list does not declare; declare it or fix the id."
        case .coverageYAML: "The phenomena list is not valid YAML; fix the syntax at the line shown."
        case .frontMatterMissing: "An article does not start with front matter; add a `---` block with at least `title:`."
        case .frontMatterShape: "Front matter is empty or not a mapping; write `key: value` lines, at least `title:`."
        case .frontMatterTitle: "Front matter has no `title`; add one."
        case .frontMatterUnclosed: "Front matter is not closed; add a `---` line after it."
        case .frontMatterUnknown: "Front matter has a key statedocs does not know, which is ignored; fix its spelling or remove it."
        case .frontMatterValue: "A front matter value has the wrong kind or form; the message says which value it takes."
        case .frontMatterYAML: "Front matter is not valid YAML; fix the syntax at the line shown."
        case .linkBroken: "A link points to an article, anchor or file that does not exist; fix the target."
        case .outputCollision: "Two sources would write the same file in Site/; rename the tag, slug or file."
        case .outputMoved: "The new site could not be moved into place nor the previous one back; the previous site is where the message says."
        case .outputUnsafe: "The output path is a symlink, a file, or a folder statedocs did not write; remove it or pass another `--output`."
        case .outputWrite: "A file or folder of the site or its cache could not be written; check permissions and free space."
        case .scenarioAssertion: "A claim in a scenario's steps failed; fix the article's claim or the code it describes."
        case .scenarioAttribute: "A code block has an unknown or misplaced attribute or flag; fix it as the message says."
        case .scenarioCompile: "A scenario does not compile; fix the code, or mark it `expect=compile-error` if that is its point."
        case .scenarioCovers: "`covers=` has an id that is not letters, digits, `-` and `_`; fix the id."
        case .scenarioCrash: "A scenario trapped at run time; fix the code, or mark it `expect=crash` if that is its point."
        case .scenarioDuplicate: "A scenario id is used twice, or a scenario has two steps or output blocks; rename or merge them."
        case .scenarioError: "A scenario's steps stopped with an error (e.g. a control not on screen); fix the steps or the code."
        case .scenarioExit: "A scenario's program exited with a non-zero status; fix the code."
        case .scenarioExpect: "A scenario did not do what its `expect=` says, or the value is unknown; fix the code or the expectation."
        case .scenarioHiddenLine: "A pull request adds a hidden line to a scenario, run but not shown on the page; a reviewer should read it."
        case .scenarioID: "A scenario id is not letters, digits, `-` and `_`; rename it."
        case .scenarioIncomplete: "A scenario did not complete, so its claims are not verified; fix what the message names."
        case .scenarioLimit: "A scenario exceeded a resource limit, or a limit attribute is invalid; fix the code, or raise the limit in site.yml or on the block."
        case .scenarioMessage: "A scenario's `message=` is repeated or has no `expect=` it applies to; keep one, with expect=compile-error, crash or warning."
        case .scenarioNesting: "Scenario code nests too deeply to check; flatten it."
        case .scenarioOnly: "`only=` names an unknown event kind; use one of the kinds the message lists."
        case .scenarioOrphan: "A steps or output block names a scenario no earlier block defines; put it after its scenario or fix the id."
        case .scenarioOutput: "A scenario's output differs from its output block; fix the code, or run `statedocs verify --bless` to rewrite the block."
        case .scenarioOutputLimit: "A scenario wrote more output than the limit and was stopped; print less."
        case .scenarioProject: "`project=` names unknown project settings, or is given twice for one scenario; use one of the settings the message lists, once."
        case .scenarioReservedName: "Scenario code declares a name statedocs reserves for its harness; rename it."
        case .scenarioSwift: "`swift=` names an unknown language mode, or is given twice for one scenario; use one of the modes the message lists, once."
        case .scenarioTimeout: "A scenario did not finish in time, or `timeout=` is invalid; fix the code, or raise it with `timeout=`."
        case .stringsEncoding: "An interface strings file is not valid UTF-8; save it as UTF-8."
        case .stringsIncomplete: "An interface strings file lacks some keys, shown in English; translate them."
        case .stringsMissing: "A language has no interface strings file, so its pages use English words; add one."
        case .stringsShape: "An interface strings file is not a mapping of `key: text`; rewrite it as one."
        case .stringsUnknown: "An interface strings file has a key statedocs does not know, which is ignored; fix its spelling or remove it."
        case .stringsValue: "An interface string is not text; quote it."
        case .stringsYAML: "An interface strings file is not valid YAML; fix the syntax at the line shown."
        case .themeMissing: "The theme lacks a template statedocs needs; add it to the theme folder."
        case .themeRead: "A theme file is not UTF-8 text; save it as UTF-8."
        case .themeRecursion: "Theme templates include each other in a loop; break the loop."
        case .themeTemplate: "A theme template has a Mustache syntax error; fix it at the line shown."
        case .translationScenario: "A translation lacks a scenario of its source article, or has one the source lacks; use the same scenario ids."
        case .translationStale: "The source article changed since its translation was last checked; update the translation, then `statedocs verify --bless`."
        case .translationTranscript: "A translated scenario does not produce the same transcript as in its source article; make the code match."
        case .translationUnchecked: "A translation does not record which version of its source it translates; check it, then `statedocs verify --bless`."
        }
    }
}

extension Diagnostic {
    /// The id of a diagnostic: a case of the catalogue.
    public typealias ID = DiagnosticID
}
