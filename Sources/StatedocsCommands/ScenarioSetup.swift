import ArgumentParser
import Foundation
import ScenarioKit
import ScenarioPages
import SiteKit

/// The one place where the build learns how to render scenario blocks: every scenario is
/// verified (through the cache) and shown as code plus a run figure.
func makeScenarioRendering(for options: SiteOptions) throws -> ScenarioPageRendering {
    let executor: ScenarioExecutor
    do {
        executor = try ScenarioSupport.executor(options.scenarioRun, content: options.content)
    } catch {
        throw ExitCode(1)
    }
    let sourceLanguage = ScenarioSupport.contentLanguages(content: options.content).source.code
    return ScenarioPageRendering(executor: executor, allowFailures: options.allowFailures, sourceLanguage: sourceLanguage) { event in
        if case let .started(index, total, name) = event { Terminal.progress("Verifying [\(index)/\(total)] \(name)") }
    }
}
