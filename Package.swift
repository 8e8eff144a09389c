// swift-tools-version: 6.0
import PackageDescription

// Dependencies point one way:
//   statedocs -> StatedocsCommands -> ScenarioPages -> {SiteKit, ScenarioKit} -> ContentModel -> MarkdownKit -> CCMark
// (beside them, leaves any of them may use: Diagnostics, ConcurrentMap, CSystemCalls, FolderSafety, Transcript).
// SiteKit never imports ScenarioKit: scenario pages reach the site through SiteKit's typed
// `ArticleDecorator` hook, which ScenarioPages implements and the commands wire in.
// ScenarioKit never imports StateEngine; both share only the Transcript contract.
// A scenario program links the engine library: StateEngine, the model of SwiftUI, and beside it
// ScenarioRuntime -> StateEngine, the process it runs in (the result channel and its seal, the
// batch's fork server, the program's entry points). StateEngine never imports the runtime; the
// runtime reaches it through one `@_spi(ScenarioRuntime)` seam (Driver/ProgramOutput.swift), and
// the names the generated program calls are Transcript's `ProgramABI`.

/// Linker flags that put the Swift runtime and Foundation's static archives into an executable.
let staticRuntime = ["-static-stdlib", "-Xlinker", "--start-group"]
    + ["FoundationXML", "_CFXMLInterface", "FoundationInternationalization", "_FoundationICU", "FoundationEssentials", "_FoundationCShims", "_FoundationCollections", "Foundation", "CoreFoundation", "BlocksRuntime", "dispatch", "swiftSynchronization", "swiftCore"]
        .flatMap { ["-Xlinker", "-l" + $0] }
    + ["-Xlinker", "--end-group", "-Xlinker", "-l:libxml2.so.2"]

