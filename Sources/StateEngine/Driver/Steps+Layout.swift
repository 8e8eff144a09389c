import Foundation
import Transcript

/// Layout steps: they read the frames the layout pass gave the views on screen (device
/// iPhone 16, 393 x 852 points; Layout/Device.swift). Only these steps render frames, so the
/// screens of every other step read as they always have.
extension Driver {
    /// A view on screen that shows a label, with its frame.
    struct FramedView {
        let label: String
        let texts: [String]
        let layer: Int
        let frame: ScreenFrame
    }

    /// Views with a label and a frame, outermost first; a view inside one with the same label
    /// (a button's text) is the same target and is left out.
    func framedViews() -> [FramedView] {
        let screen = renderScreen(withFrames: true).screen
        var views: [FramedView] = []
        func collect(_ node: ScreenNode, layer: Int, outerLabels: Set<String>) {
            var labels = outerLabels
            if let label = node.label, let frame = node.frame, !outerLabels.contains(label) {
                views.append(FramedView(label: label, texts: [], layer: layer, frame: frame))
                labels.insert(label)
            }
            for child in node.children { collect(child, layer: layer, outerLabels: labels) }
        }
        for (index, layer) in screen.layers.enumerated() {
            for node in layer.nodes { collect(node, layer: index, outerLabels: []) }
        }
        return views
    }

    /// The frame of the view labelled `label`, found by the rule `tap` uses (the topmost layer
    /// that shows it; missing or ambiguous labels fail with what is on screen).
    public func frame(of label: String) throws -> ScreenFrame {
        let view = try pick(label, what: "view", among: framedViews(), label: \.label, texts: \.texts, layer: \.layer, isEnabled: { _ in true })
        return view.frame
    }

    /// The screen's views with their frames, one per line, indented like the screen.
    public func framesDescription() -> String {
        let screen = renderScreen(withFrames: true).screen
        var lines: [String] = []
        func append(_ node: ScreenNode, depth: Int) {
            var line = String(repeating: "  ", count: depth) + node.kind
            if let label = node.label { line += " " + quoted(label) }
            if let frame = node.frame { line += ": " + frame.text }
            lines.append(line)
            for child in node.children { append(child, depth: depth + 1) }
        }
        for layer in screen.layers {
            if layer.kind != .main { lines.append("[\(layer.kind.rawValue)]") }
            for node in layer.nodes { append(node, depth: 0) }
        }
        return lines.joined(separator: "\n")
    }
}

/// Checks the frame of the view labelled `label` (found as `tap` finds its target): each
/// dimension given must be within `tolerance` points (default 0.5: half a point, below what a
/// screen shows) of the frame. x and y are in screen points from the top leading corner.
public func expectFrame(_ label: String, x: Double? = nil, y: Double? = nil, width: Double? = nil, height: Double? = nil,
                        tolerance: Double = 0.5, file: String = #file, line: Int = #line) {
    let driver = scenarioDriver("expectFrame")
    let expected = [("x", x), ("y", y), ("width", width), ("height", height)].compactMap { name, value in value.map { (name, $0) } }
    let wanted = expected.map { "\($0.0) \(ScreenFrame.format($0.1))" }.joined(separator: ", ")
    do {
        let frame = try driver.frame(of: label)
        let actual = ["x": frame.x, "y": frame.y, "width": frame.width, "height": frame.height]
        let passed = expected.allSatisfy { abs(actual[$0.0]! - $0.1) <= tolerance }
        assertion(passed, .frame(label: label, wanted: wanted, found: .frame(frame)), file: file, line: line)
    } catch let failure as Driver.Failure {
        assertion(false, .frame(label: label, wanted: wanted, found: .problem(String(failure.message.split(separator: "\n").first ?? ""))), file: file, line: line)
    } catch {
        assertion(false, .frame(label: label, wanted: wanted, found: .problem("\(error)")), file: file, line: line)
    }
}

/// Prints the screen's views with their frames to the console.
public func printFrames() {
    print(scenarioDriver("printFrames").framesDescription())
}
