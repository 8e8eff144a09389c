import Foundation
import StateEngine
import Testing

/// The attributed TextEditor of iOS 26: typing, selecting, formatting through the selection,
/// and a formatting definition constraining what the editor writes.
@Suite @MainActor struct AttributedTextEditorTests {
    struct Notes: View {
        @State private var text = AttributedString("Hello world")
        @State private var selection = AttributedTextSelection()
        var body: some View {
            VStack {
                TextEditor(text: $text, selection: $selection)
                Text("selected \(selectedCharacters)")
                Text("bold \(boldCharacters)")
                Button("Bold") {
                    let isBold = selection.attributes(in: text)[\.inlinePresentationIntent].contains { $0?.contains(.stronglyEmphasized) == true }
                    text.transformAttributes(in: &selection) { container in
                        container.inlinePresentationIntent = isBold ? nil : .stronglyEmphasized
                    }
                }
            }
        }

        var selectedCharacters: String {
            switch selection.indices(in: text) {
            case .insertionPoint: "none"
            case .ranges(let ranges): ranges.ranges.map { String(text.characters[$0]) }.joined(separator: "+")
            }
        }

        var boldCharacters: String {
            text.runs.filter { $0.inlinePresentationIntent?.contains(.stronglyEmphasized) == true }
                .map { String(text.characters[$0.range]) }.joined(separator: "+")
        }
    }

    // Evidence: Apple docs, TextEditor(text:selection:) and AttributedTextSelection (a selection
    // binding the editor writes as the user selects; init() is a caret at the end of the text).
    @Test func selectingTextWritesTheSelectionBinding() throws {
        let d = Driver(Notes())
        #expect(d.screen.contains("TextEditor \"Hello world\""))
        #expect(d.screen.contains("selected none"))
        try d.select(text: "world", in: "TextEditor")
        #expect(d.screen.contains("selected world"))
        #expect(throws: Driver.Failure.self) { try d.select(text: "moon", in: "TextEditor") }
    }

    // Evidence: Apple docs, AttributedString.transformAttributes(in:body:) ("applied to every run
    // in the selection individually, modifying only the part of the run that is in the selection").
    @Test func boldToggledThroughTheSelectionFormatsOnlyTheSelectedRun() throws {
        let d = Driver(Notes())
        try d.select(text: "world", in: "TextEditor")
        try d.tap("Bold")
        #expect(d.screen.contains("bold world"))
        #expect(d.screen.contains("selected world"))
        try d.tap("Bold")
        #expect(!d.screen.contains("bold world"))
    }

    // Evidence: Apple docs, replaceSelection(_:withCharacters:) ("applies the typing attributes to
    // the new content") and transformAttributes(in:body:) (on an insertion point "the body is
    // applied to the attribute container defining the typing attributes").
    @Test func typingReplacesTheSelectionWithItsAttributes() throws {
        let d = Driver(Notes())
        try d.select(text: "world", in: "TextEditor")
        try d.tap("Bold")
        try d.type("there", into: "TextEditor")
        #expect(d.screen.contains("TextEditor \"Hello there\""))
        // The typed word took the bold of the characters it replaced; the caret follows it.
        #expect(d.screen.contains("bold there"))
        #expect(d.screen.contains("selected none"))
    }

    struct NoLinks: AttributedTextValueConstraint {
        typealias Scope = AttributeScopes.SwiftUIAttributes
        typealias AttributeKey = AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute
        func constrain(_ container: inout Attributes) {
            // Reads another attribute of the run: bold text is never underlined.
            if container.inlinePresentationIntent?.contains(.stronglyEmphasized) == true { container.underlineStyle = nil }
        }
    }

    struct PlainNotes: AttributedTextFormattingDefinition {
        var body: some AttributedTextFormattingDefinition<AttributeScopes.SwiftUIAttributes> {
            ValueConstraint(for: \.foregroundColor, values: [nil, .orange], default: .orange)
            NoLinks()
        }
    }

