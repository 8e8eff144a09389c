import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Combines the JUnit reports of `statedocs verify --shard K/N` runs into the report one
/// unsharded run would have written (its test suites and counts; site-wide coverage is not
/// in JUnit, see the guide's "Verifying on several machines").
///
/// Each shard's report names its shard and the digest of its split (`Shard.fingerprint`):
/// the merge refuses reports that split differently (shards that restored different caches
/// weigh articles differently and may have skipped or repeated some), or that leave a shard
/// out or repeat one.
public enum JUnitMerge {
    public static let shardAttribute = "statedocs-shard"
    public static let splitAttribute = "statedocs-split"

    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    public struct Merged: Sendable {
        public var xml: String
        public var tests: Int
        public var failures: Int
        public var summary: String { "\(tests - failures) passed, \(failures) failed" }
    }

    /// `reports`: (display name, XML text) of each shard's report.
    public static func merge(_ reports: [(name: String, xml: String)]) throws -> Merged {
        var suites: [(name: String, xml: String)] = []
        var tests = 0, failures = 0
        var shards: [Int: String] = [:]
        var split: (fingerprint: String, count: Int, from: String)?
        for report in reports {
            // XMLDocument repairs what it can; a report cut short must not pass as complete.
            let strict = XMLParser(data: Data(report.xml.utf8))
            let document: XMLDocument
            do {
                if !strict.parse() || strict.parserError != nil { throw strict.parserError ?? CocoaError(.coderReadCorrupt) }
                document = try XMLDocument(xmlString: report.xml)
            } catch {
                throw Failure(description: "\(report.name): not a well-formed XML file (\(error.localizedDescription))")
            }
            guard let root = document.rootElement(), root.name == "testsuites" else {
                throw Failure(description: "\(report.name): not a JUnit report (no <testsuites> element)")
            }
            if let shard = root.attribute(forName: shardAttribute)?.stringValue {
                guard let parsed = Shard(parsing: shard) else {
                    throw Failure(description: "\(report.name): unreadable \(shardAttribute)=\"\(shard)\"")
                }
                let fingerprint = root.attribute(forName: splitAttribute)?.stringValue ?? ""
                if let split, split.fingerprint != fingerprint || split.count != parsed.count {
                    throw Failure(description: "\(report.name) and \(split.from) come from shards that split the articles differently; restore the same .statedocs-cache in every shard (or none) and run them again")
                }
                split = split ?? (fingerprint, parsed.count, report.name)
                if let other = shards[parsed.index] {
                    throw Failure(description: "\(report.name) and \(other) are both shard \(parsed)")
                }
                shards[parsed.index] = report.name
            }
            for suite in root.elements(forName: "testsuite") {
                let name = suite.attribute(forName: "name")?.stringValue ?? ""
                if suites.contains(where: { $0.name == name }) {
                    throw Failure(description: "\(report.name): test suite \(name) is in two reports")
                }
                tests += Int(suite.attribute(forName: "tests")?.stringValue ?? "") ?? 0
                failures += Int(suite.attribute(forName: "failures")?.stringValue ?? "") ?? 0
                suites.append((name, "  " + suite.xmlString))
            }
        }
        if let split {
            let missing = (1...split.count).filter { shards[$0] == nil }
            if !missing.isEmpty {
                throw Failure(description: "the reports of shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(split.count)" }.joined(separator: ", ")) are missing")
            }
        }
        var out = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        out.append("<testsuites name=\"statedocs verify\" tests=\"\(tests)\" failures=\"\(failures)\">")
        out += suites.sorted { $0.name < $1.name }.map(\.xml)
        out.append("</testsuites>")
        return Merged(xml: out.joined(separator: "\n") + "\n", tests: tests, failures: failures)
    }
}
