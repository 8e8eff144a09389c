import Foundation
import Testing

@testable import ScenarioKit

/// The queue `CompileSchedule` hands compiles and runs out from. Chosen: compiles (heavy) are
/// limited to one per core, while runs of compiled batches, which mostly wait for their
/// process, may go on beside them on the other threads.
@Suite struct WorkQueueTests {
    final class Tally: @unchecked Sendable {
        let lock = NSLock()
        var heavyNow = 0
        var mostHeavy = 0
        var lightBesideHeavy = 0
        var done: [Int] = []
    }

    @Test func heavyTasksNeverExceedTheirLimitAndLightOnesFillTheOtherThreads() {
        // Tasks 0..<4 are heavy (compiles); each heavy task adds two light ones (its runs).
        let queue = WorkQueue<Int>(Array(0..<4), heavyLimit: 2) { $0 < 4 }
        let tally = Tally()
        WorkQueue<Int>.onThreads(4) {
            while let (task, heavy) = queue.next() {
                tally.lock.lock()
                if heavy {
                    tally.heavyNow += 1
                    tally.mostHeavy = max(tally.mostHeavy, tally.heavyNow)
                } else if tally.heavyNow > 0 {
                    tally.lightBesideHeavy += 1
                }
                tally.lock.unlock()
                usleep(heavy ? 50_000 : 20_000)
                if heavy { queue.add([100 + task * 2, 101 + task * 2]) }
                tally.lock.lock()
                if heavy { tally.heavyNow -= 1 } else if tally.heavyNow > 0 { tally.lightBesideHeavy += 1 }
                tally.done.append(task)
                tally.lock.unlock()
                queue.taskDone(heavy: heavy)
            }
        }
        #expect(tally.mostHeavy == 2)
        #expect(tally.done.sorted() == Array(0..<4) + Array(100..<108))
        #expect(tally.lightBesideHeavy > 0, "runs of the first batches start while later ones compile")
    }

    @Test func withoutHeavyTasksEveryThreadWorks() {
        let queue = WorkQueue<Int>(Array(0..<40))
        let tally = Tally()
        WorkQueue<Int>.onThreads(3) {
            while let (task, heavy) = queue.next() {
                #expect(!heavy)
                tally.lock.lock()
                tally.done.append(task)
                tally.lock.unlock()
                queue.taskDone(heavy: heavy)
            }
        }
        #expect(tally.done.sorted() == Array(0..<40))
    }
}
