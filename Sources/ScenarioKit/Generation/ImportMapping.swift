import SwiftParser
import SwiftSyntax
import Transcript

/// `import SwiftUI`, `import Combine` and `import UniformTypeIdentifiers` (whose `UTType` the
/// engine declares for SwiftUI's file dialogs) name StateEngine instead, and `import SwiftData` the
/// engine's module for it (`ProgramABI.frameworkModules`), wherever swift-syntax finds
/// an import of them: with attributes (`@preconcurrency import SwiftUI`), of one declaration
/// (`import struct SwiftUI.Text`), inside `#if`, several on a line. Only the module's name is
/// replaced, so the rest of each line, comments included, stays as written, and a string or a
/// comment that mentions `import SwiftUI` is left alone.
///
/// A whole-module `import SwiftUI` also imports the engine's module for the UI framework SwiftUI
/// re-exports (`ProgramABI.swiftUIReexportedFramework`), on the same line after a `;`, so a file
/// that imports only SwiftUI can wrap a `UITextView` or name `UIColor`, as on iOS, and no line
/// moves. In a program that imports AppKit (a macOS program) it is AppKit's module instead.
///
/// An import of an Apple framework the engine does not model (`import MapKit`) becomes a
/// `#error` with StateEngine's message in its place, so the compile fails at that line naming
/// the framework and the Supported SwiftUI page, as using an unmodelled SwiftUI API does
/// (issue 34), instead of swiftc's `no such module`. Inside an inactive `#if canImport(MapKit)`
/// clause it stays inert, as the import would be.
enum ImportMapping {
    static let mappedModules: Set<String> = ["SwiftUI", "Combine", "UniformTypeIdentifiers"]
    static let engineModule = ProgramABI.engineModule

    /// Apple's frameworks that scenario code may import and the engine does not model: every
    /// framework whose SwiftUI additions Apple's documentation lists (docs/swiftui-surface/
    /// other-frameworks.tsv; a SurfaceCatalog test keeps them in step), and the other iOS SDK
    /// frameworks an app commonly imports. Not here: what exists on Linux (Foundation,
    /// Observation, Dispatch) and CoreGraphics, whose geometry Foundation provides.
    static let unmodelledFrameworks: Set<String> = [
        "Accessibility", "ActivityKit", "AppIntents", "ARKit", "Assignables", "AudioToolbox", "AuthenticationServices",
        "AVFoundation", "AVKit", "AVRouting", "BackgroundTasks", "CallKit", "ClassKit", "CloudKit",
        "Contacts", "ContactsUI", "CoreBluetooth", "CoreData", "CoreHaptics", "CoreImage", "CoreLocation",
        "CoreLocationUI", "CoreML", "CoreMotion", "CoreNFC", "CoreSpotlight", "CoreText", "CoreTransferable",
        "CryptoKit", "DeviceActivity", "DeviceManagement", "EventKit", "EventKitUI", "FamilyControls",
        "FinanceKit", "FinanceKitUI", "FoveatedStreaming", "GameController", "GameKit", "GameSave",
        "GroupActivities", "HealthKit", "HealthKitUI", "ImagePlayground", "Intents", "IntentsUI",
        "JournalingSuggestions", "LinkPresentation", "LocalAuthentication", "ManagedApp", "ManagedSettings",
        "MapKit", "MediaPlayer", "MessageUI", "Metal", "MetalKit", "MultipeerConnectivity", "MusicKit",
        "NaturalLanguage", "NearbyInteraction", "Network", "OSLog", "PassKit", "PencilKit", "Photos",
        "QuartzCore", "QuickLook", "RealityKit", "SafariServices", "SceneKit", "ScreenCaptureKit", "SecurityUI",
        "SensitiveContentAnalysis", "ShazamKit", "Speech", "SpriteKit", "StoreKit", "Symbols",
        "TabletopKit", "TipKit", "Translation", "UserNotifications",
        "Vision", "VisionKit", "WatchKit", "WeatherKit", "WebKit", "WidgetKit", "WorkoutKit",
    ]

