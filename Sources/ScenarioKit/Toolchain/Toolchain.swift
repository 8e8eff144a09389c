import Diagnostics
import Foundation
import Transcript

/// Where swiftc and the StateEngine build are, and how scenario programs are compiled.
///
/// The engine is the one this same package built: `swift build` puts `libStateEngine.so` (the
/// engine and its runtime, `ProgramABI.modules`) and a `Modules/` folder (their modules,
/// Transcript's and OpenCombine's) beside the
/// statedocs executable, so that is where we look. `scripts/install` keeps that layout in
/// `lib/statedocs/` (`bin/statedocs` launches the executable there), so an installed tool
/// finds the same files beside itself, wherever the prefix was moved.
public struct Toolchain: Sendable, Hashable {
    public var swiftc: String
    /// The folder holding the engine library (`.build/debug`).
    public var engineDirectory: String
    /// The folder holding `StateEngine.swiftmodule` and `ScenarioRuntime.swiftmodule`.
    public var modulesDirectory: String
    /// Module maps of the C modules the engine's modules import (OpenCombine's helpers).
    public var moduleMaps: [String]
    /// The compiler that built the engine (recorded beside it), when known: scenario programs
    /// must be compiled by that same compiler.
    public var builtWith: CompilerVersion?

    public static var libraryName: String {
        #if os(macOS)
            "libStateEngine.dylib"
        #else
            "libStateEngine.so"
        #endif
    }

    public init(
        swiftc: String, engineDirectory: String, modulesDirectory: String, moduleMaps: [String], builtWith: CompilerVersion? = nil
    ) {
        self.swiftc = swiftc
        self.engineDirectory = engineDirectory
        self.modulesDirectory = modulesDirectory
        self.moduleMaps = moduleMaps
        self.builtWith = builtWith
    }

    /// The folder of the running statedocs (links resolved), which holds its engine and the
    /// record of the compiler that built it; `STATEDOCS_ENGINE_DIR` overrides it.
    public static func engineDirectory(
        executable: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        if let override = environment["STATEDOCS_ENGINE_DIR"], !override.isEmpty { return override }
        let path = executable ?? Self.runningExecutable()
        return URL(fileURLWithPath: path).resolvingSymlinksInPath().deletingLastPathComponent().path
    }

