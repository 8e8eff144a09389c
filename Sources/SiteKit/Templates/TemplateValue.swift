/// A value a theme template can show: typed, so that rendering and hashing a page's values
/// never ask the runtime what a value is.
public enum TemplateValue: Sendable, Equatable {
    case text(String)
    case flag(Bool)
    case number(Int)
    case list([TemplateValue])
    case object(TemplateObject)

    /// A key's value when this is an object; nil for anything else or a missing key.
    subscript(key: String) -> TemplateValue? {
        if case .object(let object) = self { object[key] } else { nil }
    }
}

/// The values of one template context: what `{{name}}` looks up.
public typealias TemplateObject = [String: TemplateValue]

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(stringLiteral value: String) { self = .text(value) }
    public init(booleanLiteral value: Bool) { self = .flag(value) }
    public init(integerLiteral value: Int) { self = .number(value) }
    public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension TemplateObject {
    /// Mustache treats an empty string as true; leaving such keys out makes `{{#summary}}`
    /// skip an empty summary.
    func droppingEmptyText() -> TemplateObject {
        filter { if case .text(let text) = $0.value { !text.isEmpty } else { true } }
    }
}
