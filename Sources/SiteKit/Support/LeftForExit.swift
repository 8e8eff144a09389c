import Foundation

/// What a build process leaves for the operating system to reclaim when it exits, instead of
/// freeing it object by object just before: at 2,000 pages, releasing the articles, bodies,
/// plans and cache records costs a one-page build more than reading its cache did. (Chosen,
/// as clang's `-disable-free` and rustc's `mem::forget` of its session do for the same reason.)
enum LeftForExit {
    private static let lock = NSLock()
    /// Guarded by `lock`; only ever appended to.
    nonisolated(unsafe) private static var kept: [Any] = []

    static func keep(_ values: Any...) {
        lock.lock()
        kept.append(contentsOf: values)
        lock.unlock()
    }
}
