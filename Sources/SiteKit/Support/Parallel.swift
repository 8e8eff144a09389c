import Foundation

enum Parallel {
    /// `transform` over `items` on every core; results in input order.
    static func map<Items: RandomAccessCollection, T>(
        _ items: Items, _ transform: (Items.Element) -> T, progress: ((Int) -> Void)? = nil
    ) -> [T] where Items.Index == Int {
        let count = items.count
        guard count > 0 else { return [] }
        let base = items.startIndex
        var results = [T?](repeating: nil, count: count)
        let lock = NSLock()
        var done = 0
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = buffer
            // Chunks keep scheduling overhead small for cheap items.
            let chunk = max(1, count / (ProcessInfo.processInfo.activeProcessorCount * 8))
            let chunks = (count + chunk - 1) / chunk
            DispatchQueue.concurrentPerform(iterations: chunks) { c in
                let range = (c * chunk)..<min(count, (c + 1) * chunk)
                for offset in range { slots[offset] = transform(items[base + offset]) }
                if let progress {
                    lock.lock()
                    done += range.count
                    let now = done
                    progress(now)
                    lock.unlock()
                }
            }
        }
        return results.map { $0! }
    }
}
