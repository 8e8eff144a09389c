import StateEngine
import Testing

/// `@AppStorage` inside an ObservableObject: the same defaults as a view's, and the object
/// publishes when the value is set.
@Suite @MainActor struct AppStorageObjectTests {
    final class Settings: ObservableObject {
        @AppStorage("volume") var volume = 3
    }

    final class MixedSettings: ObservableObject {
        @AppStorage("volume") var volume = 3
        @Published var label = "Volume"
    }

    struct SettingsScreen: View {
        @StateObject private var settings = Settings()
        var body: some View {
            VStack {
                Text("model \(settings.volume)")
                Button("Louder") { settings.volume += 1 }
                Reader()
            }
        }
    }

    struct MixedScreen: View {
        @StateObject private var settings = MixedSettings()
        var body: some View {
            VStack {
                Text("\(settings.label) \(settings.volume)")
                Button("Louder") { settings.volume += 1 }
            }
        }
    }

    struct Reader: View {
        @AppStorage("volume") private var volume = 0
        var body: some View {
            VStack {
                Text("view \(volume)")
                Button("Mute") { volume = 0 }
            }
        }
    }

    // Evidence: FB7868667 (feedback-assistant/reports#129, fixed in iOS 14.5) with the macOS 11.3
    // beta 2 release note quoted in sindresorhus/Defaults#48: an @AppStorage property of an
    // ObservableObject makes the object publish, so the view holding it updates.
    @Test func aModelsAppStoragePublishesTheObject() throws {
        let d = Driver(SettingsScreen())
        #expect(d.screen.contains("model 3"))
        try d.tap("Louder")
        #expect(d.screen.contains("model 4"), "\(d.screen)")
        #expect(d.bodyCount(SettingsScreen.self) == 2)
    }

    // Evidence: the same sources; an object with @Published properties publishes through its
    // one objectWillChange.
    @Test func itPublishesBesidePublishedProperties() throws {
        let d = Driver(MixedScreen())
        try d.tap("Louder")
        #expect(d.screen.contains("Volume 4"), "\(d.screen)")
        #expect(d.bodyCount(MixedScreen.self) == 2)
    }

    // Evidence: Apple docs, AppStorage ("reflects a value from UserDefaults and invalidates a
    // view on a change in value in that user default"): the model and the view share the key.
    @Test func theModelAndAViewShareTheStoredValue() throws {
        let d = Driver(SettingsScreen())
        #expect(d.screen.contains("view 0"))  // each default stands until the key is written
        try d.tap("Louder")
        #expect(d.screen.contains("view 4"), "\(d.screen)")
        try d.tap("Mute")
        #expect(d.screen.contains("view 0"))
    }

    struct OutsideWriteScreen: View {
        @StateObject private var settings = Settings()
        @State private var redraws = 0
        var body: some View {
            VStack {
                Text("model \(settings.volume)")
                Button("Louder") { settings.volume += 1 }
                Button("Reset defaults") { __statedocsStandardDefaults().set(0, forKey: "volume") }
                Button("Redraw \(redraws)") { redraws += 1 }
                Reader()
            }
        }
    }

    // Evidence: mbrandonw's gist 3be96d89ef9d7e7935867c16c8ee1273 (run in the simulator, April
    // 2024: "tapping the 'Toggle model.isOn' button causes the view to update properly, but
    // tapping the 'Toggle UserDefaults directly' button does not"): the object's @AppStorage does
    // not observe the key, so a write that does not go through it publishes nothing; the
    // object's property reads the new value at the view's next update.
    @Test func aWriteThroughUserDefaultsDoesNotPublishTheObject() throws {
        let d = Driver(OutsideWriteScreen())
        try d.tap("Louder")
        #expect(d.screen.contains("model 4"))
        try d.tap("Reset defaults")
        #expect(d.screen.contains("model 4"), "\(d.screen)")
        #expect(d.bodyCount(OutsideWriteScreen.self) == 2)
        try d.tap("Redraw 0")
        #expect(d.screen.contains("model 0"), "\(d.screen)")
    }

    // Evidence: the same gist (only a write through the object's own property publishes it) and
    // Apple docs, AppStorage (a view's @AppStorage "invalidates a view on a change in value in
    // that user default"): the view holding the key updates, the object's view does not.
    @Test func aWriteThroughAViewsAppStorageUpdatesThatViewNotTheObjects() throws {
        let d = Driver(OutsideWriteScreen())
        try d.tap("Louder")
        try d.tap("Mute")
        #expect(d.screen.contains("view 0"), "\(d.screen)")
        #expect(d.screen.contains("model 4"), "\(d.screen)")
        try d.tap("Redraw 0")
        #expect(d.screen.contains("model 0"))
    }
}
