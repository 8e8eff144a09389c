/// A longest common subsequence of two sequences, as the index pairs it matches: what changed
/// lines (`ChangedLines`) and changed screens (a run figure's step against the one before)
/// are both measured against.
public enum CommonSubsequence {
    /// 4 million cells of 4 bytes: 16 MB at most.
    public static let defaultCellLimit = 4_000_000

    /// Pairs `(i, j)` with `a[i] == b[j]`, increasing in both; nil when `a.count * b.count`
    /// exceeds `cellLimit` (the table would be too big: input from a pull request is hostile).
    public static func matches<Element: Equatable>(_ a: [Element], _ b: [Element], cellLimit: Int = defaultCellLimit) -> [(Int, Int)]? {
        guard a.count * b.count <= cellLimit else { return nil }
        let width = b.count + 1
        // common[i * width + j]: the length of a longest common subsequence of a[i...] and b[j...].
        var common = [Int32](repeating: 0, count: (a.count + 1) * width)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                common[i * width + j] = a[i] == b[j] ? common[(i + 1) * width + j + 1] + 1
                    : max(common[(i + 1) * width + j], common[i * width + j + 1])
            }
        }
        var pairs: [(Int, Int)] = [], i = 0, j = 0
        while i < a.count && j < b.count {
            if a[i] == b[j] { pairs.append((i, j)); i += 1; j += 1 }
            else if common[(i + 1) * width + j] >= common[i * width + j + 1] { i += 1 }
            else { j += 1 }
        }
        return pairs
    }
}
