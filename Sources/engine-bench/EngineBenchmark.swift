import Foundation
@_spi(Benchmark) import StateEngine

/// Measures what one state change costs in a large tree: a balanced tree of custom views in
/// which one leaf reads a State. Changing it must evaluate exactly that leaf's body, and the
/// time must not grow with the size of the tree. Memory is what the living tree keeps per
/// view, measured as resident memory before and after launching it. Every update ends with a
/// layout pass; "sizes/update" counts the sizes it had to compute (an update that changes
/// one text re-asks that text alone when its size stands), "full layout" times a pass of the
/// whole tree with every cached size forgotten, "frame" one animation frame of an `Animatable`
/// leaf of its own (its body and the layout it changes) while the rest of the tree stands
/// still. The hot leaf is the baseline engine's (commit 8b6a317) to the view; the probe sits
/// beside the tree, in a root of its own, so that no leaf's body type differs. The update
/// timed by "per update" animates nothing and changes no size ("hot 1" and "hot 2" are as
/// wide): it is the cost every update pays for the animation machinery.
/// Main-actor, as the views it builds are; `main.swift` runs it on the main thread.
@MainActor enum EngineBenchmark {
    static func run(viewCounts: [Int] = [1_000, 10_000, 100_000]) -> String {
        var lines = ["StateEngine benchmark: one leaf reads a State; each update changes it",
                     "views       build        per update    bodies/update  sizes/update  full layout  frame        bytes/view  resident memory"]
        // A small tree first, not reported: the runtime's one-time allocations (type metadata,
        // conformance caches) would otherwise be charged to the first size's views.
        _ = measure(viewCount: 100)
        for count in viewCounts {
            let result = measure(viewCount: count)
            lines.append(
                pad(String(count), 10) + "  "
                    + pad(format(seconds: result.build), 11) + "  "
                    + pad(format(seconds: result.perUpdate), 12) + "  "
                    + pad(String(format: "%.2f", result.bodiesPerUpdate), 13) + "  "
                    + pad(String(format: "%.1f", result.sizesPerUpdate), 12) + "  "
                    + pad(format(seconds: result.fullLayout), 11) + "  "
                    + pad(format(seconds: result.frame), 11) + "  "
                    + pad(String(result.bytesPerView), 10) + "  "
                    + format(bytes: result.residentBytes))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    struct Result {
        var build: Double
        var perUpdate: Double
        var bodiesPerUpdate: Double
        /// Sizes the layout pass computed per update (the rest come from nodes' caches).
        var sizesPerUpdate: Double
        /// One layout pass of the whole tree with every cache cleared (median of 5).
        var fullLayout: Double
        /// One animation frame of the hot leaf's Animatable view (median of the batches).
        var frame: Double
        var bytesPerView: Int
        var residentBytes: Int
    }

    /// Updates are timed in batches and the median batch is reported: on a shared machine
    /// some batches are slowed by other work, the median is what an update costs.
    static let batches = 21
    static let updatesPerBatch = 50

    static func measure(viewCount: Int) -> Result {
        let hot = HotLeaf(index: viewCount / 2)
        let residentBefore = Memory.residentAfterTrim()
        let start = Date()
        let driver = Driver(BenchmarkRoot(range: 0..<viewCount, hot: hot))
        let build = Date().timeIntervalSince(start)
        // The launch's events (a body event per view, the first screen) are not the tree's.
        driver.discardEvents()
        let resident = Memory.residentAfterTrim()
        guard let value = hot.value else { fatalError("engine-bench: the hot leaf never appeared") }
        let bodiesBefore = bodyCount(driver)
        let sizesBefore = driver.layoutSizeComputations
        var batchTimes: [Double] = []
        for _ in 0..<batches {
            let start = Date()
            for _ in 0..<updatesPerBatch {
                driver.settle(after: { value.wrappedValue += 1 })
            }
            batchTimes.append(Date().timeIntervalSince(start) / Double(updatesPerBatch))
        }
        let perUpdate = batchTimes.sorted()[batches / 2]
        let bodies = Double(bodyCount(driver) - bodiesBefore) / Double(batches * updatesPerBatch)
        let sizes = Double(driver.layoutSizeComputations - sizesBefore) / Double(batches * updatesPerBatch)
        let fullLayouts: [Double] = (0..<5).map { _ in
            let start = Date()
            driver.relayoutEverything()
            return Date().timeIntervalSince(start)
        }
        // A long linear animation of the hot leaf's scale: every frame re-evaluates its body.
        guard let scale = hot.scale else { fatalError("engine-bench: the hot leaf never appeared") }
        driver.settle(after: { withAnimation(.linear(duration: 3600)) { scale.wrappedValue += 1 } })
        var frameTimes: [Double] = []
        for _ in 0..<batches {
            let start = Date()
            for _ in 0..<updatesPerBatch { driver.runOneFrame() }
            frameTimes.append(Date().timeIntervalSince(start) / Double(updatesPerBatch))
        }
        return Result(build: build, perUpdate: perUpdate, bodiesPerUpdate: bodies, sizesPerUpdate: sizes,
                      fullLayout: fullLayouts.sorted()[2], frame: frameTimes.sorted()[batches / 2],
                      bytesPerView: (resident - residentBefore) / viewCount, residentBytes: resident)
    }

    /// The timed update alone, `updates` times, for a profiler.
    static func profile(viewCount: Int, updates: Int) {
        let hot = HotLeaf(index: viewCount / 2)
        let driver = Driver(BenchmarkRoot(range: 0..<viewCount, hot: hot))
        driver.discardEvents()
        guard let value = hot.value else { fatalError("engine-bench: the hot leaf never appeared") }
        for _ in 0..<updates { driver.settle(after: { value.wrappedValue += 1 }) }
    }

    /// Body evaluations of every view type in the tree.
    private static func bodyCount(_ driver: Driver) -> Int {
        driver.bodyCount(BenchmarkRoot.self) + driver.bodyCount(BenchmarkBranch.self) + driver.bodyCount(BenchmarkLeaf.self)
            + driver.bodyCount(ProbeLeaf.self)
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    private static func format(seconds: Double) -> String {
        if seconds >= 1 { return String(format: "%.2f s", seconds) }
        if seconds >= 1e-3 { return String(format: "%.2f ms", seconds * 1e3) }
        return String(format: "%.1f µs", seconds * 1e6)
    }

    private static func format(bytes: Int) -> String {
        String(format: "%.1f MiB", Double(bytes) / 1_048_576)
    }
}

/// The leaf whose State the benchmark changes, and the probe's; they hand out their bindings
/// when they appear.
final class HotLeaf {
    let index: Int
    var value: Binding<Int>?
    var scale: Binding<Double>?
    init(index: Int) { self.index = index }
}

/// A node of the benchmark tree: splits its range in two until it reaches single leaves.
struct BenchmarkBranch: View {
    let range: Range<Int>
    let hot: HotLeaf

    var body: some View {
        if range.count <= 1 {
            BenchmarkLeaf(index: range.lowerBound, hot: hot)
        } else {
            let middle = range.lowerBound + range.count / 2
            VStack {
                BenchmarkBranch(range: range.lowerBound..<middle, hot: hot)
                BenchmarkBranch(range: middle..<range.upperBound, hot: hot)
            }
        }
    }
}

struct BenchmarkLeaf: View {
    let index: Int
    let hot: HotLeaf
    @State private var value = 0

    // The baseline engine's (commit 8b6a317) leaf to the view, body type included, so that "per
    // update" times the same update on both engines; the animated probe sits beside the tree.
    var body: some View {
        if index == hot.index {
            Text("hot \(value)").onAppear { [binding = $value] in hot.value = binding }
        } else {
            Text("leaf")
        }
    }
}

/// The screen: the tree, and the animated probe below it.
struct BenchmarkRoot: View {
    let range: Range<Int>
    let hot: HotLeaf

    var body: some View {
        VStack {
            BenchmarkBranch(range: range, hot: hot)
            ProbeLeaf(hot: hot)
        }
    }
}

/// The leaf the frames animate: it hands out the binding of the scale its probe shows.
struct ProbeLeaf: View {
    let hot: HotLeaf
    @State private var scale = 1.0

    var body: some View {
        HotProbe(scale: scale).onAppear { [binding = $scale] in hot.scale = binding }
    }
}

/// What the frames animate: an `Animatable` view whose body shows the presented value.
struct HotProbe: View, Animatable {
    var scale: Double
    nonisolated var animatableData: Double {
        get { scale }
        set { scale = newValue }
    }
    var body: some View { Text("probe").frame(width: 10 * scale) }
}
