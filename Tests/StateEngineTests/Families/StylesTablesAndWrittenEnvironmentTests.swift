import Foundation
import Testing
@testable import StateEngine

/// Custom control styles, tables, toolbar content, environmental modifiers and the environment
/// values their modifiers write (issue 34).
@MainActor
struct StylesTablesAndWrittenEnvironmentTests {
    struct ShoutingHeader: View {
        var body: some View {
            VStack {
                Text("Inbox").textCase(.uppercase)
                CaseReader().textCase(.lowercase)
                CaseReader()
            }
        }
    }

    struct CaseReader: View {
        @Environment(\.textCase) private var textCase
        var body: some View { Text("case \(textCase.map { "\($0)" } ?? "none")") }
    }

    // Evidence: Apple docs, textCase(_:) ("Sets a transform for the case of the text contained
    // in this view when displayed"; the environment value's default is nil).
    @Test func textCaseChangesWhatTextShowsAndIsReadBelow() {
        let d = Driver(ShoutingHeader())
        #expect(d.screen.contains("Text \"INBOX\""), "\(d.screen)")
        #expect(d.screen.contains("Text \"case lowercase\""))
        #expect(d.screen.contains("Text \"case none\""))
    }

    struct ShortcutReader: View {
        @Environment(\.keyboardShortcut) private var shortcut
        @Environment(\.labelIconToTitleSpacing) private var spacing
        @Environment(\.buttonRepeatBehavior) private var repeatBehavior
        var body: some View {
            Text("shortcut \(shortcut == .defaultAction ? "default" : shortcut == nil ? "none" : "other") spacing \(spacing.map { "\(Int($0))" } ?? "nil") repeat \(repeatBehavior == .enabled ? "on" : "auto")")
        }
    }

    struct ShortcutScreen: View {
        @State private var assigned = true
        var body: some View {
            VStack {
                ShortcutReader()
                    .keyboardShortcut(assigned ? .defaultAction : nil)
                    .labelIconToTitleSpacing(12)
                    .buttonRepeatBehavior(.enabled)
                Button("Clear") { assigned = false }
            }
        }
    }

    // Evidence: Apple docs, EnvironmentValues.keyboardShortcut ("The keyboard shortcut that
    // buttons in this environment will be triggered with"), keyboardShortcut(_:) with an optional
    // shortcut (iOS 15.4), labelIconToTitleSpacing(_:) (iOS 26), buttonRepeatBehavior(_:).
    @Test func modifiersWriteTheValuesAReaderSees() throws {
        let d = Driver(ShortcutScreen())
        #expect(d.screen.contains("Text \"shortcut default spacing 12 repeat on\""), "\(d.screen)")
        try d.tap("Clear")
        #expect(d.screen.contains("Text \"shortcut none spacing 12 repeat on\""), "\(d.screen)")
        #expect(Driver(ShortcutReader()).screen.contains("Text \"shortcut none spacing nil repeat auto\""))
    }

    struct Person: Identifiable {
        let id: Int
        let name: String
        let email: String
    }

    struct People: View {
        @State private var people = [Person(id: 1, name: "Mei", email: "mei@example.com"), Person(id: 2, name: "Ana", email: "ana@example.com")]
        @State private var selection: Person.ID?
        @State private var sortOrder = [KeyPathComparator(\Person.name, order: .reverse)]
        var body: some View {
            VStack {
                Table(people, selection: $selection, sortOrder: $sortOrder) {
                    TableColumn("Name", value: \.name)
                    TableColumn("Email", value: \.email)
                }
                .onChange(of: sortOrder) { _, order in people.sort(using: order) }
                Text("selected \(selection.map(String.init) ?? "none")")
                Button("Sort by name") { sortOrder = [KeyPathComparator(\Person.name)] }
            }
        }
    }

    // Evidence: Apple docs, Table ("On iOS, and in other situations with a compact horizontal
    // size class, tables don't show headers and collapse all columns after the first";
    // selection: the binding holds the selected rows' ids; sortOrder: the program sorts).
    @Test func aTableOnAnIPhoneIsAListOfItsFirstColumn() throws {
        let d = Driver(People())
        #expect(d.screen.contains("Text \"Mei\""), "\(d.screen)")
        #expect(!d.screen.contains("mei@example.com"))
        try d.select(row: "Ana")
        #expect(d.screen.contains("Text \"selected 2\""), "\(d.screen)")
        try d.tap("Sort by name")
        let screen = d.screen
        let ana = try #require(screen.range(of: "Text \"Ana\""))
        let mei = try #require(screen.range(of: "Text \"Mei\""))
        #expect(ana.lowerBound < mei.lowerBound)
    }

    @Test func aRegularWidthTableShowsEveryColumn() {
        let d = Driver(People())
        d.setEnvironment(\.horizontalSizeClass, .regular)
        #expect(d.screen.contains("Text \"mei@example.com\""), "\(d.screen)")
    }

