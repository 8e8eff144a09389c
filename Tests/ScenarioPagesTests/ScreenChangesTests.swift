import Testing
import Transcript

@testable import ScenarioPages

/// Issue #31: a step's screen marks what changed since the step before (text that changed, a
/// row that appeared), and says so in the device's description.
@Suite struct ScreenChangesTests {
    func list(_ rows: [String], count: String) -> Screen {
        Screen(layers: [ScreenLayer(kind: .main, nodes: [
            ScreenNode(kind: "VStack", role: .container, children: [
                ScreenNode(kind: "Text", role: .text, label: count),
                ScreenNode(kind: "List", role: .container, children: rows.map { ScreenNode(kind: "Text", role: .text, label: $0) }),
            ]),
        ])])
    }

    @Test func anInsertedRowIsMarkedAndTheRowsAfterItAreNot() {
        let changes = ScreenChanges(from: list(["Milk", "Eggs"], count: "2 items"), to: list(["Milk", "Bread", "Eggs"], count: "3 items"))
        #expect(changes.paths == [[0, 0, 0], [0, 0, 1, 1]])
    }

    @Test func theFirstScreenAndAScreenThatDidNotChangeMarkNothing() {
        #expect(ScreenChanges(from: nil, to: list(["Milk"], count: "1 item")).paths.isEmpty)
        #expect(ScreenChanges(from: list(["Milk"], count: "1 item"), to: list(["Milk"], count: "1 item")).paths.isEmpty)
    }

    /// A sheet that appeared is the change: its contents are not each outlined.
    @Test func aNewLayerIsNotMarkedNodeByNode() {
        var sheet = list(["Milk"], count: "1 item")
        sheet.layers.append(ScreenLayer(kind: .sheet, nodes: [ScreenNode(kind: "Text", role: .text, label: "Details")]))
        #expect(ScreenChanges(from: list(["Milk"], count: "1 item"), to: sheet).paths.isEmpty)
    }

    @Test func theDrawingOutlinesTheChangeAndNamesItForScreenReaders() {
        let html = DeviceFrameHTML.html(screen: list(["Milk", "Bread"], count: "2 items"), previous: list(["Milk"], count: "1 item"))
        #expect(html.contains("<span class=\"rf-changed rf-text\">2 items</span>"))
        #expect(html.contains("<span class=\"rf-changed rf-text\">Bread</span>"))
        #expect(html.contains("<span class=\"rf-text\">Milk</span>"))
        #expect(html.contains("; changed by this step: Text &quot;2 items&quot;, Text &quot;Bread&quot;\""))
    }
}
