/// What a driver assertion claimed, typed, so that each reader words it in its own language:
/// the transcript in English (`text`, the canonical form output blocks are compared with), a
/// run figure in the page's language (ScenarioPages' strings).
public enum AssertionClaim: Codable, Hashable, Sendable {
    /// `expect(condition, "message")`: the author's own words, shown as written.
    case message(String)
    case screenContains(String)
    case screenLacks(String)
    case consoleContains(String)
    case consoleLacks(String)
    /// `expectConsole(count:of:)`: lines containing `containing` (every line when nil).
    case consoleLines(expected: Int, containing: String?, actual: Int)
    /// `expectBodyCount`: how many times the view's body was evaluated.
    case bodyCount(view: String, expected: Int, actual: Int)
    /// `expectFrame`: the dimensions asked for (`width 393, x 0`), and the frame found or why
    /// none was (the driver's message).
    case frame(label: String, wanted: String, found: Found)

    public enum Found: Codable, Hashable, Sendable {
        case frame(ScreenFrame)
        case problem(String)
    }

    /// The transcript's wording.
    public func text(passed: Bool) -> String {
        let quote = ScreenText.quote
        switch self {
        case .message(let message): return message
        case .screenContains(let text): return "screen contains \(quote(text))"
        case .screenLacks(let text): return "screen does not contain \(quote(text))"
        case .consoleContains(let text): return "console contains \(quote(text))"
        case .consoleLacks(let text): return "console does not contain \(quote(text))"
        case .consoleLines(let expected, let containing, let actual):
            let what = containing.map { "lines containing \(quote($0))" } ?? "lines"
            return "console has \(expected) \(what)" + (actual == expected ? "" : " (was \(actual))")
        case .bodyCount(let view, let expected, let actual):
            return "\(view).body evaluated \(expected) time\(expected == 1 ? "" : "s")" + (actual == expected ? "" : " (was \(actual))")
        case .frame(let label, let wanted, .frame(let frame)):
            return "frame of \(quote(label)): \(wanted)" + (passed ? "" : " (was \(frame.text))")
        case .frame(let label, let wanted, .problem(let problem)):
            return "frame of \(quote(label)): \(wanted) (\(problem))"
        }
    }

    /// The same claim with the program's texts transformed (see `Screen.mappingText`).
    public func mappingText(_ transform: (String) -> String) -> AssertionClaim {
        switch self {
        case .message(let text): .message(transform(text))
        case .screenContains(let text): .screenContains(transform(text))
        case .screenLacks(let text): .screenLacks(transform(text))
        case .consoleContains(let text): .consoleContains(transform(text))
        case .consoleLacks(let text): .consoleLacks(transform(text))
        case .consoleLines(let expected, let containing, let actual): .consoleLines(expected: expected, containing: containing.map(transform), actual: actual)
        case .bodyCount(let view, let expected, let actual): .bodyCount(view: transform(view), expected: expected, actual: actual)
        case .frame(let label, let wanted, .frame(let frame)): .frame(label: transform(label), wanted: wanted, found: .frame(frame))
        case .frame(let label, let wanted, .problem(let problem)): .frame(label: transform(label), wanted: wanted, found: .problem(transform(problem)))
        }
    }
}
