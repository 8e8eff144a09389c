import Transcript

// The steps of a scenario program. They drive one global driver whose events stream to
// standard output as they happen; a driver failure is reported as an `.error` event and ends
// the program with status 1.

func scenarioDriver(_ function: String) -> Driver {
    guard let driver = EngineContext.scenario else {
        failScenario(.stop(.beforeLaunch(step: function), details: []))
    }
    return driver
}

private func failScenario(_ event: TranscriptEvent) -> Never {
    if let driver = EngineContext.scenario {
        driver.record(event)
    } else {
        ProgramOutput.emit(event)
    }
    exit(1)
}

func run(_ work: () throws -> Void) {
    do {
        try work()
        if let driver = EngineContext.scenario { endIfRunaway(driver) }
    } catch let failure as Driver.Failure {
        failScenario(.stop(failure.stop, details: failure.details))
    } catch {
        // An error the scenario's own code threw from a step: its own words.
        failScenario(.engineStop("\(error)"))
    }
}

public func launch<V: View>(_ root: V) {
    launch(root, environment: { _ in })
}

public func launch<V: View>(_ root: V, environment: (inout EnvironmentValues) -> Void) {
    launch(root, environment: environment, onLaunch: { _ in })
}

/// `onLaunch`: what an app declaration's launch participants do at each launch (`AppLaunchParticipant`).
func launch<V: View>(_ root: V, environment: (inout EnvironmentValues) -> Void, onLaunch: @escaping (Int) -> Void) {
    if EngineContext.scenario != nil {
        failScenario(.stop(.launchedTwice, details: []))
    }
    // Console output before launch already went straight to standard output.
    let driver = Driver(root, environment: environment, streamsToStandardOutput: true, onLaunch: onLaunch)
    EngineContext.scenario = driver
    endIfRunaway(driver)
}

/// An update loop that never settles ends the scenario (its `.error` event is already out).
private func endIfRunaway(_ driver: Driver) {
    if driver.graph.runawayReported || driver.events.last(where: { $0.kind == .error }) != nil {
        exit(1)
    }
}

public func tap(_ label: String) {
    run { try scenarioDriver("tap").tap(label) }
}

public func toggle(_ label: String) {
    run { try scenarioDriver("toggle").toggle(label) }
}

public func dismiss() {
    run { try scenarioDriver("dismiss").dismiss() }
}

public func setEnvironment<T>(_ keyPath: WritableKeyPath<EnvironmentValues, T>, _ value: T) {
    run { scenarioDriver("setEnvironment").setEnvironment(keyPath, value) }
}

public func advance(by seconds: Double) {
    run { scenarioDriver("advance").advance(by: seconds) }
}

public func runUntilIdle() {
    run { scenarioDriver("runUntilIdle").runUntilIdle() }
}

public func expect(_ condition: Bool, _ message: String, file: String = #file, line: Int = #line) {
    assertion(condition, .message(message), file: file, line: line)
}

public func expectScreen(contains text: String, file: String = #file, line: Int = #line) {
    let screen = scenarioDriver("expectScreen").screen
    assertion(screen.contains(text), .screenContains(text), file: file, line: line)
}

public func expectScreen(notContains text: String, file: String = #file, line: Int = #line) {
    let screen = scenarioDriver("expectScreen").screen
    assertion(!screen.contains(text), .screenLacks(text), file: file, line: line)
}

public func expectBodyCount<V: View>(_ type: V.Type, _ count: Int, file: String = #file, line: Int = #line) {
    let actual = scenarioDriver("expectBodyCount").bodyCount(type)
    let name = viewTypeName(V.self)
    assertion(actual == count, .bodyCount(view: name, expected: count, actual: actual), file: file, line: line)
}

public func expectConsole(contains text: String, file: String = #file, line: Int = #line) {
    let console = scenarioDriver("expectConsole").console
    assertion(console.contains { $0.contains(text) }, .consoleContains(text), file: file, line: line)
}

func assertion(_ passed: Bool, _ claim: AssertionClaim, file: String, line: Int) {
    let event = TranscriptEvent.assertion(claim, passed: passed, line: line)
    if let driver = EngineContext.scenario {
        driver.record(event)
    } else {
        ProgramOutput.emit(event)
    }
}
