import Testing
@testable import StateEngine

/// Custom group box, control group, form and menu styles draw from their configurations, and
/// the views they place keep their own state (issue 34).
@MainActor
struct ContainerStyleTests {
    struct Card: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                HStack { Image(systemName: "star"); configuration.label }
                configuration.content
                Text("card style")
            }
        }
    }

    struct Tally: View {
        @State private var count = 0
        var body: some View {
            VStack {
                GroupBox("Score") {
                    Text("count \(count)")
                    Button("Add") { count += 1 }
                }
                .groupBoxStyle(Card())
                GroupBox("Plain") { Text("untouched") }
            }
        }
    }

    // Evidence: Apple docs, GroupBoxStyle.makeBody(configuration:) ("Creates a view representing
    // the body of a group box") and GroupBoxStyleConfiguration (`label`, `content`).
    @Test func aGroupBoxStyleDrawsTheBoxAndItsContentStaysLive() throws {
        let d = Driver(Tally())
        #expect(d.screen.contains("Text \"card style\""), "\(d.screen)")
        #expect(d.screen.contains("Image \"star\""), "\(d.screen)")
        // Only the unstyled box is a built-in GroupBox.
        #expect(d.screen.components(separatedBy: "GroupBox").count == 2, "\(d.screen)")
        try d.tap("Add")
        #expect(d.screen.contains("Text \"count 1\""))
    }

    struct Outlined: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Text("outlined")
                GroupBox(configuration)
            }
        }
    }

    struct Nested: View {
        var body: some View {
            VStack {
                GroupBox("Inner") { Text("body") }
                    .groupBoxStyle(Outlined())
                    .groupBoxStyle(Card())
                GroupBox("Reset") { Text("back to built-in") }
                    .groupBoxStyle(.automatic)
                    .groupBoxStyle(Card())
            }
        }
    }

    // Evidence: Apple docs, GroupBox.init(_:) ("Use this initializer within the
    // makeBody(configuration:) method of a GroupBoxStyle instance to create a styled group box,
    // with customizations, while preserving its current style"); a built-in style restores the
    // built-in look as the other style modifiers do (groupBoxStyle(_:) sets "the style for group
    // boxes within this view").
    @Test func aStylesOwnGroupBoxIsDrawnByTheOuterStyleAndABuiltInStyleRestoresTheBox() {
        let d = Driver(Nested())
        #expect(d.screen.contains("Text \"outlined\""), "\(d.screen)")
        #expect(d.screen.contains("Text \"card style\""), "\(d.screen)")
        #expect(d.screen.contains("GroupBox"), "\(d.screen)")
        #expect(d.screen.components(separatedBy: "card style").count == 2, "\(d.screen)")
    }

    struct Toolbar: ControlGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Text("tools")
                configuration.content
            }
        }
    }

    struct Player: View {
        @State private var volume = 5
        var body: some View {
            VStack {
                Text("volume \(volume)")
                ControlGroup {
                    Button("Louder") { volume += 1 }
                    Button("Softer") { volume -= 1 }
                }
                .controlGroupStyle(Toolbar())
            }
        }
    }

    // Evidence: Apple docs, ControlGroupStyle.makeBody(configuration:) and
    // ControlGroupStyleConfiguration (`content`: "A view that represents the content of the
    // control group").
    @Test func aControlGroupStyleShowsItsButtonsWhichStillAct() throws {
        let d = Driver(Player())
        #expect(d.screen.contains("Text \"tools\""), "\(d.screen)")
        #expect(!d.screen.contains("ControlGroup"), "\(d.screen)")
        try d.tap("Louder")
        try d.tap("Louder")
        try d.tap("Softer")
        #expect(d.screen.contains("Text \"volume 6\""))
    }

    struct Sheet: FormStyle {
        func makeBody(configuration: Configuration) -> some View {
            ScrollView {
                VStack { Text("settings sheet"); configuration.content }
            }
        }
    }

    struct Settings: View {
        @State private var sounds = true
        var body: some View {
            Form {
                Toggle("Sounds", isOn: $sounds)
                Text(sounds ? "beeping" : "silent")
            }
            .formStyle(Sheet())
        }
    }

    // Evidence: Apple docs, FormStyle.makeBody(configuration:) ("Creates a view that represents
    // the body of a form") and FormStyleConfiguration (`content`).
    @Test func aFormStyleReplacesTheFormAndItsControlsKeepWorking() throws {
        let d = Driver(Settings())
        #expect(d.screen.contains("Text \"settings sheet\""), "\(d.screen)")
        #expect(!d.screen.contains("Form"), "\(d.screen)")
        try d.toggle("Sounds")
        #expect(d.screen.contains("Text \"silent\""))
    }

    struct Badged: MenuStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Menu(configuration)
                Text("badge")
            }
        }
    }

    struct Sorting: View {
        @State private var order = "name"
        var body: some View {
            VStack {
                Menu("Sort") {
                    Button("By date") { order = "date" }
                    Button("By name") { order = "name" }
                }
                .menuStyle(Badged())
                Text("sorted by \(order)")
            }
        }
    }

    // Evidence: Apple docs, MenuStyle ("To configure the current menu style for a view hierarchy,
    // use the menuStyle(_:) modifier") and Menu.init(_:) ("Creates a menu based on a style
    // configuration ... to create an instance of the menu being styled").
    @Test func aMenuStyleWrapsTheMenuWhichStillOpensAndRunsItsItems() throws {
        let d = Driver(Sorting())
        #expect(d.screen.contains("Text \"badge\""), "\(d.screen)")
        try d.openMenu("Sort")
        try d.choose("By date")
        #expect(d.screen.contains("Text \"sorted by date\""), "\(d.screen)")
    }
}
