import StateEngine
import Testing

/// Queues, timers, storage across relaunch, URLs and window preferences.
@Suite @MainActor struct RuntimeFamilyTests {
    struct Loader: View {
        @State private var status = "idle"
        var body: some View {
            VStack {
                Text(status)
                Button("Load") {
                    let group = DispatchGroup()
                    let parts = Collected()
                    for name in ["a", "b"] {
                        group.enter()
                        DispatchQueue.global().async {
                            DispatchQueue.main.async {
                                parts.names.append(name)
                                group.leave()
                            }
                        }
                    }
                    group.notify(queue: .main) { status = "loaded \(parts.names.joined())" }
                }
            }
        }
    }

    final class Collected: @unchecked Sendable { var names: [String] = [] }

    /// Evidence: Apple's DispatchGroup docs (notify runs once every enter is balanced).
    @Test func dispatchGroupNotifiesAfterEveryLeave() throws {
        let d = Driver(Loader())
        try d.tap("Load")
        #expect(d.screen.contains("Text \"loaded ab\""))
    }

    struct Clock: View {
        @State private var ticks = 0
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        var body: some View {
            Text("ticks \(ticks)").onReceive(timer) { _ in ticks += 1 }
        }
    }

    /// Evidence: Apple's Timer.publish(every:tolerance:on:in:options:) docs; the clock is the
    /// engine's virtual one.
    @Test func timerPublisherTicksOnTheVirtualClock() {
        let d = Driver(Clock())
        d.advance(by: 3)
        #expect(d.screen.contains("Text \"ticks 3\""))
    }

    struct Draft: View {
        @SceneStorage("draft") private var draft = ""
        @AppStorage("count") private var count = 0
        @State private var local = 0
        var body: some View {
            VStack {
                TextField("Draft", text: $draft)
                Button("Count \(count) local \(local)") { count += 1; local += 1 }
            }
        }
    }

    /// Evidence: Apple's SceneStorage and AppStorage docs (restored with the scene / kept in
    /// defaults); @State starts over with the new view hierarchy.
    @Test func relaunchKeepsStorageButNotState() throws {
        let d = Driver(Draft())
        try d.type("hello", into: "Draft")
        try d.tap("Count 0 local 0")
        d.relaunch()
        #expect(d.screen.contains("TextField \"Draft\" \"hello\""))
        #expect(d.screen.contains("Button \"Count 1 local 0\""))
    }

    struct DeepLinks: View {
        @State private var opened = "none"
        var body: some View {
            VStack {
                Text("opened \(opened)")
                Link("Docs", destination: URL(string: "https://example.org/docs")!)
            }
            .onOpenURL { opened = $0.path }
            .preferredColorScheme(.dark)
        }
    }

    struct SchemeReader: View {
        @Environment(\.colorScheme) private var scheme
        var body: some View { Text("scheme \(scheme)") }
    }

    /// Evidence: Apple's onOpenURL(perform:) and OpenURLAction docs; preferredColorScheme
    /// applies to the whole window.
    @Test func urlsReachOnOpenURLAndTheWindowTakesThePreferredScheme() throws {
        let d = Driver(VStack { DeepLinks(); SchemeReader() })
        #expect(d.screen.contains("Text \"scheme dark\""))
        try d.open(url: "myapp://notes/42")
        #expect(d.screen.contains("Text \"opened /42\""))
        try d.tap("Docs")
        #expect(d.lines(of: [.presentation]).contains("system opens URL https://example.org/docs"))
    }

    struct Feed: View {
        @State private var items = ["one"]
        @State private var query = ""
        var body: some View {
            NavigationStack {
                List(items.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
                    .searchable(text: $query)
                    .refreshable {
                        try? await Task.sleep(for: .seconds(1))
                        items.append("two")
                    }
            }
        }
    }

    /// Evidence: Apple's refreshable(action:) docs (the indicator stays while the async action
    /// runs) and searchable docs.
    @Test func refreshRunsOnTheVirtualClockAndSearchFilters() throws {
        let d = Driver(Feed())
        try d.refresh()
        #expect(d.screen.contains("Text \"two\""))
        try d.type("tw", into: "Search")
        #expect(!d.screen.contains("Text \"one\""))
    }

    struct Gate: View {
        @State private var show = false
        var body: some View {
            Button("Open") { show = true }
                .sheet(isPresented: $show) {
                    Text("locked").interactiveDismissDisabled()
                }
        }
    }

    /// Evidence: Apple's interactiveDismissDisabled(_:) docs.
    @Test func interactiveDismissDisabledStopsTheUsersDismissal() throws {
        let d = Driver(Gate())
        try d.tap("Open")
        #expect(throws: Driver.Failure.self) { try d.dismiss() }
        #expect(d.screen.contains("Text \"locked\""))
    }
}

/// The device a scenario runs on: an iPhone in portrait, in the foreground (rule
/// iphone-portrait-environment in docs/ENGINE-RULES.md); a step can change each value, and only
/// its readers re-run. Evidence for re-running readers only: Apple docs, "Environment".
@Suite @MainActor struct DeviceEnvironmentTests {
    struct PhaseReader: View {
        @Environment(\.scenePhase) private var phase
        @Environment(\.horizontalSizeClass) private var width
        var body: some View {
            Text("phase \(String(describing: phase)) width \(String(describing: width!))")
                .onChange(of: phase) { old, new in print("phase \(old) -> \(new)") }
        }
    }

    struct Bystander: View {
        var body: some View { Text("bystander") }
    }

    struct Screen: View {
        var body: some View {
            VStack {
                PhaseReader()
                Bystander()
            }
        }
    }

    @Test func defaultsAreAnActivePortraitIPhoneAndAStepCanChangeThem() throws {
        let d = Driver(Screen())
        #expect(d.screen.contains("phase active width compact"))
        d.setEnvironment(\.scenePhase, .background)
        #expect(d.screen.contains("phase background width compact"))
        #expect(d.console.contains("phase active -> background"), "\(d.console)")
        #expect(d.bodyCount(PhaseReader.self) == 2)
        #expect(d.bodyCount(Bystander.self) == 1)
    }
}
