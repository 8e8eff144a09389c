import Foundation
import Testing

@testable import ScenarioKit
@testable import ScenarioPages

@Suite struct ScenarioPageRenderingTests {
    /// Scenario results depend on how the programs ran: the sandbox and resource limits are
    /// part of the build's key, so changing them is not reported as "up to date".
    @Test func theSandboxAndLimitsArePartOfTheBuildKey() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sitekit-key-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let toolchain = Toolchain(swiftc: "/usr/bin/true", engineDirectory: folder.path, modulesDirectory: folder.path, moduleMaps: [])
        let executor = ScenarioExecutor(toolchain: toolchain, cache: ScenarioCache(directory: folder))
        let rendering = ScenarioPageRendering(executor: executor, allowFailures: false, sourceLanguage: "en")
        let original = rendering.cacheKey
        executor.settings = RunSettings(sandbox: nil, resources: .scenarioDefaults, compileTimeLimit: 30)
        #expect(rendering.cacheKey != original)
        let limited = rendering.cacheKey
        var resources = ResourceLimits.scenarioDefaults
        resources.cpuSeconds = (resources.cpuSeconds ?? 10) + 1
        executor.settings = RunSettings(sandbox: nil, resources: resources, compileTimeLimit: 30)
        #expect(rendering.cacheKey != limited)
    }
}
