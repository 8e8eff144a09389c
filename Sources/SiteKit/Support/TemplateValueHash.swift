extension StableHash {
    /// Adds a template context (dictionaries, arrays, strings, numbers, flags) in a form that
    /// differs whenever the rendered template could: keys sorted, every value tagged with its kind.
    /// `skipping` leaves out top-level keys the caller accounts for in another way.
    mutating func combine(templateValue value: Any, skipping: Set<String> = []) {
        switch value {
        case let text as String:
            combine("s" + text)
        case let flag as Bool:
            combine(flag ? "b1" : "b0")
        case let number as Int:
            combine("i\(number)")
        case let dictionary as [String: Any]:
            combine("d\(dictionary.count)")
            for key in dictionary.keys.sorted() where !skipping.contains(key) {
                combine(key)
                combine(templateValue: dictionary[key]!)
            }
        case let array as [Any]:
            combine("a\(array.count)")
            for element in array { combine(templateValue: element) }
        default:
            // Not produced by the renderer today; its type and description keep it apart.
            combine("?\(type(of: value)) \(value)")
        }
    }
}
