import ConcurrentMap
import Foundation
import Testing

@Suite struct ConcurrentMapTests {
    @Test func resultsKeepInputOrderWhateverTheChunking() {
        let input = Array(0..<10_000)
        for chunk in [1, 7, 64, 20_000] {
            #expect(input.concurrentMap(chunkSize: chunk) { $0 * 3 } == input.map { $0 * 3 })
        }
    }

    @Test func emptyInputGivesEmptyOutputWithoutCallingTheTransform() {
        let calls = Counter()
        let result = [Int]().concurrentMap { value -> Int in calls.add(1); return value }
        #expect(result.isEmpty && calls.value == 0)
    }

    @Test func progressCountsEveryElementOnceAndEndsAtTheTotal() {
        let seen = Counter()
        let last = Counter()
        _ = Array(0..<1_000).concurrentMap(chunkSize: 10, progress: { done in
            seen.add(1)
            last.set(done)
        }) { $0 }
        #expect(seen.value == 100)
        #expect(last.value == 1_000)
    }

    @Test func atMostMaxWorkersTransformAtOnce() {
        let running = Counter(), peak = Counter()
        _ = Array(0..<200).concurrentMap(chunkSize: 1, maxWorkers: 1) { value -> Int in
            running.add(1)
            peak.raise(to: running.value)
            running.add(-1)
            return value
        }
        #expect(peak.value == 1)
    }

    @Test func byChunkHandsOverRunsOfConsecutiveElementsAndKeepsTheirOrder() {
        let input = Array(100..<1_100)
        let chunks = Chunks()
        let result = input.concurrentMap(chunkSize: 7, byChunk: { chunk -> [Int] in
            chunks.add(Array(chunk))
            return chunk.map { $0 * 2 }
        })
        #expect(result == input.map { $0 * 2 })
        let seen = chunks.value.sorted { $0[0] < $1[0] }
        // Every chunk but the last holds 7 elements, consecutive, and together they hold each once.
        #expect(seen.dropLast().allSatisfy { $0.count == 7 })
        #expect(seen.allSatisfy { $0 == Array($0[0]..<($0[0] + $0.count)) })
        #expect(seen.flatMap { $0 } == input)
    }

    @Test func everyElementIsTransformedExactlyOnce() {
        let calls = Counter()
        _ = Array(0..<5_000).concurrentMap(chunkSize: 3) { value -> Int in calls.add(1); return value }
        #expect(calls.value == 5_000)
    }
}

/// The chunks `byChunk` was given, from any thread.
private final class Chunks: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [[Int]] = []
    var value: [[Int]] { lock.withLock { stored } }
    func add(_ chunk: [Int]) { lock.withLock { stored.append(chunk) } }
}

/// A counter the transforms share; the lock makes it Sendable.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = 0
    var value: Int { lock.withLock { stored } }
    func add(_ amount: Int) { lock.withLock { stored += amount } }
    func set(_ new: Int) { lock.withLock { stored = new } }
    func raise(to new: Int) { lock.withLock { stored = max(stored, new) } }
}
