import StateEngine
import Testing

private struct LevelKey: EnvironmentKey { static let defaultValue = 0 }
private struct Config: Equatable {
    var size = 10
    var tint = "blue"
}
private struct ConfigKey: EnvironmentKey { static let defaultValue = Config() }

extension EnvironmentValues {
    fileprivate var level: Int {
        get { self[LevelKey.self] }
        set { self[LevelKey.self] = newValue }
    }
    fileprivate var config: Config {
        get { self[ConfigKey.self] }
        set { self[ConfigKey.self] = newValue }
    }
}

/// `transformEnvironment`, nested key paths, and when readers of a transformed value re-run.
@Suite @MainActor struct EnvironmentTransformTests {
    struct LevelReader: View {
        @Environment(\.level) private var level
        var body: some View { Text("level \(level)") }
    }

    struct Nested: View {
        var body: some View {
            VStack {
                LevelReader()
                    .transformEnvironment(\.level) { $0 += 1 }
                    .transformEnvironment(\.level) { $0 *= 10 }
            }
            .environment(\.level, 4)
        }
    }

    // Evidence: OpenSwiftUI Tests/OpenSwiftUICompatibilityTests/Data/Environment/
    // EnvironmentKeyTransformModifierCompatibilityTests.swift `environmentKeyTransform` (real
    // SwiftUI: a reader below sees the transformed value); Apple docs, transformEnvironment
    // (the function receives the incoming value): the outer transform runs first.
    @Test func transformsSeeTheIncomingValueOuterFirst() {
        let d = Driver(Nested())
        #expect(d.screen.contains("level 41"))
    }

    struct SizeReader: View {
        @Environment(\.config.size) private var size
        var body: some View { Text("size \(size)") }
    }

    struct TintReader: View {
        @Environment(\.config.tint) private var tint
        var body: some View { Text("tint \(tint)") }
    }

    struct Host: View {
        @State private var count = 0
        @State private var tint = "blue"
        var body: some View {
            VStack {
                VStack {
                    SizeReader()
                    TintReader()
                    LevelReader()
                }
                .transformEnvironment(\.config.tint) { $0 = tint }
                .transformEnvironment(\.level) { $0 = count / 2 }
                Button("Count") { count += 1 }
                Button("Tint") { tint = "red" }
            }
        }
    }

    // Evidence: OpenSwiftUI Sources/OpenSwiftUICore/Data/Environment/Environment.swift
    // (`EnvironmentBox.update` re-reads the property's whole key path and reports a change only
    // when that value differs), so a reader re-runs only when what it reads changes.
    @Test func readersRerunOnlyWhenTheValueAtTheirKeyPathChanges() throws {
        let d = Driver(Host())
        try d.tap("Count")  // level 0 -> 0: nobody re-runs
        #expect(d.bodyCount(LevelReader.self) == 1)
        try d.tap("Count")  // level 0 -> 1
        #expect(d.bodyCount(LevelReader.self) == 2)
        #expect(d.screen.contains("level 1"))
        try d.tap("Tint")  // config.tint changes, config.size does not
        #expect(d.bodyCount(TintReader.self) == 2)
        #expect(d.bodyCount(SizeReader.self) == 1)
        #expect(d.bodyCount(LevelReader.self) == 2)
        #expect(d.screen.contains("tint red"))
    }
}
