import Foundation
import Testing

@testable import ScenarioKit

/// Where Clang's module cache for scenario compiles lives. Chosen (session 13): beside the
/// engine, shared by every scenario cache, as SwiftPM keeps one per build folder.
@Suite struct ModuleCacheLocationTests {
    static func toolchain(engine: URL) -> Toolchain {
        Toolchain(swiftc: "/usr/bin/swiftc", engineDirectory: engine.path, modulesDirectory: engine.path, moduleMaps: [])
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("module-cache-place-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func theModuleCacheLivesInTheEngineFolderNamedForWhereTheEngineIs() throws {
        let first = try Self.temporaryFolder(), second = try Self.temporaryFolder()
        defer { for folder in [first, second] { try? FileManager.default.removeItem(at: folder) } }

        let place = try #require(Self.toolchain(engine: first).moduleCacheBesideEngine)
        #expect(place.deletingLastPathComponent().path == first.resolvingSymlinksInPath().appendingPathComponent("ScenarioModuleCache").path)
        #expect(place.lastPathComponent.count == 16)
        #expect(Self.toolchain(engine: first).moduleCacheBesideEngine == place, "the same engine finds the same module cache")
        // An engine folder copied elsewhere must not reuse modules that record the old paths.
        let moved = try #require(Self.toolchain(engine: second).moduleCacheBesideEngine)
        #expect(moved.lastPathComponent != place.lastPathComponent)
        // A folder that cannot be written (here: gone) leaves each scenario cache its own.
        #expect(Self.toolchain(engine: first.appendingPathComponent("missing")).moduleCacheBesideEngine == nil)
    }

    @Test func aCacheServedByAnotherModuleCacheDropsTheOneInsideIt() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let cacheFolder = root.appendingPathComponent("scenarios")
        let inner = cacheFolder.appendingPathComponent("module-cache")
        let module = inner.appendingPathComponent("0123456789abcdef/Glibc.pcm")
        try FileManager.default.createDirectory(at: module.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("pcm".utf8).write(to: module)

        // Without another one, the cache's own module cache is where compiles go, and it stays.
        let own = ScenarioCache(directory: cacheFolder)
        #expect(own.moduleCacheDirectory.path.hasPrefix(inner.path + "/"))
        #expect(FileManager.default.fileExists(atPath: module.path))
        // Given a module cache inside its own folder, nothing is removed either.
        _ = ScenarioCache(directory: cacheFolder, moduleCacheDirectory: inner.appendingPathComponent("0123456789abcdef"))
        #expect(FileManager.default.fileExists(atPath: module.path))

        let shared = root.appendingPathComponent("engine/ScenarioModuleCache/fedcba9876543210")
        let served = ScenarioCache(directory: cacheFolder, moduleCacheDirectory: shared)
        #expect(served.moduleCacheDirectory == shared)
        #expect(!FileManager.default.fileExists(atPath: inner.path))
    }
}
