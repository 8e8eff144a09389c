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
}
