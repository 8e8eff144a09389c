import StateEngine
import Testing

extension Phenomena {
    /// P01-P05, P14: which bodies a change re-evaluates depends on what the last evaluation
    /// read, and on which modifier closures ran during it.
    @Suite @MainActor struct ReadTracking {

        // MARK: P01 a body depends only on the State it read

        struct CounterNeverShown: View {
            @State private var taps = 10
            var body: some View {
                VStack {
                    let _ = print("update")
                    Text("Counter")
                    Button("Add one") {
                        taps += 1
                        print("taps now", taps)
                    }
                }
            }
        }

        struct CounterShown: View {
            @State private var taps = 10
            var body: some View {
                VStack {
                    let _ = print("update")
                    Text("taps = \(taps)")
                    Button("Add one") { taps += 1 }
                }
            }
        }

        @Test func P01_writtenButNeverReadStateDoesNotReevaluate() throws {
            let d = Driver(CounterNeverShown())
            for _ in 0..<3 { try d.tap("Add one") }
            #expect(printed(d, "update") == 1, "\(d.console)")
            #expect(d.bodyCount(CounterNeverShown.self) == 1)
            // The writes did happen: an action reads the live value.
            #expect(d.console.filter { $0.hasPrefix("taps now") }
                == ["taps now 11", "taps now 12", "taps now 13"])
        }

        @Test func P01_readStateReevaluatesOncePerChange() throws {
            let d = Driver(CounterShown())
            #expect(mainShows(d, "taps = 10"))
            for _ in 0..<3 { try d.tap("Add one") }
            #expect(printed(d, "update") == 4, "\(d.console)")
            #expect(d.bodyCount(CounterShown.self) == 4)
            #expect(mainShows(d, "taps = 13"), "\(d.screen)")
        }

        /// Reads the state only to decide a branch; nothing displays it until it passes 12.
        struct CounterReadInCondition: View {
            @State private var taps = 10
            var body: some View {
                VStack {
                    let _ = print("update")
                    if taps > 12 {
                        Text("many taps")
                    }
                    Button("Add one") { taps += 1 }
                }
            }
        }

        @Test func P01_readInAConditionIsAReadToo() throws {
            let d = Driver(CounterReadInCondition())
            for _ in 0..<3 { try d.tap("Add one") }
            #expect(printed(d, "update") == 4, "\(d.console)")
            #expect(mainShows(d, "many taps"), "\(d.screen)")
        }

        // MARK: P02 the was-read flag that dump shows

        struct FlagNeverRead: View {
            @State private var n = 1
            var body: some View {
                VStack {
                    Text("nothing here reads n")
                    Button("Dump") { dump(_n) }
                }
            }
        }

        struct FlagRead: View {
            @State private var n = 1
            var body: some View {
                VStack {
                    Text("n = \(n)")
                    Button("Dump") { dump(_n) }
                }
            }
        }

        /// The body never reads `n`; only a sheet does, once it is presented.
        struct FlagReadBySheet: View {
            @State private var n = 1
            @State private var show = false
            var body: some View {
                VStack {
                    Button("Dump") { dump(_n) }
                    Button("Present") {
                        show = true
                        // Later, so that the sheet has been built and has read n.
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { dump(_n) }
                    }
                }
                .sheet(isPresented: $show) {
                    Text("n = \(n)")
                }
            }
        }

        static func wasReadLines(_ d: Driver) -> [String] {
            d.console.filter { $0.contains("wasRead") }
        }

        @Test func P02_dumpShowsFlagFalseWhileNoBodyReadTheState() throws {
            let d = Driver(FlagNeverRead())
            try d.tap("Dump")
            let flags = Self.wasReadLines(d)
            #expect(!flags.isEmpty, "dump of a State shows its was-read flag: \(d.console)")
            #expect(flags.allSatisfy { $0.contains("wasRead: false") }, "\(flags)")
            // It also shows the stored value.
            #expect(d.console.contains { $0.contains("1") })
        }

