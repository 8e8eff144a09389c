import Transcript

/// Measures what one state change costs in a large tree: a balanced tree of custom views in
/// which one leaf reads a State. Changing it must evaluate exactly that leaf's body, and the
/// time must not grow with the size of the tree.
public enum EngineBenchmark {
    public static func run(viewCounts: [Int] = [1_000, 10_000, 100_000], updates: Int = 200) -> String {
        var lines = ["StateEngine benchmark: one leaf reads a State; each update changes it",
                     "views       build        per update    bodies/update  resident memory"]
        for count in viewCounts {
            let result = measure(viewCount: count, updates: updates)
            lines.append(
                pad(String(count), 10) + "  "
                    + pad(format(seconds: result.build), 11) + "  "
                    + pad(format(seconds: result.perUpdate), 12) + "  "
                    + pad(String(format: "%.2f", result.bodiesPerUpdate), 13) + "  "
                    + format(bytes: result.residentBytes))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    struct Result {
        var build: Double
        var perUpdate: Double
        var bodiesPerUpdate: Double
        var residentBytes: Int
    }

    static func measure(viewCount: Int, updates: Int) -> Result {
        let start = Date()
        let driver = Driver(BenchmarkBranch(range: 0..<viewCount, hotIndex: viewCount / 2), environment: { _ in }, streamsToStandardOutput: false, recordsEvents: false)
        let build = Date().timeIntervalSince(start)
        let box = BenchmarkLeaf.hotStorage(in: driver)!
        let bodiesBefore = driver.graph.totalBodyCount
        let updateStart = Date()
        for _ in 0..<updates {
            driver.bound {
                box.set(box.value + 1)
                driver.graph.settle()
            }
        }
        let perUpdate = Date().timeIntervalSince(updateStart) / Double(updates)
        let bodies = Double(driver.graph.totalBodyCount - bodiesBefore) / Double(updates)
        return Result(build: build, perUpdate: perUpdate, bodiesPerUpdate: bodies, residentBytes: residentMemory())
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

    /// Resident set size from /proc (Linux); 0 where unavailable.
    static func residentMemory() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let digits = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
            return digits * 1024
        }
        return 0
    }
}

/// A node of the benchmark tree: splits its range in two until it reaches single leaves.
struct BenchmarkBranch: View {
    let range: Range<Int>
    let hotIndex: Int

    var body: some View {
        if range.count <= 1 {
            BenchmarkLeaf(index: range.lowerBound, isHot: range.lowerBound == hotIndex)
        } else {
            let middle = range.lowerBound + range.count / 2
            VStack {
                BenchmarkBranch(range: range.lowerBound..<middle, hotIndex: hotIndex)
                BenchmarkBranch(range: middle..<range.upperBound, hotIndex: hotIndex)
            }
        }
    }
}

struct BenchmarkLeaf: View {
    let index: Int
    let isHot: Bool
    @State private var value = 0

    var body: some View {
        if isHot {
            Text("hot \(value)")
        } else {
            Text("leaf")
        }
    }

    /// The hot leaf's State storage (found once, before timing).
    static func hotStorage(in driver: Driver) -> StoredLocation<Int>? {
        var found: StoredLocation<Int>?
        func search(_ node: Node) {
            if found != nil { return }
            if let leaf = node as? CustomViewNode<BenchmarkLeaf>, leaf.view.isHot {
                found = leaf.slots.first as? StoredLocation<Int>
                return
            }
            for child in node.children { search(child) }
        }
        if let root = driver.graph.root { search(root) }
        return found
    }
}
