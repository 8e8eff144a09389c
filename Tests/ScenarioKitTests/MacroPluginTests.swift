import Foundation
import Testing

@testable import ScenarioKit

/// The engine's macro plugin expands scenario code, so it is part of what a cached run
/// depends on: by content, like the engine library (chosen: a rebuilt plugin with new
/// expansions must not reuse transcripts of the old one).
@Suite struct MacroPluginTests {
    @Test func theToolchainFindsThePluginBesideTheEngineAndLoadsIt() throws {
        let fixture = try Fixture()
        let plugin = fixture.toolchain.macroPlugin
        #expect(URL(fileURLWithPath: plugin).deletingLastPathComponent().path == fixture.toolchain.engineDirectory)
        #expect(FileManager.default.isExecutableFile(atPath: plugin))
        let arguments = fixture.toolchain.compileArguments(sources: ["a.swift", "b.swift"], output: "out", moduleCache: "cache")
        #expect(arguments.contains(plugin + "#StateEngineMacros"))
        // The host copies SwiftPM builds for the plugin are not the engine's module maps.
        #expect(!fixture.toolchain.moduleMaps.contains { $0.contains("-tool.build/") })
    }

    @Test func theCacheKeyFollowsThePluginsContentNotItsPath() throws {
        let fixture = try Fixture()
        func key(pluginBytes: String, name: String) throws -> String {
            let path = fixture.root.appendingPathComponent(name).path
            try fixture.write(name, pluginBytes)
            var toolchain = fixture.toolchain
            toolchain.macroPlugin = path
            let executor = ScenarioExecutor(toolchain: toolchain, cache: fixture.executor().cache)
            return executor.environmentFingerprint()
        }
        let first = try key(pluginBytes: "plugin v1", name: "one/StateEngineMacros-tool")
        let moved = try key(pluginBytes: "plugin v1", name: "two/StateEngineMacros-tool")
        let rebuilt = try key(pluginBytes: "plugin v2", name: "three/StateEngineMacros-tool")
        #expect(first == moved)
        #expect(first != rebuilt)
    }
}