    /// Finds the engine beside `executable` (default: the running program) and swiftc on PATH,
    /// and refuses a swiftc other than the one that built the engine (`checkCompiler`).
    /// `STATEDOCS_ENGINE_DIR` and `SWIFTC` override both.
    public static func locate(
        executable: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> Toolchain {
        let fm = FileManager.default
        let directory = engineDirectory(executable: executable, environment: environment)
        let library = directory + "/" + libraryName
        let modules = fm.fileExists(atPath: directory + "/Modules/StateEngine.swiftmodule")
            ? directory + "/Modules" : directory
        var missing: [String] = []
        if !fm.fileExists(atPath: library) { missing.append(library) }
        for module in ProgramABI.installedModules where !fm.fileExists(atPath: modules + "/\(module).swiftmodule") {
            missing.append(modules + "/\(module).swiftmodule")
        }
        if !missing.isEmpty {
            throw ToolchainError(
                "the StateEngine build that scenarios compile against is missing (\(missing.joined(separator: ", "))); run `swift build` in the StateDocs package first, or install it again (scripts/install)"
            )
        }
        let maps = ((try? fm.contentsOfDirectory(atPath: directory)) ?? [])
            // `-tool.build` holds host copies SwiftPM builds for build tools: the same modules
            // again, which Clang would see as redefinitions.
            .filter { $0.hasSuffix(".build") && !$0.hasSuffix("-tool.build") }
            .map { directory + "/" + $0 + "/module.modulemap" }
            .filter { fm.fileExists(atPath: $0) }
            .sorted()
        guard let swiftc = findSwiftc(environment: environment) else {
            throw ToolchainError("swiftc was not found on PATH; install Swift or set SWIFTC to its path")
        }
        let toolchain = Toolchain(
            swiftc: swiftc, engineDirectory: directory, modulesDirectory: modules, moduleMaps: maps, builtWith: CompilerVersion.recorded(in: directory))
        try toolchain.checkCompiler(environment: environment)
        return toolchain
    }

    public static func runningExecutable() -> String {
        #if os(Linux)
            if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        #endif
        return Bundle.main.executablePath ?? CommandLine.arguments[0]
    }

    static func findSwiftc(environment: [String: String]) -> String? {
        if let explicit = environment["SWIFTC"], !explicit.isEmpty { return explicit }
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") {
            let candidate = String(dir) + "/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        for candidate in ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
        where FileManager.default.isExecutableFile(atPath: candidate) {
            return candidate
        }
        return nil
    }

    /// Options that change what a compiled scenario does; part of every cache key (the
    /// language mode, chosen per scenario, is part of the key through the program).
    public static let compileOptions = ["-Onone"]

    /// Options that make the compile cheaper without changing what it produces, so they are
    /// not part of any key: LLVM's IR verifier checks the compiler's own output for compiler
    /// bugs, and was 7% of the frontend's instructions on a batch of this site's scenarios
    /// (callgrind, session 12). Clang's driver turns it off too, in every build of clang
    /// without assertions.
    static let speedOptions = ["-Xfrontend", "-disable-llvm-verify"]

    /// Arguments for compiling `sources` (one scenario's `main.swift`, or a batch's files) into
    /// the executable `output` with `settings` (language mode and project settings). A batch is compiled as one whole module: one
    /// frontend process.
    func compileArguments(sources: [String], output: String, moduleCache: String, settings: CompileSettings = .default) -> [String] {
        var args = settings.compilerFlags + Self.compileOptions + Self.speedOptions + ["-module-name", ScenarioProgram.moduleName]
        if sources.count > 1 { args.append("-wmo") }
        args += engineArguments(moduleCache: moduleCache)
        args += ["-L", engineDirectory, "-lStateEngine", "-Xlinker", "-rpath", "-Xlinker", engineDirectory]
        args += linkerArguments
        args += ["-o", output] + sources
        return args
    }

    /// Clang's module cache for compiles against this engine, in the engine's folder, or nil
    /// when that folder cannot be written (an engine installed read-only): each scenario cache
    /// then keeps its own. It holds the C modules under the engine (Glibc, Foundation's shims,
    /// ICU, OpenCombine's helpers), which depend on the toolchain and the engine only, so every
    /// site and scenario cache on the machine shares one, the way SwiftPM keeps one module
    /// cache per build folder: a fresh clone, or a cleared `.statedocs-cache`, no longer spends
    /// about 2 s of CPU rebuilding it.
    public var moduleCacheBesideEngine: URL? {
        guard access(engineDirectory, W_OK) == 0 else { return nil }
        let engine = URL(fileURLWithPath: engineDirectory).standardizedFileURL.resolvingSymlinksInPath()
        return Self.moduleCache(in: engine.appendingPathComponent(Self.moduleCacheFolderName), servingFrom: engine)
    }

    /// Beside SwiftPM's own `ModuleCache` in the build folder.
    public static let moduleCacheFolderName = "ScenarioModuleCache"

    /// A module cache in `folder` for what lives at `place`. Clang's module files record
    /// absolute paths, so the cache is named for where `place` is: copied elsewhere (as CI
    /// cache actions do), it starts a fresh one instead of failing on paths that moved.
    static func moduleCache(in folder: URL, servingFrom place: URL) -> URL {
        folder.appendingPathComponent(String(SHA256.hex(place.standardizedFileURL.resolvingSymlinksInPath().path).prefix(16)))
    }

    /// The program swiftc resolves to (`swift-driver` in Swift 6 toolchains).
    var resolvedCompiler: URL { URL(fileURLWithPath: swiftc).resolvingSymlinksInPath() }

    /// The toolchain's `bin` folder: `swift-frontend`, `ld.lld`, and `../lib/swift` beside it.
    var compilerDirectory: URL { resolvedCompiler.deletingLastPathComponent() }

    /// LLVM's lld when the toolchain ships it (Swift's Linux toolchains do): it links a batch
    /// with about a fifth less CPU than gold (measured with `perf stat`, session 6), and a
    /// linker changes nothing a scenario does.
    var linkerArguments: [String] {
        #if os(Linux)
            FileManager.default.isExecutableFile(atPath: compilerDirectory.appendingPathComponent("ld.lld").path) ? ["-use-ld=lld"] : []
        #else
            []
        #endif
    }

    /// Arguments for type-checking `sources` against the engine without generating code.
    func typecheckArguments(sources: [String], moduleCache: String) -> [String] {
        CompileSettings.default.compilerFlags + ["-typecheck"] + engineArguments(moduleCache: moduleCache) + sources
    }

    /// What any compile against the engine needs: its modules, the C module maps they import,
    /// and plain diagnostics. (No macro plugin: the generator expands `@Entry`, see
    /// `EntryExpansion`.)
    private func engineArguments(moduleCache: String) -> [String] {
        var args = ["-I", modulesDirectory]
        for map in moduleMaps { args += ["-Xcc", "-fmodule-map-file=" + map] }
        args += ["-module-cache-path", moduleCache, "-diagnostic-style=llvm", "-no-color-diagnostics"]
        return args
    }
}

public struct ToolchainError: Error, CustomStringConvertible, Sendable {
    public var description: String
    init(_ message: String) { description = message }
}
