import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@testable import ScenarioKit

/// `verify --shard K/N` and `--merge-junit` (the behaviour of Playwright's and Jest's
/// `--shard`: every machine computes the same disjoint split; chosen: the unit is an article
/// with its translations, which are checked against each other).
@Suite struct ShardTests {
    func group(_ name: String, _ costs: [Double?]) -> Shard.Group {
        Shard.Group(paths: ["Content/en/\(name).md", "Content/zh/\(name).md"], costs: costs)
    }

    @Test func shardsAreParsedOnlyAsKOfN() {
        #expect(Shard(parsing: "2/4") == Shard(index: 2, count: 4))
        for bad in ["0/4", "5/4", "1/0", "2", "a/b", "1/2/3", "-1/2"] { #expect(Shard(parsing: bad) == nil) }
    }

    @Test func translationsStayInTheirArticlesShard() {
        let groups = Shard.groups(
            of: ["Content/zh/b.md", "Content/en/a.md", "Content/en/b.md", "Content/zh/a.md", "Content/en/c.md"], sourceLanguage: "en")
        #expect(groups == [["Content/en/a.md", "Content/zh/a.md"], ["Content/en/b.md", "Content/zh/b.md"], ["Content/en/c.md"]])
    }

    @Test func theShardsCoverEveryArticleOnceAndBalanceByRecordedCost() {
        let groups = [group("a", [4, 4]), group("b", [1]), group("c", [1, 1]), group("d", [3]), group("e", [2, nil])]
        let split = Shard.split(groups, into: 3)
        let all = split.flatMap { $0.flatMap(\.paths) }
        #expect(all.sorted() == groups.flatMap(\.paths).sorted())
        #expect(Set(all).count == all.count)
        let loads = split.map { $0.flatMap(\.costs).map { $0 ?? 2.2 }.reduce(0, +) }
        // a (8) alone; the rest (b 1, c 2, d 3, e 2 + the mean 2.2 for its unknown) share two shards.
        #expect(split[0].map(\.paths[0]) == ["Content/en/a.md"])
        #expect(abs(loads[1] - loads[2]) <= 3)
        // Every machine computes the same split.
        #expect(Shard.split(groups, into: 3) == split)
        #expect(Shard(index: 2, count: 3).select(groups) == split[1])
    }

    @Test func withNothingRecordedTheSplitIsByCount() {
        let groups = (0..<6).map { group("g\($0)", [nil]) } + [group("big", [nil, nil, nil])]
        let split = Shard.split(groups, into: 2)
        #expect(split.map { $0.map(\.costs.count).reduce(0, +) } == [5, 4])
        #expect(split.count == 2)
    }

    @Test func moreShardsThanArticlesLeavesSomeEmpty() {
        let split = Shard.split([group("a", [1])], into: 3)
        #expect(split.map(\.count) == [1, 0, 0])
    }

    func report(_ shard: String?, split: String = "abc", suites: [(String, Int, Int)]) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"statedocs verify\""
        if let shard { xml += " \(JUnitMerge.shardAttribute)=\"\(shard)\" \(JUnitMerge.splitAttribute)=\"\(split)\"" }
        xml += ">\n"
        for (name, tests, failures) in suites {
            xml += "  <testsuite name=\"\(name)\" tests=\"\(tests)\" failures=\"\(failures)\">\n"
            for index in 0..<tests {
                xml += index < failures
                    ? "    <testcase classname=\"\(name)\" name=\"s\(index)\"><failure message=\"m &amp; n\" type=\"t\">d</failure></testcase>\n"
                    : "    <testcase classname=\"\(name)\" name=\"s\(index)\"/>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    @Test func mergedReportsHoldEverySuiteOnceWithTheirTotals() throws {
        let merged = try JUnitMerge.merge([
            ("2.xml", report("2/2", suites: [("Content/en/b.md", 2, 1)])),
            ("1.xml", report("1/2", suites: [("Content/en/a.md", 3, 0), ("Content/zh/a.md", 1, 0)])),
        ])
        #expect(merged.tests == 6)
        #expect(merged.failures == 1)
        #expect(merged.summary == "5 passed, 1 failed")
        let document = try XMLDocumentFixture.parse(merged.xml)
        #expect(document.suites == ["Content/en/a.md", "Content/en/b.md", "Content/zh/a.md"])
        #expect(merged.xml.contains("m &amp; n"))
        #expect(!merged.xml.contains(JUnitMerge.shardAttribute))
    }

    @Test func reportsOfDifferentSplitsOrAMissingShardAreRefused() {
        #expect(throws: JUnitMerge.Failure.self) {
            try JUnitMerge.merge([("1.xml", report("1/2", split: "x", suites: [])), ("2.xml", report("2/2", split: "y", suites: []))])
        }
        #expect(throws: JUnitMerge.Failure.self) {
            try JUnitMerge.merge([("1.xml", report("1/3", suites: [])), ("2.xml", report("2/3", suites: []))])
        }
        #expect(throws: JUnitMerge.Failure.self) {
            try JUnitMerge.merge([("1.xml", report("1/2", suites: [])), ("1b.xml", report("1/2", suites: []))])
        }
        #expect(throws: JUnitMerge.Failure.self) { try JUnitMerge.merge([("bad.xml", "<testsuites")]) }
    }

    /// The split a shard computes from a real site: the cost recorded by a verify weighs it.
    @Test func verifyRecordsEachScenariosCostForTheNextSplit() throws {
        let fixture = try Fixture()
        let path = try fixture.write("Content/en/a.md", article(code: "struct A {}\n", steps: "print(A())\n"))
        let verifier = Verifier(executor: fixture.executor())
        #expect(verifier.shardGroups([try fixture.article(path)]).first?.costs == [nil])
        _ = try fixture.verify([path])
        let cost = try #require(Verifier(executor: fixture.executor()).shardGroups([try fixture.article(path)]).first?.costs.first ?? nil)
        #expect(cost > 0)
    }
}

/// Suite names of a JUnit report, read with the XML parser.
enum XMLDocumentFixture {
    struct Parsed { var suites: [String] }

    static func parse(_ xml: String) throws -> Parsed {
        final class Collector: NSObject, XMLParserDelegate {
            var suites: [String] = []
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
                if name == "testsuite", let suite = attributes["name"] { suites.append(suite) }
            }
        }
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = Collector()
        parser.delegate = collector
        guard parser.parse() else { throw CocoaError(.coderReadCorrupt) }
        return Parsed(suites: collector.suites)
    }
}