let package = Package(
    name: "StateDocs",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "statedocs", targets: ["statedocs"]),
        // What `statedocs serve` runs: build it beside statedocs.
        .executable(name: "statedocs-serve", targets: ["statedocs-serve"]),
        // Scenario programs are compiled by swiftc and linked against this library: one
        // `libStateEngine` holding both modules a program imports (one library to find, load and
        // key the cache on, as before the runtime had a module of its own).
        // The frameworks around SwiftUI that scenarios may import are modules of their own in
        // the same library (`import SwiftData` names StateEngineSwiftData), so their names reach
        // only the programs that import them.
        .library(name: "StateEngine", type: .dynamic, targets: ["StateEngine", "ScenarioRuntime", "StateEngineSwiftData", "StateEngineUIKit", "StateEngineCharts", "StateEngineAppKit", "StateEnginePhotosUI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    ],
    targets: [
        .systemLibrary(
            name: "CCMark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        .target(name: "MarkdownKit", dependencies: ["CCMark"]),
        .target(name: "Diagnostics"),
        .target(name: "ConcurrentMap"),
        // System calls Swift cannot make: fork/exec of scenario programs and compiler jobs
        // (setsid, empty signal mask, resource limits, PR_SET_PDEATHSIG: async-signal-safe
        // work only C can promise) and renameat2(RENAME_EXCHANGE) for the site swap.
        .target(name: "CSystemCalls"),
        .target(name: "Transcript"),
        // The cache folders' safety: symlinks a checkout planted are refused, and a cache
        // without this user's owner mark is emptied before use (the site build and verify share it).
        .target(name: "FolderSafety", dependencies: ["CSystemCalls", "Diagnostics", .product(name: "Crypto", package: "swift-crypto")]),
        // What an article is, for the site and for verify alike: the article type, its front
        // matter (one reader), languages and translation pairs, source hashes, code block roles.
        .target(
            name: "ContentModel",
            dependencies: [
                "MarkdownKit",
                "Diagnostics",
                // Hidden lines: a `# ` line inside a string literal or block comment is the text's own.
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .target(
            name: "StateEngine",
            dependencies: [
                "Transcript",
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            exclude: ["README.md", "Driver/README.md"]
            // Swift 6 mode: the graph is confined to the driver's thread; what engine tasks
            // reach crosses under the handoff documented at Runtime/HandedOver.swift.
        ),
        // SwiftData for scenarios: models, containers, contexts, @Query (README.md beside it).
        .target(name: "StateEngineSwiftData", dependencies: ["StateEngine"], exclude: ["README.md"]),
        // UIKit for scenarios: the views tutorials wrap in UIViewRepresentable, shown on the screen tree.
        .target(name: "StateEngineUIKit", dependencies: ["StateEngine", "Transcript"], exclude: ["README.md"]),
        // Swift Charts for scenarios: charts whose marks show on the screen tree (README.md beside it).
        .target(name: "StateEngineCharts", dependencies: ["StateEngine", "Transcript"], exclude: ["README.md"]),
        // AppKit for scenarios: NSViewRepresentable and the AppKit views it wraps (README.md beside it).
        .target(name: "StateEngineAppKit", dependencies: ["StateEngine"], exclude: ["README.md"]),
        // PhotosUI for scenarios: PhotosPicker and the step that picks photos (README.md beside it).
        .target(name: "StateEnginePhotosUI", dependencies: ["StateEngine", "Transcript"], exclude: ["README.md"]),
        // The process a scenario program runs in (README.md beside it).
        .target(name: "ScenarioRuntime", dependencies: ["StateEngine", "Transcript"], exclude: ["README.md"]),
        .target(
            name: "ScenarioKit",
            dependencies: [
                "ContentModel",
                "FolderSafety",
                "MarkdownKit",
                "Diagnostics",
                "Transcript",
                "ConcurrentMap",
                "CSystemCalls",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                // HMAC binding each cache entry to its key.
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            exclude: ["README.md"]
        ),
        // Reads StateEngine's declarations to generate the "Supported SwiftUI" page.
        .target(
            name: "SurfaceCatalog",
            dependencies: [
                "ScenarioKit",
                "Transcript",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "SiteKit",
            dependencies: [
                "ContentModel",
                "FolderSafety",
                "MarkdownKit",
                "Diagnostics",
                "ConcurrentMap",
                "CSystemCalls",
                .product(name: "Yams", package: "Yams"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            exclude: ["README.md"],
            resources: [.copy("Theme")]
        ),
        // Scenario pages: the site's `ArticleDecorator` that verifies each article's scenarios
        // and shows them as code with run figures; site.yml's scenario settings.
        .target(
            name: "ScenarioPages",
            dependencies: [
                "SiteKit",
                "ScenarioKit",
                "MarkdownKit",
                "Diagnostics",
                "Transcript",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // Every subcommand; the `statedocs` executable is only their root, and `statedocs serve`
        // runs `statedocs-serve`, the one executable that links an HTTP server (FlyingFox, and
        // through it FoundationNetworking, whose libcurl and its 34 libraries cost every other
        // command about 13 ms of process start; measured with hello-world programs).
        .target(
            name: "StatedocsCommands",
            dependencies: [
                "ScenarioPages",
                "SiteKit",
                "ScenarioKit",
                "Diagnostics",
                "Transcript",
                "SurfaceCatalog",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "statedocs",
            dependencies: [
                "StatedocsCommands",
                "Transcript",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                // Not the engine: scenarios compile against the StateEngine library product,
                // which every script builds beside statedocs (`swift build --product
                // StateEngine`). Linked in, its 2,300 protocol conformances would be searched
                // by every dynamic cast the tool makes (issue #32).
            ],
            // The optimized tool links the Swift runtime and Foundation in: a process then starts
            // in about 20 ms instead of 28 (the dynamic loader's symbol lookups), on every build
            // and every edit (issue #32). Only this executable: libStateEngine.so and the programs
            // scenarios compile keep the toolchain's shared runtime, one copy per process. The
            // static archives are listed as a group because -static-stdlib alone names only the
            // core runtime, and Foundation's archives need one another.
            linkerSettings: [.unsafeFlags(staticRuntime, .when(configuration: .release))]
        ),
        .executableTarget(
            name: "statedocs-serve",
            dependencies: [
                "StatedocsCommands",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "FlyingFox", package: "FlyingFox"),
            ]
        ),
        // SiteKit's Swift highlighter before issue #12 (SwiftIDEUtils' classification), frozen:
        // the oracle SiteKitTests compare it with and the peer `highlight-bench` times.
        .target(
            name: "HighlighterReference",
            dependencies: [
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // Highlighting time against that reference, in one run: `scripts/bench-highlight`.
        .executableTarget(
            name: "highlight-bench",
            dependencies: [
                "SiteKit", "HighlighterReference", "MarkdownKit",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // Benchmark of the engine's update cost (a measurement, not a test): `scripts/bench`.
        .executableTarget(name: "engine-bench", dependencies: ["StateEngine"]),
        .testTarget(name: "MarkdownKitTests", dependencies: ["MarkdownKit"], resources: [.copy("Resources/commonmark-spec-0.30.json")]),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "ConcurrentMapTests", dependencies: ["ConcurrentMap"]),
        .testTarget(name: "TranscriptTests", dependencies: ["Transcript"]),
        .testTarget(
            // The suites are `@MainActor`: an action formed in a test view's main-actor body
            // checks, in the Swift 6 mode, that it runs on the main actor, as in an app.
            name: "StateEngineTests", dependencies: ["StateEngine", "Transcript"], exclude: ["Support/README.md"]),
        .testTarget(name: "StateEngineUIKitTests", dependencies: ["StateEngineUIKit", "StateEngine"]),
        .testTarget(name: "StateEngineAppKitTests", dependencies: ["StateEngineAppKit", "StateEngine"]),
        .testTarget(name: "StateEnginePhotosUITests", dependencies: ["StateEnginePhotosUI", "StateEngine"]),
        .testTarget(name: "StateEngineChartsTests", dependencies: ["StateEngineCharts", "StateEngine", "Transcript"]),
        .testTarget(name: "StateEngineSwiftDataTests", dependencies: ["StateEngineSwiftData", "StateEngine", "Transcript"]),
        .testTarget(name: "ScenarioRuntimeTests", dependencies: ["ScenarioRuntime", "StateEngine", "Transcript"]),
        .testTarget(name: "FolderSafetyTests", dependencies: ["FolderSafety"]),
        .testTarget(name: "ContentModelTests", dependencies: ["ContentModel", "MarkdownKit", "Diagnostics", .product(name: "Yams", package: "Yams")]),
        .testTarget(name: "ScenarioKitTests", dependencies: ["ScenarioKit", "ContentModel", "FolderSafety", "MarkdownKit", "Diagnostics", "Transcript"]),
        // ScenarioKit: the fuzz run takes documents on through scenario extraction and program generation.
        .testTarget(name: "SiteKitTests", dependencies: ["SiteKit", "ContentModel", "ScenarioKit", "MarkdownKit", "Diagnostics", "HighlighterReference"]),
        .testTarget(name: "ScenarioPagesTests", dependencies: ["ScenarioPages", "SiteKit", "ScenarioKit", "MarkdownKit", "Diagnostics", "Transcript"]),
        .testTarget(name: "SurfaceCatalogTests", dependencies: ["SurfaceCatalog", "ScenarioKit", "Transcript"]),
        .testTarget(name: "EndToEndTests", dependencies: ["statedocs", "statedocs-serve"], exclude: ["Corpus"]),
    ],
    swiftLanguageModes: [.v6]
)
