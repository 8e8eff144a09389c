import StateEngine
import Testing

extension Phenomena {
    /// P06-P13: a sheet built from a closure captured by a body that never read the value
    /// shows that value as it was at the capture, and the ways out of it.
    @Suite @MainActor struct StaleSheet {

        // MARK: P06 the stale capture, and its cure by reading n in the body

        struct PresenterIgnoringN: View {
            @State private var n = 1
            @State private var show = false
            var body: some View {
                VStack {
                    Button("Set n = 2") {
                        n = 2
                        show = true
                    }
                }
                .sheet(isPresented: $show) {
                    VStack {
                        let _ = print("sheet content")
                        Text("n = \(n)")
                        Button("Close") {
                            show = false
                            print("n seen by Close:", n)
                        }
                    }
                }
            }
        }

        struct PresenterShowingN: View {
            @State private var n = 1
            @State private var show = false
            var body: some View {
                VStack {
                    Text("n = \(n)")
                    Button("Set n = 2") {
                        n = 2
                        show = true
                    }
                }
                .sheet(isPresented: $show) {
                    VStack {
                        Text("n = \(n)")
                        Button("Close") {
                            show = false
                            print("n seen by Close:", n)
                        }
                    }
                }
            }
        }

        @Test func P06_sheetShowsStaleValueWhenPresenterNeverReadsIt() throws {
            let d = Driver(PresenterIgnoringN())
            try d.tap("Set n = 2")
            #expect(presentedShows(d, "n = 1"), "\(d.screen)")
            #expect(!presentedShows(d, "n = 2"))
            #expect(d.bodyCount(PresenterIgnoringN.self) == 1)
            // An action reads the live value even though the sheet displays the old one.
            try d.tap("Close")
            #expect(d.console.contains("n seen by Close: 2"), "\(d.console)")
            #expect(!isPresented(d), "Close sets show = false: \(d.screen)")
        }

        @Test func P06_sheetShowsNewValueWhenPresenterReadsIt() throws {
            let d = Driver(PresenterShowingN())
            try d.tap("Set n = 2")
            #expect(presentedShows(d, "n = 2"), "\(d.screen)")
            #expect(mainShows(d, "n = 2"))
            #expect(d.bodyCount(PresenterShowingN.self) == 2)
            try d.tap("Close")
            #expect(d.console.contains("n seen by Close: 2"), "\(d.console)")
        }

        /// The same capture through a full-screen cover.
        struct CoverIgnoringN: View {
            @State private var n = 1
            @State private var show = false
            var body: some View {
                VStack {
                    Button("Set n = 2") {
                        n = 2
                        show = true
                    }
                }
                .fullScreenCover(isPresented: $show) {
                    VStack {
                        Text("n = \(n)")
                        Button("Close") {
                            show = false
                            print("n seen by Close:", n)
                        }
                    }
                }
            }
        }

        @Test func P06_fullScreenCoverShowsTheSameStaleValue() throws {
            let d = Driver(CoverIgnoringN())
            try d.tap("Set n = 2")
            #expect(presentedShows(d, "n = 1", in: "fullScreenCover"), "\(d.screen)")
            try d.tap("Close")
            #expect(d.console.contains("n seen by Close: 2"), "\(d.console)")
        }

        // MARK: P07 passing $show does not make the presenter depend on show

        struct BindingOnlyPresenter: View {
            @State private var show = false
            var body: some View {
                VStack {
                    Button("Present") { show = true }
                }
                .sheet(isPresented: $show) {
                    Text("Presented")
                }
            }
        }

        struct ShowReadingPresenter: View {
            @State private var show = false
            var body: some View {
                VStack {
                    Text(show ? "showing" : "hidden")
                    Button("Present") { show = true }
                }
                .sheet(isPresented: $show) {
                    Text("Presented")
                }
            }
        }

        @Test func P07_presentingThroughABindingDoesNotReevaluateThePresenter() throws {
            let d = Driver(BindingOnlyPresenter())
            try d.tap("Present")
            #expect(presentedShows(d, "Presented"), "\(d.screen)")
            #expect(d.bodyCount(BindingOnlyPresenter.self) == 1)
        }

