// `@preconcurrency`: C's `stdout` and `stderr` globals, used before any scenario code runs
// (Foundation too: it re-exports the C library, and the engine re-exports Foundation).
@preconcurrency import Foundation
@_spi(ScenarioRuntime) import StateEngine
import Transcript

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    @preconcurrency import Darwin
#endif

/// The whole `main.swift` of a batch executable (ScenarioKit's `ScenarioBatch`): runs the
/// scenario `LaunchProtocol.selectorVariable` names, or, when it names the launcher, becomes
/// a `BatchLauncher` that starts one process per scenario on request. Either way the variable
/// is removed first, so scenario code sees the environment its own program would.
public func __statedocsRunBatch(_ scenarios: KeyValuePairs<String, () -> Void>) {
    let selected = getenv(LaunchProtocol.selectorVariable).map { String(cString: $0) }
    unsetenv(LaunchProtocol.selectorVariable)
    #if os(Linux)
        if selected == LaunchProtocol.launcherSelector { BatchLauncher.serve(scenarios) }
    #endif
    startScenario(secret: nil)
    scenario(named: selected, in: scenarios)()
    // The end record is the runtime's: the scenario's run function returned.
    ResultChannel.finish()
}

/// The scenario's run function, or the program ends saying it has none of that name.
func scenario(named name: String?, in scenarios: KeyValuePairs<String, () -> Void>) -> () -> Void {
    if let run = scenarios.first(where: { $0.key == name })?.value { return run }
    fputs("statedocs: this batch has no scenario named \(name ?? "(none)")\n", stderr)
    exit(LaunchProtocol.unknownScenarioStatus)
}

/// What every scenario program does before any scenario code (`ProgramABI.startScenario`):
/// take the transcript's own descriptor and the run's secret (see `ResultChannel`).
public func __statedocsStartScenario() {
    startScenario(secret: nil)
}

/// Takes the channel and the secret (`secret`, from a launcher's request, else the secret's
/// descriptor), connects the engine's records to the channel, and makes standard output
/// line-buffered, so console lines printed just before a trap are not lost.
func startScenario(secret: [UInt8]?) {
    ResultChannel.claim(secret: secret)
    ProgramOutput.connect { ResultChannel.write($0) }
    setvbuf(stdout, nil, _IOLBF, 0)
}
