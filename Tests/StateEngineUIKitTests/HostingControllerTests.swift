import StateEngine
import StateEngineUIKit
import Testing

/// A SwiftUI view hosted in UIKit with `UIHostingController`, inside a representable.
@Suite @MainActor struct HostingControllerTests {
    struct Counter: View {
        let title: String
        @State private var taps = 0
        var body: some View {
            VStack {
                Text("\(title): \(taps)")
                Button("Tap") { taps += 1 }
            }
        }
    }

    final class Panel: UIViewController {
        let host = UIHostingController(rootView: Counter(title: "first"))
        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(host)
            view.addSubview(host.view)
            host.didMove(toParent: self)
        }
    }

    struct PanelBridge: UIViewControllerRepresentable {
        let title: String
        let showsHost: Bool
        func makeUIViewController(context: Context) -> Panel { Panel() }
        func updateUIViewController(_ panel: Panel, context: Context) {
            panel.host.rootView = Counter(title: title)
            panel.host.view.isHidden = !showsHost
        }
    }

    struct Screen: View {
        @State private var title = "first"
        @State private var showsHost = true
        var body: some View {
            VStack {
                PanelBridge(title: title, showsHost: showsHost)
                Button("Rename") { title = "second" }
                Button("Hide") { showsHost = false }
                Button("Show") { showsHost = true }
            }
        }
    }

    // Evidence: Apple docs, UIHostingController ("manages a SwiftUI view hierarchy"; rootView)
    // and WWDC22 "Use SwiftUI with UIKit" (the hosted view keeps its state while the rootView
    // is replaced with new data).
    @Test func theHostedViewRunsAndKeepsItsStateAcrossANewRootView() throws {
        let d = Driver(Screen())
        #expect(d.screen.contains("Text \"first: 0\""), "\(d.screen)")
        try d.tap("Tap")
        #expect(d.screen.contains("Text \"first: 1\""))
        try d.tap("Rename")
        #expect(d.screen.contains("Text \"second: 1\""), "\(d.screen)")
    }

    // Evidence: Apple docs, UIHostingController (the controller manages its SwiftUI hierarchy
    // for as long as it lives) and UIView.isHidden ("A hidden view disappears from its window"):
    // hidden, the hosted view shows nothing; shown again, its state is what it was.
    @Test func aHiddenHostShowsNothingAndKeepsItsState() throws {
        let d = Driver(Screen())
        try d.tap("Tap")
        try d.tap("Hide")
        #expect(!d.screen.contains("first"), "\(d.screen)")
        try d.tap("Show")
        #expect(d.screen.contains("Text \"first: 1\""), "\(d.screen)")
    }
}
