import Foundation

extension RandomAccessCollection where Self: Sendable, Element: Sendable, Index == Int {
    /// `transform` applied to every element on every core; results in input order.
    ///
    /// Work is handed out in chunks (so cheap transforms do not drown in scheduling) from one
    /// shared counter (so an expensive element does not hold up a whole pre-assigned slice).
    /// 64 chunks per core: the last chunk is what one core may still work on alone while the
    /// others are done, and with 8 per core that was 125 pages of a 2,000-page build, 25-45 ms
    /// (measured: cores busy 1.835 of 2 during a full build, 1.851 with 64).
    /// `progress`, when given, is called under the lock with the number of finished elements.
    /// `maxWorkers` caps how many elements are transformed at once (default: one per core).
    public func concurrentMap<T: Sendable>(
        chunkSize: Int? = nil,
        maxWorkers: Int? = nil,
        progress: (@Sendable (Int) -> Void)? = nil,
        _ transform: @Sendable (Element) -> T
    ) -> [T] {
        concurrentMap(chunkSize: chunkSize, maxWorkers: maxWorkers, progress: progress, byChunk: { $0.map(transform) })
    }

    /// Like `concurrentMap`, but `transform` gets each chunk whole (a run of consecutive
    /// elements) and returns one result per element, in order: for work that goes faster done
    /// for several elements together than interleaved element by element.
    public func concurrentMap<T: Sendable>(
        chunkSize: Int? = nil,
        maxWorkers: Int? = nil,
        progress: (@Sendable (Int) -> Void)? = nil,
        byChunk transform: @Sendable (SubSequence) -> [T]
    ) -> [T] {
        let count = self.count
        guard count > 0 else { return [] }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let chunk = chunkSize ?? Swift.max(1, count / (cores * 64))
        let results = ResultSlots<T>(count: count)
        let workers = Swift.max(1, Swift.min(maxWorkers ?? cores, (count + chunk - 1) / chunk))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let range = results.claim(chunk) {
                let values = transform(self[(startIndex + range.lowerBound)..<(startIndex + range.upperBound)])
                precondition(values.count == range.count, "concurrentMap(byChunk:) needs one result per element")
                for (offset, value) in zip(range, values) { results.store(value, at: offset) }
                if let progress { results.finished(range.count, report: progress) }
            }
        }
        return results.values()
    }
}

/// The output array of one `concurrentMap`, and the counters that hand out its slots.
///
/// `@unchecked Sendable`: `lock` guards `next` and `done`; each slot of `storage` is written
/// by exactly one worker (the one that claimed its range under the lock) and read only after
/// `concurrentPerform` returned, which orders every write before the read.
private final class ResultSlots<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var done = 0
    private let count: Int
    private let storage: UnsafeMutablePointer<T?>

    init(count: Int) {
        self.count = count
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil, count: count)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    func claim(_ size: Int) -> Range<Int>? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        let range = next..<Swift.min(count, next + size)
        next = range.upperBound
        return range
    }

    func store(_ value: T, at index: Int) { storage[index] = value }

    func finished(_ amount: Int, report: (Int) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        done += amount
        report(done)
    }

    func values() -> [T] { (0..<count).map { storage[$0]! } }
}
