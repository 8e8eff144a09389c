extension StableHash {
    /// Adds template values in a form that differs whenever the rendered template could: keys
    /// sorted, every value tagged with its kind. `skipping` leaves out top-level keys the
    /// caller accounts for in another way.
    mutating func combine(templateValue value: TemplateValue, skipping: Set<String> = []) {
        switch value {
        case .text(let text):
            combine(kind: "s", count: 0)
            combine(text)
        case .flag(let flag):
            combine(kind: "b", count: flag ? 1 : 0)
        case .number(let number):
            combine(kind: "i", count: number)
        case .object(let object):
            combine(kind: "d", count: object.count)
            for key in object.keys.sorted() where !skipping.contains(key) {
                combine(key)
                combine(templateValue: object[key]!)
            }
        case .list(let elements):
            combine(kind: "a", count: elements.count)
            for element in elements { combine(templateValue: element) }
        }
    }

    /// A value's kind and a number (a count, an integer, a flag), without making a string.
    private mutating func combine(kind: Unicode.Scalar, count: Int) {
        var words = (UInt64(kind.value), UInt64(bitPattern: Int64(count)))
        withUnsafeBytes(of: &words) { combine(buffer: $0) }
    }
}
