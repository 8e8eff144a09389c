import Foundation
import StateEngine

// Usage: engine-bench [VIEWS...]   (default 1000 10000 100000)
// Prints time per update, body evaluations per update and memory for each tree size.
let counts = CommandLine.arguments.dropFirst().compactMap { Int($0) }
// ENGINE_BENCH_PROFILE=N: only builds the first size's tree and runs N updates, so that a
// profiler (`perf record -g`) sees the update and little else.
if let updates = ProcessInfo.processInfo.environment["ENGINE_BENCH_PROFILE"].flatMap({ Int($0) }) {
    EngineBenchmark.profile(viewCount: counts.first ?? 1_000, updates: updates)
    exit(0)
}
Swift.print(EngineBenchmark.run(viewCounts: counts.isEmpty ? [1_000, 10_000, 100_000] : counts))
