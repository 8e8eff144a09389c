import StateEngine
import Testing

/// Outline rows expand into their children; custom containers read their content's sections.
@Suite @MainActor struct OutlineAndSectionContainerTests {
    struct Folder: Identifiable {
        let id: String
        var children: [Folder]? = nil
    }

    static let tree = [
        Folder(id: "Documents", children: [Folder(id: "Taxes", children: [Folder(id: "2025.pdf")]), Folder(id: "Notes.txt")]),
        Folder(id: "Readme.md"),
    ]

    /// Evidence: Apple docs "List(_:children:rowContent:)" (rows with children expand to show them; leaves have nil children).
    @Test func listWithChildrenExpandsRowByRow() throws {
        let d = Driver(List(Self.tree, children: \.children) { folder in Text(folder.id) })
        #expect(d.screen.contains("DisclosureGroup \"Documents\" collapsed"))
        #expect(d.screen.contains("Text \"Readme.md\""))
        #expect(!d.screen.contains("Taxes"))
        try d.tap("Documents")
        #expect(d.screen.contains("DisclosureGroup \"Taxes\" collapsed"))
        #expect(d.screen.contains("Text \"Notes.txt\""))
        #expect(!d.screen.contains("2025.pdf"))
        try d.tap("Taxes")
        #expect(d.screen.contains("Text \"2025.pdf\""))
    }

    /// Evidence: Apple docs "OutlineGroup" (computes views and disclosure groups from tree-structured data, from one root).
    @Test func outlineGroupFromOneRoot() throws {
        let d = Driver(VStack { OutlineGroup(Self.tree[0], id: \.id, children: \.children) { Text($0.id) } })
        #expect(d.screen.contains("DisclosureGroup \"Documents\" collapsed"))
        #expect(!d.screen.contains("Notes.txt"))
        try d.tap("Documents")
        #expect(d.screen.contains("Text \"Notes.txt\""))
    }

    struct Board<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            VStack {
                Group(sections: content) { sections in
                    Text("\(sections.count) sections")
                    ForEach(sections) { section in
                        if !section.header.isEmpty {
                            HStack { Text("Header:"); section.header }
                        }
                        Text("\(section.content.count) items")
                        section.content
                        section.footer
                    }
                }
            }
        }
    }

    /// Evidence: Apple docs "Group(sections:transform:)" (explicit sections keep header, content and footer; loose siblings form an implicit section).
    @Test func groupResolvesSectionsAndImplicitSections() throws {
        let d = Driver(Board {
            Text("Loose one")
            Text("Loose two")
            Section("Today") {
                Text("Standup")
                ForEach(["Review", "Lunch"], id: \.self) { Text($0) }
            }
            Section {
                Text("Gym")
            } footer: {
                Text("Optional")
            }
        })
        #expect(d.screen.contains("Text \"3 sections\""))
        #expect(d.screen.contains("Text \"2 items\""))
        #expect(d.screen.contains("Text \"Header:\""))
        #expect(d.screen.contains("Text \"Today\""))
        #expect(d.screen.contains("Text \"3 items\""))
        #expect(d.screen.contains("Text \"Lunch\""))
        #expect(d.screen.contains("Text \"Optional\""))
    }

    struct Sectioned<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            VStack {
                ForEach(sections: content) { section in
                    Text("\(section.content.count) in section")
                }
            }
        }
    }

    /// Evidence: Apple docs "ForEach(sections:content:)" and "SectionCollection" (at least one section).
    @Test func forEachOverSectionsShowsEachAndAtLeastOne() throws {
        let d = Driver(Sectioned {
            Section("A") { Text("1"); Text("2") }
            Section("B") { Text("3") }
        })
        #expect(d.screen.contains("Text \"2 in section\""))
        #expect(d.screen.contains("Text \"1 in section\""))
        let empty = Driver(Sectioned { EmptyView() })
        #expect(empty.screen.contains("Text \"0 in section\""))
    }
}
