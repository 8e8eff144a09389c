import StateEngine
import Testing

struct DraftKey: FocusedValueKey { typealias Value = String }
struct TitleBindingKey: FocusedValueKey { typealias Value = Binding<String> }
struct LibraryKey: FocusedValueKey { typealias Value = String }

extension FocusedValues {
    var draft: String? {
        get { self[DraftKey.self] }
        set { self[DraftKey.self] = newValue }
    }
    var titleBinding: Binding<String>? {
        get { self[TitleBindingKey.self] }
        set { self[TitleBindingKey.self] = newValue }
    }
    var library: String? {
        get { self[LibraryKey.self] }
        set { self[LibraryKey.self] = newValue }
    }
}

/// Focused values reach `@FocusedValue` readers while focus is inside the view that publishes them.
@Suite @MainActor struct FocusedValueTests {
    enum Field: Hashable { case first, second }

    struct Reader: View {
        @FocusedValue(\.draft) var draft
        @FocusedValue(\.library) var library
        var body: some View {
            Text("focused draft: \(draft ?? "none")")
            Text("library: \(library ?? "none")")
        }
    }

    struct Editor: View {
        @State private var first = ""
        @State private var second = ""
        @FocusState private var focus: Field?
        var body: some View {
            VStack {
                Reader()
                TextField("First", text: $first)
                    .focused($focus, equals: .first)
                    .focusedValue(\.draft, "first: \(first)")
                TextField("Second", text: $second)
                    .focused($focus, equals: .second)
                    .focusedValue(\.draft, "second: \(second)")
                Button("Done") { focus = nil }
            }
            .focusedSceneValue(\.library, "Recipes")
        }
    }

    // Evidence: Apple docs "focusedValue(_:_:)" (published while the view or a descendant has
    // focus) and "focusedSceneValue(_:_:)" (visible wherever focus is in the active scene);
    // WWDC23 "The SwiftUI cookbook for focus" (a reader elsewhere follows the focused field).
    @Test func theReaderFollowsFocusAndThePublishedValue() throws {
        let d = Driver(Editor())
        #expect(d.screen.contains("focused draft: none"))
        #expect(d.screen.contains("library: Recipes"))
        try d.type("soup", into: "First")
        #expect(d.screen.contains("focused draft: first: soup"))
        try d.type("bread", into: "Second")
        #expect(d.screen.contains("focused draft: second: bread"))
        try d.tap("Done")
        #expect(d.screen.contains("focused draft: none"))
        #expect(d.screen.contains("library: Recipes"))
    }

    struct Renamer: View {
        @FocusedBinding(\.titleBinding) var title
        var body: some View {
            Text("title: \(title ?? "none")")
            Button("Shout") { title = (title ?? "").uppercased() }
        }
    }

    struct Document: View {
        @State private var title = "draft"
        @FocusState private var focused: Bool
        var body: some View {
            VStack {
                Renamer()
                TextField("Title", text: $title)
                    .focused($focused)
                    .focusedValue(\.titleBinding, $title)
                Text("stored: \(title)")
            }
        }
    }

    // Evidence: Apple docs "FocusedBinding" ("a convenience property wrapper for observing and
    // automatically unwrapping state bindings from the focused view or one of its ancestors").
    @Test func aFocusedBindingReadsAndWritesThroughTheFocusedView() throws {
        let d = Driver(Document())
        #expect(d.screen.contains("title: none"))
        try d.type("memo", into: "Title")
        #expect(d.screen.contains("title: memo"))
        try d.tap("Shout")
        #expect(d.screen.contains("stored: MEMO"))
        #expect(d.screen.contains("title: MEMO"))
    }
}