        @Test func P07_aPresenterThatReadsShowIsReevaluated() throws {
            let d = Driver(ShowReadingPresenter())
            try d.tap("Present")
            #expect(presentedShows(d, "Presented"), "\(d.screen)")
            #expect(mainShows(d, "showing"))
            #expect(d.bodyCount(ShowReadingPresenter.self) == 2)
        }

        // MARK: P08 presented content is its own tree but inherits the environment

        struct GreetingKey: EnvironmentKey {
            static let defaultValue = "no greeting"
        }

        struct GreetingReader: View {
            @Environment(\.phenomenaGreeting) private var greeting
            @Environment(\.colorScheme) private var colorScheme
            var body: some View {
                VStack {
                    Text("greeting: \(greeting)")
                    Text(colorScheme == .dark ? "appearance: dark" : "appearance: light")
                }
            }
        }

        struct EnvironmentPresenter: View {
            @State private var show = false
            var body: some View {
                VStack {
                    Button("Present") { show = true }
                }
                .sheet(isPresented: $show) { GreetingReader() }
                .environment(\.phenomenaGreeting, "hello from the presenter")
            }
        }

        @Test func P08_sheetIsASeparateLayerThatReceivesThePresentersEnvironment() throws {
            let d = Driver(EnvironmentPresenter(), environment: { $0.colorScheme = .dark })
            try d.tap("Present")
            let layers = ScreenLayers(d.screen)
            #expect(presentedShows(d, "greeting: hello from the presenter"), "\(d.screen)")
            #expect(presentedShows(d, "appearance: dark"), "\(d.screen)")
            #expect(!ScreenLayers.shows(layers.main, "greeting: hello from the presenter"),
                    "the sheet is not a branch of the presenter's tree: \(d.screen)")
            // Later environment changes reach the presented tree too.
            d.setEnvironment(\.colorScheme, .light)
            #expect(presentedShows(d, "appearance: light"), "\(d.screen)")
        }

        // MARK: P09 linking in the same update as the change does not refresh the sheet

