/// How a tag appears in URLs: lowercase, words joined by `-`, CJK kept.
public enum TagName {
    public static func slug(_ tag: String) -> String {
        var out = ""
        var pendingDash = false
        for character in tag.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingDash && !out.isEmpty { out.append("-") }
                pendingDash = false
                out.append(character)
            } else {
                pendingDash = true
            }
        }
        return out
    }
}
