import SiteKit
import Transcript

/// Why the driver stopped a scenario (`DriverStop`), in the page's language: the stop's
/// template (`runFigure.stop.<name>`) filled with the program's values shown as code, the
/// kind of control named in the language's word for it (`runFigure.kind.<noun>`), then the
/// screen the step saw, as code.
struct StopWords: Sendable {
    var error: String
    var none: String
    var listSeparator: String
    var templates: [String: String]
    var kinds: [String: String]

    init(word: (String) -> String) {
        error = word("runFigure.error"); none = word("runFigure.none"); listSeparator = word("runFigure.itemSeparator")
        templates = Dictionary(uniqueKeysWithValues: DriverStop.englishTemplates.keys.map { ($0, word("runFigure.stop." + $0)) })
        kinds = Dictionary(uniqueKeysWithValues: Self.controlNouns.map { ($0, word("runFigure.kind." + $0)) })
    }

    /// The kinds of control a step looks for, as the engine names them in English.
    static let controlNouns = [
        "button", "toggle", "text field", "stepper", "slider", "picker", "date picker", "tab view", "row", "menu",
        "gesture", "tap gesture", "refreshable view", "swipe actions", "accessibility element", "view",
        "chart", "photos picker", "draggable view", "drop destination",
    ]

    /// The stop as HTML.
    func html(_ stop: DriverStop, details: [String]) -> String {
        let code = { (value: String) in "<code>" + HTML.escape(value) + "</code>" }
        let sentence = DriverStop.fill(HTML.escape(templates[stop.name] ?? stop.text), stop.values) { value in
            switch value {
            case .quoted(let text): code(ScreenText.quote(text))
            case .list(let items): items.isEmpty ? HTML.escape(none) : items.map { code(ScreenText.quote($0)) }.joined(separator: HTML.escape(listSeparator))
            case .kind(let noun): HTML.escape(kinds[noun] ?? noun)
            case .plain(let text): code(text)
            }
        }
        let context = details.isEmpty ? "" : "<pre class=\"rf-stop-details\">" + HTML.escape(details.joined(separator: "\n")) + "</pre>"
        return HTML.escape(error) + sentence + context
    }
}
