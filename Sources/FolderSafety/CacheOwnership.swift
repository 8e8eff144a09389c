import Crypto
import Diagnostics
import Foundation

/// Whether the `.statedocs-cache` folder is one statedocs wrote for this user, or arrived with
/// the checkout. A pull request controls the whole checkout, the cache folder included: it can
/// commit entries that say "passed" and, were the key that seals them kept beside them, the key
/// too. So the key lives in the user's state folder (`$XDG_STATE_HOME/statedocs/cache-key`,
/// else `~/.local/state/statedocs/cache-key`), never in a checkout; scenario entries are sealed
/// with it (`ScenarioCache`), and the cache folder carries an `owner` mark made with it. A cache
/// without this user's mark (committed, copied from elsewhere, or written before the mark
/// existed) is emptied before anything in it is read, so the site's own caches (rendered
/// bodies, memos, input stamps) cannot be planted either.
public enum CacheOwnership {
    static let markFile = "owner"

    /// The user's state folder for statedocs.
    static var stateDirectory: URL? {
        let environment = ProcessInfo.processInfo.environment
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(fileURLWithPath: state).appendingPathComponent("statedocs")
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".local/state/statedocs")
    }

    /// The user's cache key (32 random bytes, readable by the user only), made on first use;
    /// nil, with the reason, when the state folder cannot be written.
    public static var userKey: Result<SymmetricKey, CacheKeyError> { userKeyBytes.map { SymmetricKey(data: $0) } }

    private static let userKeyBytes: Result<Data, CacheKeyError> = loadKey()

    private static func loadKey() -> Result<Data, CacheKeyError> {
        guard let directory = stateDirectory else {
            return .failure(CacheKeyError("no home folder for the cache key (set HOME or XDG_STATE_HOME); scenarios run uncached"))
        }
        let url = directory.appendingPathComponent("cache-key")
        if let data = try? Data(contentsOf: url), data.count == 32 { return .success(data) }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            return .failure(CacheKeyError("cannot create \(directory.path) for the cache key: \(SystemError.reason(error)); scenarios run uncached"))
        }
        let key = SymmetricKey(size: .bits256)
        let bytes = key.withUnsafeBytes { Data($0) }
        let temporary = directory.appendingPathComponent("cache-key.\(getpid()).tmp")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            return .failure(CacheKeyError("cannot write \(temporary.path): \(String(cString: strerror(errno))); scenarios run uncached"))
        }
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        // link() fails if another process made the key first: then theirs is used.
        let linked = written == 32 && link(temporary.path, url.path) == 0
        unlink(temporary.path)
        if !linked, let data = try? Data(contentsOf: url), data.count == 32 { return .success(data) }
        guard linked else {
            return .failure(CacheKeyError("cannot write \(url.path): \(String(cString: strerror(errno))); scenarios run uncached"))
        }
        return .success(bytes)
    }

    /// The mark a cache of this user's carries.
    static func mark(_ key: SymmetricKey) -> String {
        let code = HMAC<Crypto.SHA256>.authenticationCode(for: Data("statedocs cache owner 1".utf8), using: key)
        return code.map { String(format: "%02x", $0) }.joined()
    }

    /// Takes the cache folder `cache` (already claimed: `OwnedFolders.claim`) as this user's:
    /// kept when it carries this user's mark; otherwise everything in it is removed and the mark
    /// written. Without a user key the folder is emptied every time (nothing in it can be trusted).
    public static func adopt(_ cache: URL, beneath base: URL) {
        let markURL = cache.appendingPathComponent(markFile)
        let expected = (try? userKey.get()).map(mark)
        if let expected, let found = try? String(contentsOf: markURL, encoding: .utf8), found == expected { return }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []
        for name in names { OwnedFolders.remove(cache.appendingPathComponent(name), beneath: base) }
        if let expected {
            let fd = open(markURL.path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd >= 0 {
                _ = expected.withCString { write(fd, $0, strlen($0)) }
                close(fd)
            }
        }
    }
}

/// Why there is no cache key: scenarios then run uncached.
public struct CacheKeyError: Error, CustomStringConvertible, Sendable {
    public var description: String
    init(_ message: String) { description = message }
}