    /// `#error` with StateEngine's message for an import of `framework`, in the style of the
    /// engine's unavailable declarations (Sources/StateEngine/Unsupported/).
    static func refusal(_ framework: String) -> String {
        "#error(\"StateEngine does not model `\(framework)` yet (see Supported SwiftUI)\")"
    }

    /// The engine's module that `import SwiftUI` brings with it in a program made of `chunks`:
    /// UIKit's, or AppKit's when one of them imports AppKit.
    static func reexportedModule(in chunks: [[String]]) -> String {
        let importsAppKit = chunks.contains { lines in
            let source = lines.joined(separator: "\n")
            guard source.contains(ProgramABI.swiftUIReexportedFrameworkOnMac) else { return false }
            let finder = ImportFinder(viewMode: .sourceAccurate)
            finder.walk(Parser.parse(source: source))
            return finder.importedModules.contains(ProgramABI.swiftUIReexportedFrameworkOnMac)
        }
        let framework = importsAppKit ? ProgramABI.swiftUIReexportedFrameworkOnMac : ProgramABI.swiftUIReexportedFramework
        return ProgramABI.frameworkModules[framework]!
    }

    /// The lines with every mapped import rewritten and every unmodelled framework's import
    /// refused; as many lines as were given. `reexported`: the module a whole-module
    /// `import SwiftUI` also imports (`reexportedModule(in:)`).
    static func map(_ lines: [String], reexported: String = ProgramABI.frameworkModules[ProgramABI.swiftUIReexportedFramework]!) -> [String] {
        let source = lines.joined(separator: "\n")
        guard source.contains("import") else { return lines }
        let finder = ImportFinder(viewMode: .sourceAccurate)
        finder.reexported = reexported
        finder.walk(Parser.parse(source: source))
        guard !finder.replacements.isEmpty else { return lines }
        var bytes = Array(source.utf8)
        for (range, text) in finder.replacements.reversed() {
            bytes.replaceSubrange(range, with: Array(text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// UTF-8 ranges to replace and their replacements, in source order.
    private final class ImportFinder: SyntaxVisitor {
        var replacements: [(Range<Int>, String)] = []
        var importedModules: Set<String> = []
        var reexported = ""

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let module = node.path.first else { return .skipChildren }
            let name = module.name.text
            importedModules.insert(name)
            if ImportMapping.mappedModules.contains(name) {
                let start = module.name.positionAfterSkippingLeadingTrivia.utf8Offset
                replacements.append((start..<(start + name.utf8.count), ImportMapping.engineModule))
                // Only an import of the whole module re-exports (`import struct SwiftUI.Text` does not).
                if name == "SwiftUI", node.importKindSpecifier == nil, node.path.count == 1 {
                    let end = node.endPositionBeforeTrailingTrivia.utf8Offset
                    let attributes = node.attributes.trimmedDescription
                    let prefix = attributes.isEmpty ? "" : attributes + " "
                    replacements.append((end..<end, "; \(prefix)import \(reexported)"))
                }
            } else if let framework = ProgramABI.frameworkModules[name] {
                let start = module.name.positionAfterSkippingLeadingTrivia.utf8Offset
                replacements.append((start..<(start + name.utf8.count), framework))
            } else if ImportMapping.unmodelledFrameworks.contains(name) {
                // The whole declaration, attributes included; a declaration written over several
                // lines keeps its line breaks after the `#error`, so later lines do not move.
                let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
                let end = node.endPositionBeforeTrailingTrivia.utf8Offset
                let breaks = node.trimmedDescription.filter { $0 == "\n" || $0 == "\r\n" }.count
                replacements.append((start..<end, ImportMapping.refusal(name) + String(repeating: "\n", count: breaks)))
            }
            return .skipChildren
        }
    }
}