        @Test func P02_dumpShowsFlagTrueOnceABodyReadTheState() throws {
            let d = Driver(FlagRead())
            try d.tap("Dump")
            let flags = Self.wasReadLines(d)
            #expect(!flags.isEmpty, "\(d.console)")
            #expect(flags.allSatisfy { $0.contains("wasRead: true") }, "\(flags)")
        }

        @Test func P02_flagTurnsTrueWhenAPresentedSheetReadsTheState() throws {
            let d = Driver(FlagReadBySheet())
            try d.tap("Dump")
            #expect(Self.wasReadLines(d).last?.contains("wasRead: false") == true, "\(d.console)")
            try d.tap("Present")
            d.advance(by: 0.5)
            #expect(presentedShows(d, "n = 1"), "\(d.screen)")
            #expect(Self.wasReadLines(d).last?.contains("wasRead: true") == true, "\(d.console)")
        }

        // MARK: P03 sheet and fullScreenCover content is built only on presentation

        struct ModalContent: View {
            init() { print("modal content init") }
            var body: some View {
                let _ = print("modal content body")
                Text("Inside the modal")
            }
        }

        struct SheetPresenter: View {
            @State private var show = false
            var body: some View {
                let _ = print("presenter body")
                VStack {
                    Button("Open") { show = true }
                }
                .sheet(isPresented: $show) { ModalContent() }
            }
        }

        struct CoverPresenter: View {
            @State private var show = false
            var body: some View {
                let _ = print("presenter body")
                VStack {
                    Button("Open") { show = true }
                }
                .fullScreenCover(isPresented: $show) { ModalContent() }
            }
        }

        @Test func P03_sheetContentIsNotBuiltWithThePresentersBody() throws {
            let d = Driver(SheetPresenter())
            #expect(d.console == ["presenter body"], "\(d.console)")
            #expect(d.bodyCount(ModalContent.self) == 0)
            #expect(!isPresented(d))
            try d.tap("Open")
            #expect(printed(d, "modal content init") >= 1, "\(d.console)")
            #expect(d.bodyCount(ModalContent.self) >= 1)
            #expect(presentedShows(d, "Inside the modal"), "\(d.screen)")
        }

        @Test func P03_fullScreenCoverContentIsBuiltOnlyOnPresentation() throws {
            let d = Driver(CoverPresenter())
            #expect(d.console == ["presenter body"], "\(d.console)")
            #expect(d.bodyCount(ModalContent.self) == 0)
            try d.tap("Open")
            #expect(printed(d, "modal content init") >= 1, "\(d.console)")
            #expect(presentedShows(d, "Inside the modal", in: "fullScreenCover"), "\(d.screen)")
            #expect(!mainShows(d, "Inside the modal"))
        }

        // MARK: P04 overlay/background are built with the body; alert/contextMenu are
        // called with it but evaluated only when shown

        struct Decoration: View {
            let name: String
            init(_ name: String) {
                self.name = name
                print("\(name) init")
            }
            var body: some View {
                let _ = print("\(name) body")
                Text(name)
            }
        }

        struct DecoratedText: View {
            var body: some View {
                Text("Base")
                    .overlay { Decoration("overlay") }
                    .background { Decoration("background") }
            }
        }

        struct AlertActions: View {
            init() { print("alert actions init") }
            var body: some View {
                Button("Understood") {}
            }
        }

        struct MenuItems: View {
            init() { print("menu items init") }
            var body: some View {
                Button("Copy") {}
            }
        }

        struct AlertAndMenuHost: View {
            @State private var asking = false
            var body: some View {
                VStack {
                    Button("Ask") { asking = true }
                    Text("Long press me")
                        .contextMenu { MenuItems() }
                }
                .alert("Heads up", isPresented: $asking) { AlertActions() }
            }
        }