    struct CheckboxStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button {
                configuration.isOn.toggle()
            } label: {
                HStack {
                    Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                    configuration.label
                }
            }
        }
    }

    struct Decorated: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Text(configuration.isOn ? "ON" : "OFF")
                Toggle(configuration)
            }
        }
    }

    struct Settings: View {
        @State private var wifi = false
        @State private var sound = true
        var body: some View {
            VStack {
                Toggle("Wi-Fi", isOn: $wifi).toggleStyle(CheckboxStyle())
                Toggle("Sound", isOn: $sound).toggleStyle(Decorated())
                Text("wifi \(wifi)")
            }
            .toggleStyle(CheckboxStyle())
        }
    }

    // Evidence: Apple docs, ToggleStyle and ToggleStyleConfiguration (`label`, `$isOn`);
    // Toggle.init(_:) ("use this initializer within the makeBody(configuration:) method ... for
    // custom toggle styles that only modify the current toggle style").
    @Test func aCustomToggleStyleDrawsTheToggleAndWritesItsBinding() throws {
        let d = Driver(Settings())
        #expect(d.screen.contains("Button \"Wi-Fi\""), "\(d.screen)")
        try d.tap("Wi-Fi")
        #expect(d.screen.contains("Text \"wifi true\""))
        // The decorating style's inner Toggle is drawn by the style outside it (the checkbox).
        #expect(d.screen.contains("Text \"ON\""))
        try d.tap("Sound")
        #expect(d.screen.contains("Text \"OFF\""), "\(d.screen)")
    }

    /// Spells the configuration as SwiftUI's protocols also allow, and styles two kinds of view.
    struct Plain: ToggleStyle, LabelStyle {
        func makeBody(configuration: ToggleStyle.Configuration) -> Text {
            Text(configuration.isOn ? "plain on" : "plain off")
        }
        func makeBody(configuration: LabelStyleConfiguration) -> Text { Text("plain label") }
    }

    struct Mixed: View {
        var body: some View {
            VStack {
                Toggle("Sync", isOn: .constant(true)).labelStyle(.iconOnly).progressViewStyle(.linear)
                Label("Cloud", systemImage: "icloud")
            }
            .toggleStyle(Plain())
            .labelStyle(Plain())
        }
    }

    // Evidence: Apple docs, ToggleStyle and LabelStyle (each: `associatedtype Body`,
    // `typealias Configuration`, `makeBody(configuration:)`); each modifier sets its own kind of
    // style (LabelStyle: "To configure the current label style for a view hierarchy, use the
    // labelStyle(_:) modifier").
    @Test func oneStyleTypeStylesTwoKindsAndABuiltInOfAnotherKindKeepsIt() {
        let d = Driver(Mixed())
        #expect(d.screen.contains("Text \"plain on\""), "\(d.screen)")
        #expect(!d.screen.contains("Toggle \"Sync\""), "\(d.screen)")
        #expect(d.screen.contains("Text \"plain label\""), "\(d.screen)")
        #expect(!d.screen.contains("Label \"Cloud\""), "\(d.screen)")
    }

    struct StackedLabel: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                configuration.icon
                configuration.title
                Text("stacked")
            }
        }
    }

    struct Percent: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
        }
    }

    struct Styled: View {
        @State private var done = 1.0
        var body: some View {
            VStack {
                Label("Inbox", systemImage: "tray").labelStyle(StackedLabel())
                VStack { Label("Sent", systemImage: "paperplane").labelStyle(.iconOnly) }
                    .labelStyle(StackedLabel())
                ProgressView(value: done, total: 4).progressViewStyle(Percent())
                Button("More") { done += 1 }
            }
        }
    }

    // Evidence: Apple docs, LabelStyleConfiguration (`title`, `icon`), ProgressViewStyleConfiguration
    // (`fractionCompleted`); the innermost style modifier sets the style a control uses.
    @Test func customLabelAndProgressStylesDrawFromTheirConfiguration() throws {
        let d = Driver(Styled())
        #expect(d.screen.contains("Text \"Inbox\""), "\(d.screen)")
        #expect(d.screen.contains("Text \"stacked\""))
        #expect(d.screen.contains("Text \"25%\""))
        try d.tap("More")
        #expect(d.screen.contains("Text \"50%\""), "\(d.screen)")
        // The style closest to the label wins: `.iconOnly` inside the stacked style is built-in.
        #expect(d.screen.contains("Label \"Sent\""), "\(d.screen)")
    }

    struct DimWhenDisabled: EnvironmentalModifier {
        func resolve(in environment: EnvironmentValues) -> some ViewModifier {
            Tagged(tag: environment.isEnabled ? "enabled" : "disabled")
        }
    }

    struct Tagged: ViewModifier {
        let tag: String
        func body(content: Content) -> some View {
            VStack { content; Text(tag) }
        }
    }

    struct Resolving: View {
        @State private var off = false
        var body: some View {
            VStack {
                Text("Name").modifier(DimWhenDisabled()).disabled(off)
                Text("Plain").modifier(EmptyModifier.identity)
                Button("Disable") { off = true }
            }
        }
    }

    // Evidence: Apple docs, EnvironmentalModifier ("A modifier that must resolve to a concrete
    // modifier in an environment before use"), EmptyModifier ("An empty, or identity, modifier").
    @Test func anEnvironmentalModifierResolvesAgainWhenTheEnvironmentChanges() throws {
        let d = Driver(Resolving())
        #expect(d.screen.contains("Text \"enabled\""), "\(d.screen)")
        #expect(d.screen.contains("Text \"Plain\""))
        try d.tap("Disable")
        #expect(d.screen.contains("Text \"disabled\""), "\(d.screen)")
    }

    struct EditorToolbar: ToolbarContent {
        let save: () -> Void
        var body: some ToolbarContent {
            ToolbarItem(placement: .confirmationAction) { Button("Save", action: save) }
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
        }
    }

    struct Editor: View {
        @State private var saves = 0
        var body: some View {
            NavigationStack {
                Text("saved \(saves)")
                    .toolbar { EditorToolbar { saves += 1 } }
                    .toolbarRole(.editor)
            }
        }
    }

    // Evidence: Apple docs, ToolbarContent ("Conforming types represent items that can be placed
    // in various locations in a toolbar"), ToolbarContentBuilder.
    @Test func toolbarContentWrittenApartShowsItsItems() throws {
        let d = Driver(Editor())
        try d.tap("Save")
        #expect(d.screen.contains("Text \"saved 1\""), "\(d.screen)")
        #expect(d.screen.contains("Button \"Cancel\""))
    }

    struct Article: View {
        @State private var reads = 0
        var body: some View {
            VStack {
                Text("Chapter 1")
                    .accessibilityHeading(.h1)
                    .accessibilityAddTraits(.isHeader)
                    .accessibilityRotor("Chapters") {
                        AccessibilityRotorEntry("Chapter 1", id: 1)
                    }
                    .accessibilityCustomContent("Length", "12 minutes")
                Button("Read") { reads += 1 }
                    .onHover { _ in reads += 100 }
                    .hoverEffect(.lift)
                Text("reads \(reads)")
            }
        }
    }

    // Evidence: Apple docs, accessibilityHeading(_:), accessibilityRotor(_:entries:),
    // accessibilityCustomContent(_:_:importance:) (information for assistive technologies) and
    // onHover(perform:) (runs when a pointer moves over the view; the iPhone has none).
    @Test func navigationAidsAndHoverChangeNothingOnAnIPhone() throws {
        let d = Driver(Article())
        #expect(d.screen.contains("Text \"Chapter 1\""))
        try d.tap("Read")
        #expect(d.screen.contains("Text \"reads 1\""), "\(d.screen)")
    }

    struct Inbox: View {
        @State private var flagged: [String] = []
        @State private var liked = 0
        var body: some View {
            VStack {
                ForEach(["Lunch?", "Invoice"], id: \.self) { subject in
                    Text(subject)
                        .accessibilityActions {
                            Button("Flag") { flagged.append(subject) }
                            Button("Delete") {}.disabled(true)
                        }
                }
                Image(systemName: "heart")
                    .accessibilityLabel("Like")
                    .accessibilityAction { liked += 1 } label: { Text("Like it") }
                Text("flagged \(flagged.joined(separator: ",")) liked \(liked)")
            }
        }
    }

    // Evidence: Apple docs, accessibilityActions(_:) ("Adds multiple accessibility actions to
    // the view", written as buttons) and accessibilityAction(action:label:) (the label names the
    // action VoiceOver offers).
    @Test func actionsWrittenAsViewsAreOfferedByName() throws {
        let d = Driver(Inbox())
        try d.accessibilityAction("Flag", on: "Invoice")
        #expect(d.screen.contains("Text \"flagged Invoice liked 0\""), "\(d.screen)")
        // A disabled button is not offered.
        #expect(throws: Driver.Failure.self) { try d.accessibilityAction("Delete", on: "Lunch?") }
        try d.accessibilityAction("Like it", on: "Like")
        #expect(d.screen.contains("Text \"flagged Invoice liked 1\""), "\(d.screen)")
        // The actions' buttons are not drawn.
        #expect(!d.screen.contains("Button \"Flag\""))
    }

    struct Emphasis: TextAttribute {}

    struct FadeRenderer: TextRenderer {
        var strength: Double
        var animatableData: Double {
            get { strength }
            set { strength = newValue }
        }
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            for line in layout {
                for run in line where run[Emphasis.self] != nil {
                    for glyph in run { context.draw(glyph) }
                }
            }
        }
    }

    struct Greeting: View {
        @State private var strength = 0.0
        var body: some View {
            VStack {
                Text("Hello").customAttribute(Emphasis()).textRenderer(FadeRenderer(strength: strength))
                Button("Fade") { strength = 1 }
            }
        }
    }

    // Evidence: Apple docs, textRenderer(_:) ("any text views within it will use renderer to draw
    // themselves"): the string and its state are unchanged.
    @Test func aTextRendererDrawsTheSameText() throws {
        let d = Driver(Greeting())
        #expect(d.screen.contains("Text \"Hello\""), "\(d.screen)")
        try d.tap("Fade")
        #expect(d.screen.contains("Text \"Hello\""))
    }
}
