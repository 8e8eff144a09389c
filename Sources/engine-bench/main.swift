import StateEngine

// Usage: engine-bench [VIEWS...]   (default 1000 10000 100000)
// Prints time per update, body evaluations per update and memory for each tree size.
let counts = CommandLine.arguments.dropFirst().compactMap { Int($0) }
Swift.print(EngineBenchmark.run(viewCounts: counts.isEmpty ? [1_000, 10_000, 100_000] : counts))
