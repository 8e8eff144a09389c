// swift-tools-version: 6.0
import PackageDescription

// Dependencies point one way: statedocs -> SiteKit -> ScenarioKit -> MarkdownKit -> CCMark.
// ScenarioKit never imports StateEngine; both share only the Transcript contract.
let package = Package(
    name: "StateDocs",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "statedocs", targets: ["statedocs"]),
        // Scenario programs are compiled by swiftc and linked against this library.
        .library(name: "StateEngine", type: .dynamic, targets: ["StateEngine"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CCMark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        .target(name: "MarkdownKit", dependencies: ["CCMark"]),
        .target(name: "Diagnostics"),
        .target(name: "Transcript"),
        .target(
            name: "StateEngine",
            dependencies: [
                "Transcript",
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        ),
        .target(
            name: "ScenarioKit",
            dependencies: [
                "MarkdownKit",
                "Diagnostics",
                "Transcript",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // Reads StateEngine's declarations to generate the "Supported SwiftUI" page.
        .target(
            name: "SurfaceCatalog",
            dependencies: [
                "ScenarioKit",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "SiteKit",
            dependencies: [
                "MarkdownKit",
                "Diagnostics",
                "ScenarioKit",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
            ],
            resources: [.copy("Theme")]
        ),
        .executableTarget(
            name: "statedocs",
            dependencies: [
                "SiteKit",
                "ScenarioKit",
                "SurfaceCatalog",
                // Not imported: listed so that building statedocs builds the engine that
                // scenarios compile against.
                "StateEngine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "FlyingFox", package: "FlyingFox"),
            ]
        ),
        // Benchmark of the engine's update cost (a measurement, not a test): `scripts/bench`.
        .executableTarget(name: "engine-bench", dependencies: ["StateEngine"]),
        .testTarget(name: "MarkdownKitTests", dependencies: ["MarkdownKit"]),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "TranscriptTests", dependencies: ["Transcript"]),
        .testTarget(name: "StateEngineTests", dependencies: ["StateEngine"], exclude: ["Support/README.md"]),
        .testTarget(name: "ScenarioKitTests", dependencies: ["ScenarioKit"]),
        .testTarget(name: "SiteKitTests", dependencies: ["SiteKit"]),
        .testTarget(name: "SurfaceCatalogTests", dependencies: ["SurfaceCatalog", "ScenarioKit"]),
        .testTarget(name: "EndToEndTests", dependencies: ["statedocs"], exclude: ["Corpus"]),
    ],
    swiftLanguageModes: [.v5]
)
