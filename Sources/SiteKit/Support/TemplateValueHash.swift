extension StableHash {
    /// Adds a template context (dictionaries, arrays, strings, numbers, flags) in a form that
    /// differs whenever the rendered template could: keys sorted, every value tagged with its kind.
    /// `skipping` leaves out top-level keys the caller accounts for in another way.
    mutating func combine(templateValue value: Any, skipping: Set<String> = []) {
        switch value {
        case let text as String:
            combine(kind: "s", count: 0)
            combine(text)
        case let flag as Bool:
            combine(kind: "b", count: flag ? 1 : 0)
        case let number as Int:
            combine(kind: "i", count: number)
        case let dictionary as [String: Any]:
            combine(kind: "d", count: dictionary.count)
            for key in dictionary.keys.sorted() where !skipping.contains(key) {
                combine(key)
                combine(templateValue: dictionary[key]!)
            }
        case let array as [Any]:
            combine(kind: "a", count: array.count)
            for element in array { combine(templateValue: element) }
        default:
            // Not produced by the renderer today; its type and description keep it apart.
            combine("?\(type(of: value)) \(value)")
        }
    }

    /// A value's kind and a number (a count, an integer, a flag), without making a string.
    private mutating func combine(kind: Unicode.Scalar, count: Int) {
        var words = (UInt64(kind.value), UInt64(bitPattern: Int64(count)))
        withUnsafeBytes(of: &words) { combine(buffer: $0) }
    }
}
