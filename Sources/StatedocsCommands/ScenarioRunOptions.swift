import ArgumentParser
import Diagnostics
import Foundation
import ScenarioKit
import SiteKit

extension SandboxMode: ExpressibleByArgument {}

/// How scenario programs are isolated and bounded; shared by `verify`, `run` and `build`.
struct ScenarioRunOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Isolate scenario programs: auto (the sandbox where it works, else resource limits only, said once), required (an error without a sandbox; for CI on pull requests) or off.",
            valueName: "mode"))
    var sandbox: SandboxMode = .auto

    @Option(help: ArgumentHelp("Seconds one compiler job may take (default: site.yml's limits.compileTime, else 120).", valueName: "seconds"))
    var compileTimeout: Double?

    /// The settings, with site.yml's `limits:` (when the content folder has a site.yml).
    func settings(content: String) throws -> RunSettings {
        var limits = ScenarioLimitsConfig()
        let url = URL(fileURLWithPath: content).appendingPathComponent("site.yml")
        // A site.yml that does not load is reported by the command's own reading of it
        // (build, verify's coverage check); its limits are then the defaults.
        if FileManager.default.fileExists(atPath: url.path),
            let config = try? SiteConfig.load(from: url, displayPath: DisplayPath.of(url))
        {
            limits = config.scenarioLimits
        }
        let resolved: (sandbox: Sandbox?, notice: String?)
        do {
            resolved = try RunSettings.resolve(sandbox)
        } catch let error as SandboxError {
            Terminal.line("error: \(error.description)")
            throw ExitCodeError()
        }
        if let notice = resolved.notice { Terminal.line(notice) }
        return RunSettings(
            sandbox: resolved.sandbox, resources: ResourceLimits.scenarioDefaults.overridden(by: limits.resources),
            compileTimeLimit: compileTimeout ?? limits.compileTimeLimit ?? 120)
    }
}
