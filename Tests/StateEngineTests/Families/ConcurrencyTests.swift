import StateEngine
import Testing

/// Structured concurrency on the virtual clock: `async let` children and task groups sleep
/// independently; a task awaiting another suspends without busy waiting.
@Suite @MainActor struct ConcurrencyTests {
    // Off the main actor, as a network call is: the suite's main actor is busy running the
    // driver, which waits for these tasks.
    nonisolated static func fetch(_ name: String, after seconds: Double) async -> String {
        try? await Task.sleep(for: .seconds(seconds))
        return name
    }

    struct Parallel: View {
        @State private var result = "none"
        var body: some View {
            Text("result \(result)").task {
                async let a = ConcurrencyTests.fetch("a", after: 1)
                async let b = ConcurrencyTests.fetch("b", after: 2)
                let (x, y) = await (a, b)
                result = x + y
            }
        }
    }

    /// Evidence: SE-0317 (async let children run concurrently; awaiting both takes as long
    /// as the slower one); the clock is the engine's virtual clock.
    @Test func asyncLetChildrenSleepConcurrently() {
        let d = Driver(Parallel())
        d.advance(by: 1)
        #expect(d.screen.contains("Text \"result none\""))
        d.advance(by: 1)
        #expect(d.screen.contains("Text \"result ab\""))
    }

    struct Grouped: View {
        @State private var names: [String] = []
        var body: some View {
            Text("names \(names.joined(separator: ","))").task {
                let collected = await withTaskGroup(of: String.self) { group in
                    for (name, delay) in [("slow", 3.0), ("fast", 1.0)] {
                        group.addTask { await ConcurrencyTests.fetch(name, after: delay) }
                    }
                    var all: [String] = []
                    for await name in group { all.append(name) }
                    return all
                }
                names = collected
            }
        }
    }

    /// Evidence: SE-0304 (a task group yields child results in completion order).
    @Test func taskGroupResultsArriveInCompletionOrder() {
        let d = Driver(Grouped())
        d.advance(by: 3)
        #expect(d.screen.contains("Text \"names fast,slow\""))
    }

    struct Forever: View {
        var body: some View {
            Text("waiting").task {
                await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
            }
        }
    }

    /// Evidence: chosen (issue 8): a task that can never finish is reported by the virtual
    /// run, not by a wall-clock cut-off.
    @Test func aTaskThatNeverFinishesIsReported() {
        let d = Driver(Forever())
        d.runUntilIdle()
        #expect(d.lines(of: [.warning]).contains { $0.contains("1 task never finished") })
    }
}
