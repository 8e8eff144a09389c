import StateEngine
import Testing

/// The one rule for where `reduce` runs (Data/Preference/DynamicContent.swift): containers
/// combine, dynamic content inside a container contributes the default value.
@Suite @MainActor struct DynamicContentTests {
    struct LoggingKey: PreferenceKey {
        static let defaultValue = "-"
        static func reduce(value: inout String, nextValue: () -> String) {
            let next = nextValue()
            print("reduce \(value) \(next)")
            value += next
        }
    }

    /// A writer, then `second`, in a VStack that reports the combined value.
    struct Arrangement<Second: View>: View {
        let second: Second
        var body: some View {
            VStack {
                Text("writer").preference(key: LoggingKey.self, value: "w")
                second
            }
            .onPreferenceChange(LoggingKey.self) { print("value \($0)") }
        }
    }

    // Evidence: seed article 002 (P20, P21): a container holding dynamic content that writes
    // nothing contributes the default, and reduce combines it with the writer's value.
    @Test func aContainerWithEmptyDynamicContentContributesTheDefault() {
        let d = Driver(Arrangement(second: ZStack { if false { Text("never") } }))
        #expect(d.console.contains("reduce w -"))
        #expect(d.console.contains("value w-"))
    }

    // Evidence: seed article 002 (P21): static content that writes nothing contributes nothing.
    @Test func staticContentContributesNothing() {
        let d = Driver(Arrangement(second: ZStack { Text("static") }))
        #expect(!d.console.contains { $0.hasPrefix("reduce") })
        #expect(d.console.contains("value w"))
    }

    // Chosen: group-transparent-for-preferences (docs/ENGINE-RULES.md).
    @Test func aGroupIsNoMeetingPoint() {
        let d = Driver(Arrangement(second: Group { if false { Text("never") } }))
        #expect(!d.console.contains { $0.hasPrefix("reduce") })
        #expect(d.console.contains("value w"))
    }
}