    struct Styled: View {
        @State private var text = AttributedString("Plain")
        @State private var selection = AttributedTextSelection()
        var body: some View {
            VStack {
                TextEditor(text: $text, selection: $selection)
                Text("colors \(text.runs.map { color in color.foregroundColor.map { $0 == .orange ? "orange" : "other" } ?? "none" }.joined(separator: ","))")
                Text("underlined \(text.runs.filter { $0.underlineStyle != nil }.count)")
                Button("Red underline") {
                    text.transformAttributes(in: &selection) { container in
                        container.foregroundColor = .red
                        container.underlineStyle = .single
                        container.inlinePresentationIntent = .stronglyEmphasized
                    }
                }
            }
            .attributedTextFormattingDefinition(PlainNotes())
        }
    }

    // Evidence: Apple docs, AttributedTextFormatting.ValueConstraint ("if a text has any other
    // ... style, it is corrected to the default value") and AttributedTextValueConstraint
    // .constrain(_:) (reads the values constrained by the constraints listed above it).
    @Test func aFormattingDefinitionConstrainsEachRunTheEditorWrites() throws {
        let d = Driver(Styled())
        #expect(d.screen.contains("colors none"))
        // A caret: the button sets the typing attributes, and typing writes with them.
        try d.tap("Red underline")
        try d.type("Note", into: "TextEditor")
        #expect(d.screen.contains("TextEditor \"Note\""))
        // Red is outside the allowed set: corrected to orange; bold text loses its underline.
        #expect(d.screen.contains("colors orange"))
        #expect(d.screen.contains("underlined 0"))
    }

    @Test func aDefinitionConstrainsAStringDirectly() {
        var text = AttributedString("ab")
        text.foregroundColor = .red
        PlainNotes().constrain(&text)
        #expect(text.runs.map(\.foregroundColor) == [.orange])
        var container = AttributeContainer()
        container.foregroundColor = .orange
        PlainNotes().constrain(&container)
        #expect(container.foregroundColor == .orange)
    }

    // Evidence: Apple docs, AttributedString.transform(updating:body:) ("updating the selection so
    // it represents the same effective locations after the mutation").
    @Test func aSelectionFollowsItsCharactersThroughAnEdit() {
        var text = AttributedString("one two")
        var selection = AttributedTextSelection(range: text.range(of: "two")!)
        text.transform(updating: &selection) { $0.insert(AttributedString("zero "), at: $0.startIndex) }
        guard case .ranges(let ranges) = selection.indices(in: text) else { Issue.record("caret"); return }
        #expect(ranges.ranges.map { String(text.characters[$0]) } == ["two"])
        // Indices of another text fall back to a caret at its end.
        let other = AttributedString("xyz")
        #expect(selection.indices(in: other) == .insertionPoint(other.endIndex))
    }

    struct Unbound: View {
        @State private var text = AttributedString("draft")
        var body: some View {
            TextEditor(text: $text)
            Text("text \(String(text.characters))")
        }
    }

    // Chosen [attributed-typing-replaces-selection]: an editor without a selection binding keeps
    // its own, so a selected range is replaced and a caret's typing replaces the whole text.
    @Test func anUnboundEditorKeepsItsOwnSelection() throws {
        let d = Driver(Unbound())
        try d.select(text: "raf", in: "TextEditor")
        try d.type("-", into: "TextEditor")
        #expect(d.screen.contains("text d-t"))
        try d.type("new", into: "TextEditor")
        #expect(d.screen.contains("text new"))
    }
}

/// `Text` showing an `AttributedString`: the characters are what it shows.
@Suite @MainActor struct AttributedTextTests {
    struct Card: View {
        @State private var title: AttributedString = {
            var title = AttributedString("Morning ")
            var run = AttributedString("run")
            run.inlinePresentationIntent = .stronglyEmphasized
            title.append(run)
            return title
        }()
        var body: some View {
            VStack {
                Text(title)
                Button("Rename") { title.append(AttributedString(" club")) }
            }
        }
    }

    // Evidence: Apple docs, Text.init(_:) taking an AttributedString ("displays styled
    // attributed content"): the characters of every run show, styled; a new value redraws it.
    @Test func aTextShowsTheAttributedStringsCharacters() throws {
        let d = Driver(Card())
        #expect(d.screen.contains("Text \"Morning run\""))
        try d.tap("Rename")
        #expect(d.screen.contains("Text \"Morning run club\""))
    }
}
