/// A language the site is written in, as named by its folder under Content/.
public struct Language: Hashable, Sendable, Comparable, Encodable {
    /// The folder name and URL segment: `en`, `zh`.
    public var code: String
    /// The BCP 47 tag for `lang` and `hreflang`: `en`, `zh-Hans`.
    public var tag: String
    /// The language's own name, for the switcher: `English`, `中文`.
    public var name: String

    public init(code: String) {
        self.code = code
        switch code {
        case "en": (tag, name) = ("en", "English")
        case "zh": (tag, name) = ("zh-Hans", "中文")
        case "ja": (tag, name) = ("ja", "日本語")
        case "ko": (tag, name) = ("ko", "한국어")
        case "fr": (tag, name) = ("fr", "Français")
        case "de": (tag, name) = ("de", "Deutsch")
        case "es": (tag, name) = ("es", "Español")
        default: (tag, name) = (code, code)
        }
    }

    public static func < (lhs: Language, rhs: Language) -> Bool { lhs.code < rhs.code }

    /// Whether text in this language is written without spaces between words.
    var isCJK: Bool { code == "zh" || code == "ja" }
}
