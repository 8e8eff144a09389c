/// What a generated scenario program and the runtime (ScenarioRuntime) share by name: the entry points
/// the generator writes calls to, the namespace prefix of batched scenarios, and where the
/// runtime finds the run's secret. One definition; the generator (ScenarioKit's `Generation`)
/// writes its code from these strings, and the runtime (ScenarioRuntime, and the engine for the
/// virtual clock), which declares the functions as Swift symbols and cannot take their names
/// from a string, is checked against them by tests: `RuntimeABITests` (each name declared once)
/// and ScenarioKit's `ProgramABICompileTests` (a program the generator writes compiles against
/// the built engine library).
///
/// Scenario code may not name anything that starts with one of `reservedPrefixes`: the
/// extractor rejects such an identifier at its line, so completion cannot be reached by name.
public enum ProgramABI {
    /// The module scenario code's `import SwiftUI` names: the model of SwiftUI.
    public static let engineModule = "StateEngine"
    /// The module that declares the entry points below (the process the program runs in).
    public static let runtimeModule = "ScenarioRuntime"
    /// What every generated file imports. Both are in the one engine library a program links.
    public static let modules = [engineModule, runtimeModule]

    /// Apple's frameworks the engine models as modules of their own in the same library: what
    /// scenario code's `import SwiftData` or `import UIKit` names instead.
    public static let frameworkModules = [
        "SwiftData": "StateEngineSwiftData", "UIKit": "StateEngineUIKit", "Charts": "StateEngineCharts",
        "AppKit": "StateEngineAppKit", "PhotosUI": "StateEnginePhotosUI",
    ]
    /// The UI framework SwiftUI re-exports, so that `import SwiftUI` alone gives its types: UIKit,
    /// as on iOS, or AppKit for a program that imports AppKit (a macOS program, where SwiftUI
    /// re-exports AppKit instead). Keys of `frameworkModules`.
    // Evidence: Apple docs, UIViewRepresentable and Color.init(uiColor:): SwiftUI's own
    // declarations name UIKit's classes, and on iOS a file that imports only SwiftUI uses them.
    public static let swiftUIReexportedFramework = "UIKit"
    public static let swiftUIReexportedFrameworkOnMac = "AppKit"

    /// Every module scenarios may compile against (an install carries each `.swiftmodule`).
    public static let installedModules = modules + frameworkModules.values.sorted()

    /// What ScenarioKit's ModelExpansion adds to a `@Model` class and StateEngineSwiftData's
    /// `PersistentModel` requires: the model's bookkeeping and its persisted properties.
    public static let modelState = "__statedocsModel"
    public static let modelSchema = "__statedocsSchema"

    /// The first statement of a program compiled alone: claims the result channel and the
    /// run's secret before any scenario code runs.
    public static let startScenario = "__statedocsStartScenario"
    /// Announces a statement of the steps block before it runs (`ResultRecord.step`).
    public static let step = "__statedocsStep"
    /// The last statement of a program compiled alone: the end record. A batch has no such
    /// call: its runtime writes the end record when the scenario's run function returns.
    public static let finish = "__statedocsFinish"
    /// The whole `main.swift` of a batch: runs the selected scenario, or becomes the launcher.
    public static let runBatch = "__statedocsRunBatch"
    /// The prefix of the namespace enum each scenario of a batch is wrapped in
    /// (`__StateDocsScenario3`), which the engine strips from type names.
    public static let scenarioNamespacePrefix = "__StateDocsScenario"

    /// The virtual clock's "now", which the generated `Date()` and `Date.now` read.
    public static let virtualNow = "__statedocsVirtualNow"

    /// The app's defaults, which the generated `UserDefaults.standard` returns (the store
    /// `@AppStorage` shares, never a file in the home folder).
    public static let standardDefaults = "__statedocsStandardDefaults"

    /// The entry points the engine declares: the model's clock and defaults.
    public static let engineEntryPoints = [virtualNow, standardDefaults]

    /// The entry points declared as public functions: `engineEntryPoints` by the engine, the
    /// others by the runtime.
    public static let entryPoints = [startScenario, step, finish, runBatch] + engineEntryPoints

    /// Names scenario code may not use as identifiers (compared case-sensitively, as Swift
    /// compares names).
    public static let reservedPrefixes = ["__statedocs", "__StateDocs"]

    /// Whether `identifier` (backticks removed) is one scenario code may not name.
    public static func isReserved(_ identifier: some StringProtocol) -> Bool {
        reservedPrefixes.contains { identifier.hasPrefix($0) }
    }

    /// The descriptor a program compiled alone reads the run's secret from (`RecordSeal`):
    /// `RecordSeal.keyByteCount` bytes on a pipe statedocs wrote and closed. The runtime reads
    /// it and closes it before any scenario code runs. (A batch's launcher receives the secret
    /// with each `LaunchRequest` instead.)
    public static let secretDescriptor: Int32 = 4
}
