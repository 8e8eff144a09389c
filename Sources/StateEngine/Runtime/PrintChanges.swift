nonisolated extension View {
    /// Prints why the body is being evaluated, in SwiftUI's words:
    /// `ContentView: @self, @identity, _n changed.`, `ContentView: _n changed.`,
    /// `ContentView: unchanged.`
    public static func _printChanges() {
        guard let host = EngineContext.current?.graph.currentHost else { return }
        print(host.changesDescription())
    }

    /// Same as `_printChanges()`; SwiftUI sends it to the unified log, the engine to the console.
    // Chosen [log-changes-to-console]: SwiftUI logs the same words (subsystem com.apple.SwiftUI,
    // category "Changed Body Properties", OpenSwiftUI ChangedBodyProperty.swift), which Xcode's
    // console shows; a scenario has only the console, so the line goes there.
    public static func _logChanges() {
        _printChanges()
    }
}

nonisolated extension ViewModifier {
    public static func _printChanges() {
        guard let host = EngineContext.current?.graph.currentHost else { return }
        print(host.changesDescription())
    }
}
