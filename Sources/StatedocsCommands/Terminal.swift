import Diagnostics
import Foundation

/// Diagnostics and progress on standard error.
enum Terminal {
    static let isInteractive = isatty(STDERR_FILENO) == 1
    private static let lock = NSLock()
    nonisolated(unsafe) private static var progressShown = false

    static func print(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { line(diagnostic.description) }
    }

    /// `text` is escaped (`UntrustedText`): a file name in a progress line or an error is a
    /// pull request's, and standard error is a CI runner's log.
    static func line(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        if progressShown { write("\r\u{1B}[K"); progressShown = false }
        write(UntrustedText.escapeLines(text) + "\n")
    }

    /// A line that rewrites itself in place on a terminal; nothing elsewhere (logs stay clean).
    static func progress(_ text: String) {
        guard isInteractive else { return }
        lock.lock()
        defer { lock.unlock() }
        write("\r\u{1B}[K" + UntrustedText.escape(text))
        progressShown = true
    }

    static func clearProgress() {
        lock.lock()
        defer { lock.unlock() }
        if progressShown { write("\r\u{1B}[K"); progressShown = false }
    }

    private static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
