import Transcript

/// Where a scenario program's records go: the engine's one seam with the process runtime
/// (ScenarioRuntime), which owns the result channel and its seal. The runtime connects its
/// writer before any scenario code runs; the engine then sends it every record a scenario
/// program makes outside a driver's own event list (the events of the global `launch`'s
/// driver, assertions, warnings and console lines from code no driver runs). With no writer
/// (tests and tools that drive the engine in process) or when the writer has no channel,
/// events go to standard output and warnings to standard error.
///
/// The engine knows nothing else of the runtime: not the channel's descriptor, not the
/// secret, not the end record. A record it hands over is one the runtime seals in order, and
/// no public or SPI name lets code write a record past the engine's own events.
///
/// `@_spi(ScenarioRuntime)`: an interface for the runtime, not for views. Scenario code cannot
/// open it (the extractor rejects `@_spi`), and the first connection is the only one, so code
/// that could still call `connect` cannot redirect (or drop) the records.
@_spi(ScenarioRuntime)
public enum ProgramOutput {
    /// Writes one record to the program's channel; false when there is no channel.
    public typealias Writer = @Sendable (ResultRecord) -> Bool

    /// `nonisolated(unsafe)`: written once, by the runtime on the program's main thread before
    /// any scenario code runs (so before any other thread exists), and only read after.
    nonisolated(unsafe) private static var writer: Writer?

    /// Connects the runtime's writer; a second call is ignored.
    public static func connect(_ writer: @escaping Writer) {
        if self.writer == nil { self.writer = writer }
    }

    /// Console text the scenario printed and the engine still buffers (a partial line), as a
    /// console event: the runtime flushes it before it writes the end record.
    public static func flushConsole() {
        ConsoleBuffer.flush()
    }

    /// Writes `record` through the runtime; false when no runtime or channel took it.
    static func write(_ record: ResultRecord) -> Bool {
        writer?(record) ?? false
    }

    /// An event of the transcript: to the channel, or standard output without one.
    static func emit(_ event: TranscriptEvent) {
        if !write(.event(event)) { FileHandle.standardOutput.write(Data((TranscriptCoding.encode(event) + "\n").utf8)) }
    }
}
