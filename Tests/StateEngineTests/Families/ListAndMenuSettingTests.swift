import StateEngine
import Testing

/// badgeProminence, menuOrder and buttonRepeatBehavior write the environment below them.
@Suite @MainActor struct ListAndMenuSettingTests {
    struct Reader: View {
        @Environment(\.badgeProminence) private var badge
        @Environment(\.menuOrder) private var order
        @Environment(\.buttonRepeatBehavior) private var repeatBehavior
        var body: some View {
            Text("\(badge == .decreased ? "decreased" : "other") \(order == .fixed ? "fixed" : "other") \(repeatBehavior == .enabled ? "repeats" : "other")")
        }
    }

    // Evidence: Apple docs "badgeProminence(_:)", "menuOrder(_:)", "buttonRepeatBehavior(_:)"
    // and the EnvironmentValues they set (defaults standard, automatic, automatic).
    @Test func theModifiersWriteTheEnvironmentBelowThem() {
        let plain = Driver(Reader())
        #expect(plain.screen.contains("other other other"))
        let set = Driver(VStack {
            Reader().badgeProminence(.decreased).menuOrder(.fixed).buttonRepeatBehavior(.enabled)
        })
        #expect(set.screen.contains("decreased fixed repeats"), "\(set.screen)")
    }
}
