import ArgumentParser
import Diagnostics
import Foundation
import ScenarioKit
import ScenarioPages
import SiteKit

extension SandboxMode: ExpressibleByArgument {}

/// How scenario programs are isolated and bounded; shared by `verify`, `run` and `build`.
struct ScenarioRunOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Isolate scenario programs: auto (the sandbox where it works, else resource limits only, said once), required (an error without a sandbox; for CI on pull requests) or off.",
            valueName: "mode"))
    var sandbox: SandboxMode = .auto

    @Option(
        name: .customLong("limit"),
        help: ArgumentHelp(
            "A ceiling for scenario programs and compiler jobs, key=value with a key of site.yml's limits: memory, cpu, processes, openFiles, fileSize, compileTime, compileMemory (repeatable; also STATEDOCS_LIMITS=\"key=value,...\"). site.yml and code fences may only ask for less.",
            valueName: "key=value"))
    var limits: [String] = []

    @Option(help: ArgumentHelp("Seconds one compiler job may take: the same as --limit compileTime=S (default 120).", valueName: "seconds"))
    var compileTimeout: Double?

    /// The settings: the operator's ceilings (`--limit`, `STATEDOCS_LIMITS`), lowered by
    /// site.yml's `limits:` when the content folder has a site.yml; a site.yml value above a
    /// ceiling is an error at its line.
    /// `probeRecord`: the build cache folder, for `RunSettings.resolve`.
    func settings(content: String, probeRecord: URL? = nil) throws -> RunSettings {
        var ceilings: LimitCeilings
        do {
            ceilings = try LimitCeilings.resolve(assignments: limits, environment: ProcessInfo.processInfo.environment)
        } catch let error as LimitError {
            Terminal.line("error: \(error.description)")
            throw ExitCodeError()
        }
        if let compileTimeout { ceilings.compileSeconds = Int(compileTimeout.rounded(.up)) }
        var siteLimits = ScenarioLimitsConfig()
        let url = URL(fileURLWithPath: content).appendingPathComponent("site.yml")
        // A site.yml that does not load is reported by the command's own reading of it
        // (build, verify's coverage check); its limits are then the ceilings.
        if FileManager.default.fileExists(atPath: url.path),
            (try? SiteConfig.load(from: url, displayPath: DisplayPath.of(url))) != nil, let data = FileManager.default.contents(atPath: url.path)
        {
            do {
                siteLimits = try ScenarioLimitsConfig.read(siteFile: data, file: DisplayPath.of(url))
            } catch let error as DiagnosticsError {
                Terminal.print(error.diagnostics)
                throw ExitCodeError()
            }
            let refusals = siteLimits.refusals(under: ceilings, file: DisplayPath.of(url))
            if !refusals.isEmpty {
                Terminal.print(refusals)
                throw ExitCodeError()
            }
        }
        let resolved: (sandbox: Sandbox?, notice: String?)
        do {
            resolved = try RunSettings.resolve(sandbox, probeRecord: probeRecord)
        } catch let error as SandboxError {
            Terminal.line("error: \(error.description)")
            throw ExitCodeError()
        }
        if let notice = resolved.notice { Terminal.line(notice) }
        let effective = siteLimits.lowering(ceilings)
        let compileSeconds = min(compileTimeout ?? .infinity, Double(effective.compileSeconds))
        return RunSettings(
            sandbox: resolved.sandbox, resources: effective.scenario, compileTimeLimit: compileSeconds,
            compileMemoryBytes: effective.compileMemoryBytes, ceilings: ceilings)
    }
}
