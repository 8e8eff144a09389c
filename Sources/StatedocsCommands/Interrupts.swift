import Dispatch
import Foundation
import ScenarioKit

/// Ctrl-C, a CI cancellation (SIGTERM) or a closed terminal: every scenario program and
/// compiler job still running is killed (their whole process groups), temporary files being
/// written are removed, and statedocs exits with 128 + the signal's number. Without this, a
/// `swiftc` or a scenario would outlive the build.
enum Interrupts {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []
    nonisolated(unsafe) private static var temporaryFiles: Set<String> = []

    static func install() {
        lock.lock()
        defer { lock.unlock() }
        guard sources.isEmpty else { return }
        // Leftovers of compiler jobs (the Swift driver starts frontends in groups of their
        // own) are re-parented here, where they can be found and ended.
        LiveProcesses.becomeReaper()
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            // Dispatch delivers the signal to the handler below instead of the default action.
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global(qos: .userInteractive))
            source.setEventHandler { stop(signalNumber) }
            source.resume()
            sources.append(source)
        }
    }

    private static func stop(_ signalNumber: Int32) -> Never {
        LiveProcesses.killAll()
        lock.lock()
        let files = temporaryFiles
        lock.unlock()
        for file in files { unlink(file) }
        Terminal.clearProgress()
        Terminal.line("statedocs: stopped by \(ProcessRunner.signalName(signalNumber)); every scenario and compiler job was ended")
        exit(128 + signalNumber)
    }

    /// Writes `data` to `url` through a temporary file beside it that an interruption removes,
    /// then renames it into place: the file is either old or new, and no temporary file is
    /// left behind.
    static func writeAtomically(_ data: Data, to url: URL) throws {
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).statedocs-\(getpid()).tmp").path
        lock.lock()
        temporaryFiles.insert(temporary)
        lock.unlock()
        defer {
            lock.lock()
            temporaryFiles.remove(temporary)
            lock.unlock()
            unlink(temporary)
        }
        try data.write(to: URL(fileURLWithPath: temporary))
        guard rename(temporary, url.path) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(errno))])
        }
    }
}
