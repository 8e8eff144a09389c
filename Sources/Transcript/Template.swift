/// Fills `{name}` placeholders in a wording template, for every reader that words typed
/// transcript facts (claims, happenings, driver stops) in a language.
public enum Template {
    /// One pass over `template`: each `{name}` that `value` knows is replaced, an unknown one is
    /// kept as written. A value is never searched for placeholders itself, so a program's text
    /// holding `{to}` stays as written and the result does not depend on any dictionary's order.
    public static func fill(_ template: String, _ value: (String) -> String?) -> String {
        var out = "", rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            if let close = rest[open...].firstIndex(of: "}"), let filled = value(String(rest[rest.index(after: open)..<close])) {
                out += filled
                rest = rest[rest.index(after: close)...]
            } else {
                out += "{"
                rest = rest[rest.index(after: open)...]
            }
        }
        return out + rest
    }
}
