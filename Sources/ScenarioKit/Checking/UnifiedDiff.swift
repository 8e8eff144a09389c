/// A unified diff of two texts, line by line, with three lines of context: the form every
/// developer reads without explanation.
public enum UnifiedDiff {
    enum Edit: Equatable { case same(String), removed(String), added(String) }

    public static func diff(expected: String, actual: String, expectedLabel: String, actualLabel: String) -> [String] {
        let a = lines(expected), b = lines(actual)
        let edits = edits(a, b)
        var out = ["--- " + expectedLabel, "+++ " + actualLabel]
        // Group edits into hunks: changed lines plus up to three lines of context around them.
        let changed = edits.indices.filter { if case .same = edits[$0] { return false } else { return true } }
        guard !changed.isEmpty else { return [] }
        var hunks: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - 3)...min(edits.count - 1, index + 3)
            if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                hunks.append(range)
            }
        }
        for hunk in hunks {
            var oldStart = 1, newStart = 1
            for edit in edits[..<hunk.lowerBound] {
                switch edit {
                case .same: oldStart += 1; newStart += 1
                case .removed: oldStart += 1
                case .added: newStart += 1
                }
            }
            var oldCount = 0, newCount = 0
            var body: [String] = []
            for edit in edits[hunk] {
                switch edit {
                case .same(let line): oldCount += 1; newCount += 1; body.append(" " + line)
                case .removed(let line): oldCount += 1; body.append("-" + line)
                case .added(let line): newCount += 1; body.append("+" + line)
                }
            }
            out.append("@@ -\(oldCount == 0 ? oldStart - 1 : oldStart),\(oldCount) +\(newCount == 0 ? newStart - 1 : newStart),\(newCount) @@")
            out += body
        }
        return out
    }

    /// Index (0-based) of the first expected line that differs, or the expected line count
    /// when the actual text only adds lines at the end.
    public static func firstDifference(expected: String, actual: String) -> Int {
        let a = lines(expected), b = lines(actual)
        var index = 0
        while index < a.count, index < b.count, a[index] == b[index] { index += 1 }
        return index
    }

    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Longest common subsequence, by dynamic programming: transcripts are at most a few
    /// hundred lines, and beyond a size limit a whole-block replacement is shown instead.
    static func edits(_ a: [String], _ b: [String]) -> [Edit] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let midA = Array(a[prefix..<(a.count - suffix)]), midB = Array(b[prefix..<(b.count - suffix)])
        var middle: [Edit] = []
        if midA.count * midB.count > 4_000_000 {
            middle = midA.map(Edit.removed) + midB.map(Edit.added)
        } else {
            let n = midA.count, m = midB.count
            var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    table[i][j] = midA[i] == midB[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
            var i = 0, j = 0
            while i < n || j < m {
                if i < n, j < m, midA[i] == midB[j] {
                    middle.append(.same(midA[i])); i += 1; j += 1
                } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
                    middle.append(.removed(midA[i])); i += 1
                } else {
                    middle.append(.added(midB[j])); j += 1
                }
            }
        }
        return a[..<prefix].map(Edit.same) + middle + a[(a.count - suffix)...].map(Edit.same)
    }
}
