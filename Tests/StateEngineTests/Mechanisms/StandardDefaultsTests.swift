import StateEngine
import Testing

/// `UserDefaults.standard` in a scenario (what the generated program's `UserDefaults.standard`
/// returns) is the store `@AppStorage` reads and writes: a value set through one is what the
/// other sees, and views holding the key update.
@Suite @MainActor struct StandardDefaultsTests {
    /// What scenario code's `UserDefaults.standard` is (ScenarioKit's `ProgramGenerator.shadowedFoundation`).
    static var standard: UserDefaults { __statedocsStandardDefaults() }

    enum Theme: String { case light, dark }

    struct SettingsScreen: View {
        @AppStorage("username") private var username = "Guest"
        @AppStorage("fontSize") private var fontSize = 14.0
        @AppStorage("theme") private var theme = Theme.light
        var body: some View {
            VStack {
                Text("Hello, \(username)")
                Text("size \(fontSize, format: .number)")
                Text("theme \(theme.rawValue)")
                Button("Sign in") { StandardDefaultsTests.standard.set("Ada", forKey: "username") }
                Button("Bigger") { StandardDefaultsTests.standard.set(18, forKey: "fontSize") }
                Button("Sign out") { StandardDefaultsTests.standard.removeObject(forKey: "username") }
                Button("Dark") { theme = .dark }
                Button("Read theme") { stored = StandardDefaultsTests.standard.string(forKey: "theme") ?? "none" }
                Text("stored \(stored)")
            }
        }
        @State private var stored = ""
    }

    // Evidence: Apple docs, AppStorage ("reflects a value from UserDefaults and invalidates a view
    // on a change in value in that user default").
    @Test func aValueSetThroughUserDefaultsIsWhatAppStorageShows() throws {
        let d = Driver(SettingsScreen())
        #expect(d.screen.contains("Hello, Guest"))
        try d.tap("Sign in")
        #expect(d.screen.contains("Hello, Ada"), "\(d.screen)")
        #expect(d.bodyCount(SettingsScreen.self) == 2)
        try d.tap("Sign out")
        #expect(d.screen.contains("Hello, Guest"), "removing the key brings the default back")
    }

    // Evidence: Apple docs, UserDefaults ("NSNumber" holds any number) and AppStorage's Double
    // initializer: an Int written by set(_:forKey:) reads as a Double.
    @Test func anIntegerWrittenThroughUserDefaultsReadsAsADouble() throws {
        let d = Driver(SettingsScreen())
        try d.tap("Bigger")
        #expect(d.screen.contains("size 18"), "\(d.screen)")
    }

    // Evidence: Apple docs, AppStorage.init(wrappedValue:_:store:) for RawRepresentable ("stores
    // the raw value"): UserDefaults reads the enum's raw value back as a string.
    @Test func appStorageWritesWhatUserDefaultsReads() throws {
        let d = Driver(SettingsScreen())
        try d.tap("Read theme")
        #expect(d.screen.contains("stored none"))
        try d.tap("Dark")
        try d.tap("Read theme")
        #expect(d.screen.contains("stored dark"), "\(d.screen)")
    }

    struct Onboarding: View {
        @AppStorage("onboarded") private var onboarded = false
        @AppStorage("launches") private var launches = 0
        var body: some View {
            VStack {
                Text(onboarded ? "Welcome back" : "Welcome")
                Text("launches \(launches)")
                Button("Count") { launches += 1 }
                Button("Read") { seen = "\(StandardDefaultsTests.standard.integer(forKey: "launches")) \(StandardDefaultsTests.standard.string(forKey: "launches") ?? "none")" }
                Text("read \(seen)")
            }
        }
        @State private var seen = ""
    }

    // Evidence: Apple docs, UserDefaults.integer(forKey:) reads the number AppStorage stored, and
    // string(forKey:) ("for number values, the string value of the number").
    @Test func userDefaultsReadsWhatAppStorageWrote() throws {
        let d = Driver(Onboarding())
        try d.tap("Read")
        #expect(d.screen.contains("read 0 none"), "\(d.screen)")
        try d.tap("Count")
        try d.tap("Count")
        try d.tap("Read")
        #expect(d.screen.contains("read 2 2"), "\(d.screen)")
    }

    // Evidence: Apple docs, UserDefaults ("an app's defaults persist across launches"), and the
    // engine's relaunch(): a value set before the launch is what the app starts with.
    @Test func aValueSetBeforeLaunchIsWhatTheAppFindsAndRelaunchKeepsIt() throws {
        Self.standard.set(true, forKey: "onboarded")
        let d = Driver(Onboarding())
        #expect(d.screen.contains("Welcome back"), "\(d.screen)")
        try d.tap("Count")
        d.relaunch()
        #expect(d.screen.contains("launches 1"))
        #expect(d.screen.contains("Welcome back"))
        let next = Driver(Onboarding())
        #expect(next.screen.contains("Welcome\""), "a second app starts with empty defaults (defaults-per-driver)")
    }

    // Evidence: Apple docs, UserDefaults.register(defaults:) (the registration domain answers
    // for a key no other domain holds).
    @Test func registeredDefaultsAnswerWhereNothingIsStored() throws {
        Self.standard.register(defaults: ["launches": 7])
        let d = Driver(Onboarding())
        #expect(d.screen.contains("launches 7"), "\(d.screen)")
        try d.tap("Count")
        #expect(d.screen.contains("launches 8"))
    }

    final class Preferences: ObservableObject {
        @AppStorage("units") var units = "metric"
    }

    struct UnitsScreen: View {
        @StateObject private var preferences = Preferences()
        var body: some View {
            VStack {
                Text("units \(preferences.units)")
                // A write through the defaults does not make the object publish (only setting
                // its property does); the view shows it when it updates for another reason.
                Button("Imperial") {
                    StandardDefaultsTests.standard.set("imperial", forKey: "units")
                    refreshes += 1
                }
                Text("refreshes \(refreshes)")
                Button("Model metric") { preferences.units = "metric" }
                Button("Check") { check = StandardDefaultsTests.standard.string(forKey: "units") ?? "none" }
                Text("defaults \(check)")
            }
        }
        @State private var check = ""
        @State private var refreshes = 0
    }

    // Evidence: FB7868667 (fixed in iOS 14.5: @AppStorage works in an ObservableObject) and Apple
    // docs, AppStorage ("reflects a value from UserDefaults"): the model's property reads and
    // writes the same defaults.
    @Test func anObservableObjectsAppStorageSharesTheDefaults() throws {
        let d = Driver(UnitsScreen())
        try d.tap("Imperial")
        #expect(d.screen.contains("units imperial"), "\(d.screen)")
        try d.tap("Model metric")
        try d.tap("Check")
        #expect(d.screen.contains("defaults metric"))
    }

    // Evidence: Apple docs, UserDefaults.bool(forKey:) and integer(forKey:) coerce numbers and
    // strings ("YES"/"1"/"true" are true; a Bool is 0 or 1).
    @Test func typedGettersCoerceAsUserDefaultsDoes() {
        let defaults = Self.standard
        defaults.set("YES", forKey: "a")
        defaults.set(true, forKey: "b")
        defaults.set(3.9, forKey: "c")
        #expect(defaults.bool(forKey: "a"))
        #expect(defaults.integer(forKey: "b") == 1)
        #expect(defaults.integer(forKey: "c") == 3)
        #expect(defaults.double(forKey: "missing") == 0)
        _ = Driver(Text(""))  // takes the waiting values, so other tests start empty
    }
}
