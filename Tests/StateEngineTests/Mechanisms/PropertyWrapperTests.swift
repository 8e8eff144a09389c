import StateEngine
import Testing

/// User DynamicProperty, sub-bindings, custom modifiers' own state, AppStorage, navigation.
@Suite @MainActor struct PropertyWrapperTests {
    struct Doubled: DynamicProperty {
        @State private var base = 1
        private(set) var doubled = 0
        mutating func update() { doubled = base * 2 }
        func bump() { base += 1 }
    }

    struct UsesDoubled: View {
        var value = Doubled()
        var body: some View {
            Button("doubled \(value.doubled)") { value.bump() }
        }
    }

    // Evidence: Apple docs, DynamicProperty.update() ("SwiftUI calls this function before rendering a view's body").
    @Test func userDynamicPropertyIsInstalledAndUpdatedBeforeEachBody() throws {
        let d = Driver(UsesDoubled())
        #expect(d.screen.contains("doubled 2"))
        try d.tap("doubled 2")
        // The inner State was written but only update() read it, outside the body: SwiftUI
        // still re-evaluates because update() runs during the update and reads it.
        #expect(d.screen.contains("doubled 4"), "\(d.screen)")
    }

    struct Point { var x = 0; var y = 0 }

    struct XEditor: View {
        @Binding var x: Int
        var body: some View { Button("x \(x)") { x += 10 } }
    }

    struct PointOwner: View {
        @State private var point = Point()
        var body: some View {
            VStack {
                Text("point \(point.x),\(point.y)")
                XEditor(x: $point.x)
                XEditor(x: .constant(7))
            }
        }
    }

    // Evidence: Apple docs, Binding.subscript(dynamicMember:) and Binding.constant(_:) ("a binding to an immutable value").
    @Test func keyPathSubBindingWritesThroughAndConstantIgnoresWrites() throws {
        let d = Driver(PointOwner())
        try d.tap("x 0")
        #expect(d.screen.contains("point 10,0"))
        try d.tap("x 7")
        #expect(d.screen.contains("Button \"x 7\""))
    }

    struct Counted: ViewModifier {
        @State private var count = 0
        func body(content: Content) -> some View {
            HStack {
                content
                Button("count \(count)") { count += 1 }
            }
        }
    }

    struct Modified: View {
        @State private var title = "A"
        var body: some View {
            VStack {
                Text(title).modifier(Counted())
                Button("Rename") { title = "B" }
            }
        }
    }

    // Evidence: Apple docs, ViewModifier (a modifier may hold @State) and WWDC21 "Demystify SwiftUI" (identity).
    @Test func customModifierKeepsItsStateWhileItsContentChanges() throws {
        let d = Driver(Modified())
        try d.tap("count 0")
        try d.tap("Rename")
        #expect(d.screen.contains("Text \"B\""))
        #expect(d.screen.contains("count 1"))
    }

    struct StorageReader: View {
        @AppStorage("flag") private var flag = false
        var body: some View { Text("flag \(flag)") }
    }

    struct StorageWriter: View {
        @AppStorage("flag") private var flag = false
        var body: some View {
            VStack {
                StorageReader()
                Button("Set") { flag = true }
            }
        }
    }

    // Evidence: Apple docs, AppStorage (the view is invalidated on a change of the value in UserDefaults).
    @Test func appStorageUpdatesEveryHolderOfTheKey() throws {
        let d = Driver(StorageWriter())
        try d.tap("Set")
        #expect(d.screen.contains("flag true"))
    }

    struct Destination: View {
        init() { print("Destination init") }
        var body: some View { Text("destination") }
    }

    struct Navigator: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Go") { Destination() }
            }
        }
    }

    // Evidence: Apple docs, NavigationLink(destination:label:) (the destination is a view value built with the link; its body runs when shown).
    @Test func navigationDestinationIsBuiltEagerlyAndEvaluatedWhenPushed() throws {
        let d = Driver(Navigator())
        #expect(d.console == ["Destination init"])
        #expect(d.bodyCount(Destination.self) == 0)
        try d.tap("Go")
        #expect(d.bodyCount(Destination.self) == 1)
        #expect(d.screen.hasSuffix("navigation\n  Text \"destination\""), "\(d.screen)")
        try d.dismiss()
        #expect(!d.screen.contains("destination"))
    }
}