        @Test func P04_overlayAndBackgroundAreEvaluatedWithTheBody() throws {
            let d = Driver(DecoratedText())
            for name in ["overlay", "background"] {
                #expect(printed(d, "\(name) init") == 1, "\(d.console)")
                #expect(printed(d, "\(name) body") == 1, "\(d.console)")
            }
            #expect(d.bodyCount(Decoration.self) == 2)
            #expect(mainShows(d, "Base") && mainShows(d, "overlay") && mainShows(d, "background"),
                    "\(d.screen)")
        }

        @Test func P04_alertAndContextMenuClosuresRunButTheirViewsWaitUntilShown() throws {
            let d = Driver(AlertAndMenuHost())
            #expect(printed(d, "alert actions init") == 1, "\(d.console)")
            #expect(printed(d, "menu items init") == 1, "\(d.console)")
            #expect(d.bodyCount(AlertActions.self) == 0)
            #expect(d.bodyCount(MenuItems.self) == 0)
            #expect(!d.screen.contains("Understood"))

            try d.tap("Ask")
            #expect(d.bodyCount(AlertActions.self) >= 1)
            #expect(d.bodyCount(MenuItems.self) == 0, "the menu was never shown")
            let alert = ScreenLayers(d.screen).presentation("alert")
            #expect(alert?.first == "alert \"Heads up\"", "\(d.screen)")
            #expect(alert?.contains { $0.contains("Button \"Understood\"") } == true, "\(d.screen)")
        }

        // MARK: P05 reading inside a sheet closure that has not run creates no dependency

        struct ReadsOnlyInSheet: View {
            @State private var n = 0
            @State private var show = false
            var body: some View {
                VStack {
                    Button("Increment") { n += 1 }
                }
                .sheet(isPresented: $show) {
                    Text("n = \(n)")
                }
            }
        }

        @Test func P05_unpresentedSheetClosureReadCreatesNoDependency() throws {
            let d = Driver(ReadsOnlyInSheet())
            try d.tap("Increment")
            try d.tap("Increment")
            #expect(d.bodyCount(ReadsOnlyInSheet.self) == 1)
            #expect(!isPresented(d))
        }

        // MARK: P14 holding an ObservableObject means updating on every objectWillChange

        final class Ticker: ObservableObject {
            @Published var ticks = 0
        }

        struct OwnsTicker: View {
            @StateObject private var ticker = Ticker()
            var body: some View {
                VStack {
                    Text("ticks are never shown")
                    Button("Tick") { ticker.ticks += 1 }
                    Button("Ping") { ticker.objectWillChange.send() }
                }
            }
        }

        struct ObservesTicker: View {
            @ObservedObject var ticker: Ticker
            var body: some View {
                VStack {
                    Text("ticks are never shown")
                    Button("Tick") { ticker.ticks += 1 }
                }
            }
        }

        struct PassesTicker: View {
            let ticker: Ticker
            var body: some View {
                VStack { ObservesTicker(ticker: ticker) }
            }
        }

        struct ReadsTickerFromEnvironment: View {
            @EnvironmentObject var ticker: Ticker
            var body: some View {
                VStack {
                    Text("ticks are never shown")
                    Button("Tick") { ticker.ticks += 1 }
                }
            }
        }

        struct ProvidesTicker: View {
            let ticker: Ticker
            var body: some View {
                VStack { ReadsTickerFromEnvironment() }
                    .environmentObject(ticker)
            }
        }

        @Test func P14_stateObjectHolderUpdatesOnEveryChangeItNeverReads() throws {
            let d = Driver(OwnsTicker())
            for _ in 0..<3 { try d.tap("Tick") }
            #expect(d.bodyCount(OwnsTicker.self) == 4)
            // objectWillChange alone, with no property changed, is enough.
            try d.tap("Ping")
            #expect(d.bodyCount(OwnsTicker.self) == 5)
        }

        @Test func P14_observedObjectHolderUpdatesOnEveryChangeItNeverReads() throws {
            let d = Driver(PassesTicker(ticker: Ticker()))
            for _ in 0..<3 { try d.tap("Tick") }
            #expect(d.bodyCount(ObservesTicker.self) == 4)
            #expect(d.bodyCount(PassesTicker.self) == 1, "the parent does not observe the object")
        }

        @Test func P14_environmentObjectHolderUpdatesOnEveryChangeItNeverReads() throws {
            let d = Driver(ProvidesTicker(ticker: Ticker()))
            for _ in 0..<3 { try d.tap("Tick") }
            #expect(d.bodyCount(ReadsTickerFromEnvironment.self) == 4)
            #expect(d.bodyCount(ProvidesTicker.self) == 1)
        }
    }
}
