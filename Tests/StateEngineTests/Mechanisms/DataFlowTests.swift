import StateEngine
import Testing

/// Environment scoping and object observation.
@Suite @MainActor struct DataFlowTests {
    struct SchemeReader: View {
        let name: String
        @Environment(\.colorScheme) private var scheme
        var body: some View { Text("\(name) \(scheme)") }
    }

    struct Scoped: View {
        var body: some View {
            VStack {
                SchemeReader(name: "outside")
                VStack {
                    SchemeReader(name: "inside")
                }
                .environment(\.colorScheme, .dark)
            }
        }
    }

    // Evidence: Apple docs, View.environment(_:_:) (the value is set for this view and the views it contains).
    @Test func environmentOverrideReachesOnlyItsSubtree() {
        let d = Driver(Scoped())
        #expect(d.screen.contains("Text \"outside light\""))
        #expect(d.screen.contains("Text \"inside dark\""))
    }

    // Evidence: seed article 002 (environment changes re-run only the readers) and OpenSwiftUI Environment.swift (EnvironmentBox compares the read value).
    @Test func rootEnvironmentChangeReevaluatesOnlyReaders() {
        let d = Driver(Scoped())
        d.setEnvironment(\.colorScheme, .dark)
        #expect(d.screen.contains("Text \"outside dark\""))
        // The overridden reader saw no change.
        #expect(d.bodyCount(SchemeReader.self) == 3)
        d.setEnvironment(\.dynamicTypeSize, .xLarge)
        #expect(d.bodyCount(SchemeReader.self) == 3)
    }

    @Observable final class Settings {
        var volume = 1
        var brightness = 1
    }

    final class LegacySettings: ObservableObject {
        @Published var volume = 1
        @Published var brightness = 1
    }

    struct ObservingVolume: View {
        let settings: Settings
        var body: some View { Text("volume \(settings.volume)") }
    }

    struct LegacyVolume: View {
        @ObservedObject var settings: LegacySettings
        var body: some View { Text("legacy volume \(settings.volume)") }
    }

    struct Panel: View {
        @State private var settings = Settings()
        @StateObject private var legacy = LegacySettings()
        var body: some View {
            VStack {
                ObservingVolume(settings: settings)
                LegacyVolume(settings: legacy)
                Button("Brighter") {
                    settings.brightness += 1
                    legacy.brightness += 1
                }
                Button("Louder") {
                    settings.volume += 1
                    legacy.volume += 1
                }
            }
        }
    }

    // Evidence: WWDC23 "Discover Observation in SwiftUI" (only read properties) and Apple docs, "Migrating from the Observable Object protocol to the Observable macro".
    @Test func observableTracksOnlyReadPropertiesWhileObservableObjectInvalidatesEveryHolder() throws {
        let d = Driver(Panel())
        try d.tap("Brighter")
        #expect(d.bodyCount(ObservingVolume.self) == 1)
        #expect(d.bodyCount(LegacyVolume.self) == 2)
        try d.tap("Louder")
        #expect(d.bodyCount(ObservingVolume.self) == 2)
        #expect(d.screen.contains("volume 2"))
    }

    final class Inner: ObservableObject { @Published var count = 0 }
    final class Outer: ObservableObject {
        @Published var title = "outer"
        let inner = Inner()
    }

    struct NestedReader: View {
        @StateObject private var outer = Outer()
        var body: some View {
            VStack {
                Text("inner \(outer.inner.count)")
                Button("Bump inner") { outer.inner.count += 1 }
            }
        }
    }

    // Evidence: Apple docs, ObservableObject (objectWillChange publishes changes of the object's own @Published properties only).
    @Test func nestedObservableObjectsDoNotForwardChanges() throws {
        let d = Driver(NestedReader())
        try d.tap("Bump inner")
        #expect(d.bodyCount(NestedReader.self) == 1)
        #expect(d.screen.contains("inner 0"), "the outer view never heard of the change")
    }

    struct Editor: View {
        @Binding var text: String
        var body: some View {
            Button("Edit \(text)") { text += "!" }
        }
    }

    struct Owner: View {
        @State private var text = "hi"
        var body: some View {
            VStack {
                Text("owner \(text)")
                Editor(text: $text)
            }
        }
    }

    // Evidence: Apple docs, Binding ("a two-way connection between a property that stores data, and a view that displays and changes the data").
    @Test func bindingWritesReachTheOwnerAndBothShowTheValue() throws {
        let d = Driver(Owner())
        try d.tap("Edit hi")
        #expect(d.screen.contains("owner hi!"))
        #expect(d.screen.contains("Button \"Edit hi!\""))
    }

    @Observable final class Flags {
        var showA = true
        var a = 0
    }

    struct Switching: View {
        let flags: Flags
        var body: some View {
            if flags.showA { Text("a \(flags.a)") } else { Text("b") }
        }
    }

    struct SwitchingHost: View {
        @State private var flags = Flags()
        var body: some View {
            VStack {
                Switching(flags: flags)
                Button("Hide a") { flags.showA = false }
                Button("Change a") { flags.a += 1 }
            }
        }
    }

    // Evidence: SE-0395 (withObservationTracking tracks the accesses of one call; its onChange fires once).
    @Test func observableDependenciesAreThoseOfTheLatestEvaluationOnly() throws {
        let d = Driver(SwitchingHost())
        try d.tap("Hide a")
        #expect(d.bodyCount(Switching.self) == 2)
        try d.tap("Change a")
        #expect(d.bodyCount(Switching.self) == 2, "the last body did not read a")
    }
}
