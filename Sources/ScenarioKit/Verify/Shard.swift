import Foundation

/// One of `count` slices of a site's articles, for verifying on several machines at once
/// (`statedocs verify --shard K/N`, as Playwright's and Jest's `--shard` split a suite).
///
/// The unit is an article together with its translations, since a translation is checked
/// against its source's transcripts. Every shard computes the same split from the same
/// inputs: groups are sorted by path, weighed, and dealt heaviest first to the lightest
/// shard (ties to the lower shard). A group weighs what its scenarios cost when they last
/// ran (recorded in the cache); scenarios never run weigh the mean of those known, and with
/// nothing known every scenario weighs 1, so the split is by count. Shards must restore the
/// same cache for the weights to agree; `fingerprint` lets a merge check that they did.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// 1-based.
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// `K/N` with 1 <= K <= N.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index)
        else { return nil }
        self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    /// An article and its translations.
    public struct Group: Sendable, Hashable {
        public var paths: [String]
        /// Cost of each scenario program, in seconds; nil where never measured.
        public var costs: [Double?]
    }

    /// The groups of `paths`: each article with its twins in other languages.
    public static func groups(of paths: [String], sourceLanguage: String) -> [[String]] {
        var byKey: [String: [String]] = [:]
        for path in paths {
            byKey[ContentLanguages.path(path, inLanguage: sourceLanguage), default: []].append(path)
        }
        return byKey.keys.sorted().map { byKey[$0]!.sorted() }
    }

    /// The split of all groups: `assignments[i]` holds the groups of shard i + 1.
    public static func split(_ groups: [Group], into count: Int) -> [[Group]] {
        let known = groups.flatMap(\.costs).compactMap { $0 }
        let fallback = known.isEmpty ? 1 : known.reduce(0, +) / Double(known.count)
        let weights = groups.map { group in max(group.costs.map { $0 ?? fallback }.reduce(0, +), 1e-6) }
        let order = groups.indices.sorted { weights[$0] > weights[$1] || (weights[$0] == weights[$1] && $0 < $1) }
        var load = [Double](repeating: 0, count: count)
        var assigned = [[Int]](repeating: [], count: count)
        for group in order {
            let lightest = load.indices.min { load[$0] < load[$1] || (load[$0] == load[$1] && $0 < $1) }!
            assigned[lightest].append(group)
            load[lightest] += weights[group]
        }
        return assigned.map { $0.sorted().map { groups[$0] } }
    }

    /// This shard's groups.
    public func select(_ groups: [Group]) -> [Group] {
        Self.split(groups, into: count)[index - 1]
    }

    /// A digest of the inputs of the split: equal in every shard that split the same way.
    public static func fingerprint(_ groups: [Group], count: Int) -> String {
        let text = groups.map { group in
            group.paths.joined(separator: ",") + "=" + group.costs.map { $0.map { String(format: "%.3f", $0) } ?? "?" }.joined(separator: ",")
        }
        return String(SHA256.hex((["statedocs-shards \(count)"] + text).joined(separator: "\n")).prefix(16))
    }
}

extension Verifier {
    /// Groups of `articles` with the recorded cost of each of their scenario programs.
    public func shardGroups(_ articles: [ArticleSource]) -> [Shard.Group] {
        var costs: [String: [Double?]] = [:]
        for article in articles {
            let extraction = ScenarioExtractor.extract(from: article.makeDocument(), file: article.path)
            costs[article.path] = extraction.scenarios.map { scenario in
                let program = ProgramGenerator.generate(scenario)
                return executor.recordedCost(key: executor.key(for: program, timeout: scenario.timeout ?? options.defaultTimeout))
            }
        }
        return Shard.groups(of: articles.map(\.path), sourceLanguage: options.sourceLanguage).map { paths in
            Shard.Group(paths: paths, costs: paths.flatMap { costs[$0] ?? [] })
        }
    }
}

extension ScenarioExecutor {
    /// Seconds the program with this key took to compile and run when it last missed the cache.
    public func recordedCost(key: String) -> Double? {
        cache.memo("cost|" + key).flatMap(Double.init)
    }

    func recordCost(key: String, seconds: Double) {
        cache.remember("cost|" + key, String(format: "%.3f", seconds))
    }
}
