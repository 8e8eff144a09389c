import StateEngine
import Testing

private struct HighlightKey: ContainerValueKey { static let defaultValue = false }

extension ContainerValues {
    fileprivate var isHighlighted: Bool {
        get { self[HighlightKey.self] }
        set { self[HighlightKey.self] = newValue }
    }
}

/// Custom containers (iOS 18) resolve their content into subviews and read container values.
@Suite @MainActor struct CustomContainerTests {
    /// Numbers its subviews and stars the highlighted ones.
    struct Board<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            VStack {
                Group(subviews: content) { subviews in
                    Text("\(subviews.count) cards")
                    ForEach(subviews) { subview in
                        HStack {
                            if subview.containerValues.isHighlighted { Text("★") }
                            subview
                        }
                    }
                }
            }
        }
    }

    struct Counter: View {
        let name: String
        @State private var count = 0
        var body: some View { Button("\(name) \(count)") { count += 1 } }
    }

    struct Deck: View {
        @State private var names = ["Ace", "King"]
        @State private var showJoker = false
        var body: some View {
            VStack {
                Button("Add Queen") { names.append("Queen") }
                Button("Joker") { showJoker.toggle() }
                Board {
                    Text("Title")
                    ForEach(names, id: \.self) { name in
                        Counter(name: name)
                    }
                    .containerValue(\.isHighlighted, true)
                    if showJoker { Text("Joker card") }
                }
            }
        }
    }

    // Evidence: WWDC24 "Demystify SwiftUI containers" (a ForEach resolves into one subview per
    // element, an `if` into the views it shows; a container value set on a ForEach reaches each
    // of its subviews) and Apple docs "Group(subviews:transform:)", "ContainerValues".
    @Test func contentResolvesIntoSubviewsWithTheirValues() throws {
        let d = Driver(Deck())
        #expect(d.screen.contains("3 cards"), "\(d.screen)")
        #expect(d.screen.contains("Ace 0"))
        let stars = d.screen.components(separatedBy: "★").count - 1
        #expect(stars == 2, "\(d.screen)")
        try d.tap("Joker")
        #expect(d.screen.contains("4 cards"))
        #expect(d.screen.contains("Joker card"))
    }

    // Evidence: WWDC24 "Demystify SwiftUI containers" (subviews keep the identity of the views
    // they come from): a counter's state stays with its element when another is added.
    @Test func subviewsKeepTheirIdentity() throws {
        let d = Driver(Deck())
        try d.tap("King 0")
        try d.tap("King 1")
        try d.tap("Add Queen")
        #expect(d.screen.contains("King 2"), "\(d.screen)")
        #expect(d.screen.contains("Queen 0"))
        #expect(d.screen.contains("4 cards"))
    }

    struct Numbered<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            VStack {
                ForEach(subviews: content) { subview in
                    subview.padding()
                }
            }
        }
    }

    // Evidence: Apple docs "ForEach(subviews:content:)" (one view for each resolved subview).
    @Test func forEachOverSubviewsShowsEach() {
        let d = Driver(Numbered {
            Text("One")
            Group {
                Text("Two")
                Text("Three")
            }
            EmptyView()
        })
        #expect(d.screen.contains("One"))
        #expect(d.screen.contains("Two"))
        #expect(d.screen.contains("Three"))
    }
}