        @Test func P09_sheetLinkedInTheSameUpdateStaysStale() throws {
            let d = Driver(PresenterIgnoringN())
            try d.tap("Set n = 2")
            let evaluations = printed(d, "sheet content")
            #expect(evaluations >= 1)
            d.runUntilIdle()
            d.advance(by: 1)
            #expect(presentedShows(d, "n = 1"), "\(d.screen)")
            #expect(printed(d, "sheet content") == evaluations,
                    "nothing changed after the sheet linked n: \(d.console)")
        }

        // MARK: P10 onChange(of:) or id(_:) create the dependency without showing n

        struct PresenterWatchingN: View {
            @State private var n = 1
            @State private var show = false
            var body: some View {
                VStack {
                    Button("Set n = 2") {
                        n = 2
                        show = true
                    }
                    .onChange(of: n) { _ in }
                }
                .sheet(isPresented: $show) {
                    Text("n = \(n)")
                }
            }
        }

        struct PresenterIdentifyingByN: View {
            @State private var n = 1
            @State private var show = false
            var body: some View {
                VStack {
                    Button("Set n = 2") {
                        n = 2
                        show = true
                    }
                    .id(n)
                }
                .sheet(isPresented: $show) {
                    Text("n = \(n)")
                }
            }
        }

        struct PresenterWatchingNWithOldAndNew: View {
            @State private var n = 1
            @State private var show = false
            var body: some View {
                VStack {
                    Button("Set n = 2") {
                        n = 2
                        show = true
                    }
                }
                .onChange(of: n) { old, new in print("n went from \(old) to \(new)") }
                .sheet(isPresented: $show) {
                    Text("n = \(n)")
                }
            }
        }

        @Test func P10_twoParameterOnChangeAlsoMakesTheSheetCurrent() throws {
            let d = Driver(PresenterWatchingNWithOldAndNew())
            try d.tap("Set n = 2")
            #expect(presentedShows(d, "n = 2"), "\(d.screen)")
            #expect(d.console.contains("n went from 1 to 2"), "\(d.console)")
        }

        @Test func P10_onChangeOfNMakesTheSheetCurrent() throws {
            let d = Driver(PresenterWatchingN())
            try d.tap("Set n = 2")
            #expect(presentedShows(d, "n = 2"), "\(d.screen)")
            #expect(d.bodyCount(PresenterWatchingN.self) == 2)
        }

        @Test func P10_idOfNMakesTheSheetCurrent() throws {
            let d = Driver(PresenterIdentifyingByN())
            try d.tap("Set n = 2")
            #expect(presentedShows(d, "n = 2"), "\(d.screen)")
            #expect(d.bodyCount(PresenterIdentifyingByN.self) == 2)
        }

        // MARK: P11 the value in an ObservableObject held by @StateObject

        final class Counter: ObservableObject {
            @Published var n = 1
        }

        struct PresenterOwningModel: View {
            @StateObject private var model = Counter()
            @State private var show = false
            var body: some View {
                VStack {
                    Button("Set n = 2") {
                        model.n = 2
                        show = true
                    }
                }
                .sheet(isPresented: $show) {
                    Text("n = \(model.n)")
                }
            }
        }

        @Test func P11_stateObjectModelReevaluatesPresenterAndSheetIsCurrent() throws {
            let d = Driver(PresenterOwningModel())
            try d.tap("Set n = 2")
            #expect(presentedShows(d, "n = 2"), "\(d.screen)")
            #expect(d.bodyCount(PresenterOwningModel.self) == 2,
                    "objectWillChange re-evaluates the holder although its body reads nothing")
        }

        // MARK: P12 a Binding handed to the sheet's content reads the current value

        struct BoundSheetContent: View {
            @Binding var n: Int
            @Binding var show: Bool
            var body: some View {
                VStack {
                    Text("n = \(n)")
                    Button("Close") { show = false }
                }
            }
        }

        struct PresenterPassingBinding: View {
            @State private var n = 1
            @State private var show = false
            var body: some View {
                VStack {
                    Button("Set n = 2") {
                        n = 2
                        show = true
                    }
                }
                .sheet(isPresented: $show) {
                    BoundSheetContent(n: $n, show: $show)
                }
            }
        }

        @Test func P12_bindingToTheSheetContentShowsTheCurrentValue() throws {
            let d = Driver(PresenterPassingBinding())
            try d.tap("Set n = 2")
            #expect(presentedShows(d, "n = 2"), "\(d.screen)")
            #expect(d.bodyCount(PresenterPassingBinding.self) == 1,
                    "handing out $n is not a read")
        }

        // MARK: P13 a write deferred until after the sheet linked n refreshes it

        struct PresenterDeferringWrite: View {
            @State private var n = 1
            @State private var show = false
            var body: some View {
                VStack {
                    Button("Set n = 2") {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) { n = 2 }
                        show = true
                    }
                }
                .sheet(isPresented: $show) {
                    VStack {
                        let _ = print("sheet content")
                        Text("n = \(n)")
                    }
                }
            }
        }

        @Test func P13_deferredWriteRefreshesTheLinkedSheet() throws {
            let d = Driver(PresenterDeferringWrite())
            try d.tap("Set n = 2")
            // The write is still pending when the sheet is first built.
            #expect(presentedShows(d, "n = 1"), "\(d.screen)")
            let before = printed(d, "sheet content")
            d.advance(by: 0.5)
            #expect(presentedShows(d, "n = 2"), "\(d.screen)")
            #expect(printed(d, "sheet content") > before, "the sheet re-evaluated: \(d.console)")
        }
    }
}

extension EnvironmentValues {
    var phenomenaGreeting: String {
        get { self[Phenomena.StaleSheet.GreetingKey.self] }
        set { self[Phenomena.StaleSheet.GreetingKey.self] = newValue }
    }
}
