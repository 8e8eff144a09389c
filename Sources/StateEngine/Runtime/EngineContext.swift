import Transcript

/// Which driver the code running right now belongs to. Drivers bind themselves while they
/// run anything (actions, bodies, queued work), so `print`, `DispatchQueue.main` and warnings
/// reach the right transcript even when tests run drivers in parallel.
enum EngineContext {
    @TaskLocal static var bound: HandedOver<Driver>?
    /// The driver of a scenario program (the global `launch`), used when nothing is bound.
    /// `nonisolated(unsafe)`: written once, by `launch` on the program's main thread, before
    /// any step after the launch; engine tasks read it only through `current` under the
    /// driver/task handoff of `HandedOver` (the executor's and the task's `condition` locks).
    nonisolated(unsafe) static var scenario: Driver?

    static var current: Driver? { bound?.value ?? scenario }

    static func isUpdating(_ location: AnyLocationBase) -> Bool {
        if let stored = location as? StoredLocationGraphProviding, let graph = stored.graph {
            return graph.isUpdating
        }
        return current?.graph.isUpdating ?? false
    }

    static func warn(_ message: String) {
        if let driver = current {
            driver.graph.warn(message)
        } else if !ProgramOutput.write(.warning(message)) {
            FileHandle.standardError.write(Data(("warning: " + message + "\n").utf8))
        }
    }

    /// Records a line the scenario printed, through the graph, so a line printed while a
    /// presentation builds its content follows the presentation (ViewGraph.holdingEvents).
    static func console(_ line: String) {
        if let driver = current {
            driver.graph.emit(.console(line))
        } else if !ProgramOutput.write(.event(.console(line))) {
            Swift.print(line)
            fflush(nil)  // every output stream: the C global `stdout` is shared mutable state
        }
    }
}

protocol StoredLocationGraphProviding {
    var graph: ViewGraph? { get }
}

extension StoredLocation: StoredLocationGraphProviding {
    var graph: ViewGraph? { host?.graph }
}

extension EngineContext {
    /// A SwiftUI precondition failure: recorded in the transcript, then the program traps with
    /// SwiftUI's message (so a scenario expecting a crash sees it).
    static func fatal(_ message: String) -> Never {
        if let driver = current {
            driver.record(.engineStop("Fatal error: " + message))
        }
        fatalError(message)
    }
}
