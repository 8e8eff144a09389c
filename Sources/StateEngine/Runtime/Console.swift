/// Scenario code's `print` and `dump` resolve here (this module shadows the standard library's),
/// so console output lands in the transcript in the order it happened among engine events.
public func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    var text = ""
    for (index, item) in items.enumerated() {
        if index > 0 { text += separator }
        Swift.print(item, terminator: "", to: &text)
    }
    text += terminator
    ConsoleBuffer.write(text)
}

public func debugPrint(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    var text = ""
    for (index, item) in items.enumerated() {
        if index > 0 { text += separator }
        Swift.debugPrint(item, terminator: "", to: &text)
    }
    ConsoleBuffer.write(text + terminator)
}

public func print<Target: TextOutputStream>(_ items: Any..., separator: String = " ", terminator: String = "\n", to output: inout Target) {
    for (index, item) in items.enumerated() {
        if index > 0 { output.write(separator) }
        Swift.print(item, terminator: "", to: &output)
    }
    output.write(terminator)
}

@discardableResult
public func dump<T>(_ value: T, name: String? = nil, indent: Int = 0, maxDepth: Int = .max, maxItems: Int = .max) -> T {
    var text = ""
    Swift.dump(value, to: &text, name: name, indent: indent, maxDepth: maxDepth, maxItems: maxItems)
    // The engine stands in for SwiftUI: its types read as SwiftUI's in a dump.
    ConsoleBuffer.write(text.replacingOccurrences(of: "StateEngine.", with: "SwiftUI."))
    return value
}

@discardableResult
public func dump<T, Target: TextOutputStream>(_ value: T, to target: inout Target, name: String? = nil, indent: Int = 0, maxDepth: Int = .max, maxItems: Int = .max) -> T {
    Swift.dump(value, to: &target, name: name, indent: indent, maxDepth: maxDepth, maxItems: maxItems)
}

/// Splits printed text into lines; a line without its newline waits for the rest.
enum ConsoleBuffer {
    /// `nonisolated(unsafe)`: read and written only with `lock` held.
    nonisolated(unsafe) private static var pending: [ObjectIdentifier?: String] = [:]
    private static let lock = NSLock()

    static func write(_ text: String) {
        let key = EngineContext.current.map(ObjectIdentifier.init)
        lock.lock()
        var buffer = (pending[key] ?? "") + text
        var lines: [String] = []
        while let newline = buffer.firstIndex(of: "\n") {
            lines.append(String(buffer[..<newline]))
            buffer = String(buffer[buffer.index(after: newline)...])
        }
        pending[key] = buffer.isEmpty ? nil : buffer
        lock.unlock()
        for line in lines { EngineContext.console(line) }
    }

    /// Emits a partial line (at the end of a step) so nothing printed is lost.
    static func flush() {
        let key = EngineContext.current.map(ObjectIdentifier.init)
        lock.lock()
        let rest = pending.removeValue(forKey: key)
        lock.unlock()
        if let rest { EngineContext.console(rest) }
    }
}
