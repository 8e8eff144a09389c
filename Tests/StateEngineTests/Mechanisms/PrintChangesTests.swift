import StateEngine
import Testing

/// `Self._printChanges()` / `_logChanges()`: SwiftUI's words for why a body runs.
// Evidence (format "<Type>: <names> changed." / "<Type>: unchanged."): OpenSwiftUI
// Sources/OpenSwiftUICore/Data/DynamicProperty/ChangedBodyProperty.swift (audited), names are
// the changed dynamic properties' field names (`_name`), `@self` for the view value.
@Suite @MainActor struct PrintChangesTests {
    struct Plain: View {
        var body: some View {
            let _ = Self._logChanges()
            Text("plain")
        }
    }

    struct WithStoredProperty: View {
        var name = ""
        var body: some View {
            let _ = Self._printChanges()
            Text("stored \(name)")
        }
    }

    struct WithState: View {
        @State private var name = ""
        var body: some View {
            let _ = Self._printChanges()
            Text("state \(name)")
        }
    }

    // Evidence: OpenSwiftUI ChangedBodyPropertyCompatibilityTests zeroPropertyView,
    // propertyView and statePropertyView (real SwiftUI, iOS 17.1 / macOS 14.1).
    @Test func firstEvaluationNamesIdentityOnlyForViewsWithDynamicProperties() {
        #expect(Driver(Plain()).console == ["PrintChangesTests.Plain: @self changed."])
        #expect(Driver(WithStoredProperty()).console == ["PrintChangesTests.WithStoredProperty: @self changed."])
        #expect(Driver(WithState()).console == ["PrintChangesTests.WithState: @self, @identity, _name changed."])
    }

    struct Child: View {
        @Binding var count: Int
        @Environment(\.colorScheme) private var scheme
        let label: String
        var body: some View {
            let _ = Self._printChanges()
            Text("\(label) \(count) \(scheme == .dark ? "dark" : "light")")
        }
    }

    struct Parent: View {
        @State private var count = 0
        @State private var label = "a"
        @State private var unrelated = 0
        var body: some View {
            VStack {
                Child(count: $count, label: label)
                Button("Count") { count += 1 }
                Button("Label") { label += "a" }
                Button("Unrelated") { unrelated += 1 }
                Text("unrelated \(unrelated)")
            }
        }
    }

    // Evidence: ChangedBodyProperty.swift: a changed dynamic property box is named by its field
    // (`_scheme` for an @Environment value); a new view value is `@self`. A read binding's new
    // value is both: the owner's body reruns (its state was read through the binding) and
    // passes a new Binding value, and the binding's box reports the change (OpenSwiftUI
    // Binding.swift `Box.update`: `changed && wasRead`).
    @Test func laterEvaluationsNameTheChangedPropertyOrSelf() throws {
        let d = Driver(Parent())
        try d.tap("Count")
        try d.tap("Label")
        try d.tap("Unrelated")
        d.setEnvironment(\.colorScheme, .dark)
        #expect(d.console == [
            "PrintChangesTests.Child: @self, @identity, _count, _scheme changed.",
            "PrintChangesTests.Child: @self, _count changed.",
            "PrintChangesTests.Child: @self changed.",
            "PrintChangesTests.Child: _scheme changed.",
        ])
    }
}
