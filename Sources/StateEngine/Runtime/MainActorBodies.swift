/// Runs the scenario's main-actor code (a view's `body`, a modifier's `body(content:)`, a
/// scene's `body`) on the driver's thread, as SwiftUI runs bodies on the main thread.
///
/// In a scenario program the driver's thread is the main thread, so this is the main actor.
/// The engine's own tests run each driver on a thread of its own (in parallel), where
/// `MainActor.assumeIsolated` would trap; so the call skips that runtime check. What keeps it
/// safe is confinement, not a lock: the graph and the views it passes live on the driver's
/// thread, and engine tasks take turns with it under the handoff described at `HandedOver`.
func runAsMainActor<Value, Input, Result>(_ value: Value, _ input: Input, _ work: @MainActor (Value, Input) -> Result) -> Result {
    withoutActuallyEscaping(work) { work in
        unsafeBitCast(work, to: ((Value, Input) -> Result).self)(value, input)
    }
}
