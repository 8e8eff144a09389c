import StateEngine
import Testing

/// One or more tests per observed SwiftUI behaviour P01-P33 (docs/PHENOMENA.md).
///
/// Every expectation is what real SwiftUI shows, prints or evaluates; none is read off the
/// engine. Serialized because the engine may keep process-wide state (virtual clock, queue).
@Suite(.serialized) struct Phenomena {}

// Helpers live inside `Phenomena` so they cannot clash with other tests in this module.
extension Phenomena {
    /// The rendered screen split into its top-level layers: the main tree first, then one
    /// layer per presentation (`sheet`, `fullScreenCover`, `alert "Title"`).
    struct ScreenLayers {
        /// Each layer's lines, indentation relative to the layer's title line.
        let layers: [[String]]

        init(_ screen: String) {
            let lines = screen.split(separator: "\n").map(String.init)
                .filter { !$0.allSatisfy { $0 == " " } }
            let base = lines.map { $0.prefix { $0 == " " }.count }.min() ?? 0
            var layers: [[String]] = []
            for line in lines {
                let relative = String(line.dropFirst(base))
                if relative.first != " " || layers.isEmpty {
                    layers.append([relative])
                } else {
                    layers[layers.count - 1].append(relative)
                }
            }
            self.layers = layers
        }

        static let presentationKinds = ["sheet", "fullScreenCover", "alert", "confirmationDialog"]

        static func isPresentation(_ layer: [String]) -> Bool {
            guard let title = layer.first else { return false }
            return presentationKinds.contains { title == $0 || title.hasPrefix($0 + " ") }
        }

        /// Everything before the first presentation: a root may render as several lines
        /// at the top level (a modified view with a background and an overlay, say).
        var main: [String] {
            Array(layers.prefix { !Self.isPresentation($0) }.joined())
        }

        /// The topmost presentation layer whose title starts with `kind`, if one is shown.
        func presentation(_ kind: String) -> [String]? {
            layers.last { Self.isPresentation($0) && $0.first?.hasPrefix(kind) == true }
        }

        /// Whether some line of `layer`, ignoring indentation, is exactly `Text "<text>"`.
        static func shows(_ layer: [String], _ text: String) -> Bool {
            layer.contains { $0.drop { $0 == " " } == "Text \"\(text)\"" }
        }
    }

    /// Whether the main tree (not a presentation) shows `Text "<text>"`.
    static func mainShows(_ d: Driver, _ text: String) -> Bool {
        ScreenLayers.shows(ScreenLayers(d.screen).main, text)
    }

    /// Whether a presentation of this kind is on screen and shows `Text "<text>"`.
    static func presentedShows(_ d: Driver, _ text: String, in kind: String = "sheet") -> Bool {
        guard let layer = ScreenLayers(d.screen).presentation(kind) else { return false }
        return ScreenLayers.shows(layer, text)
    }

    /// Whether a presentation of this kind is on screen.
    static func isPresented(_ d: Driver, _ kind: String = "sheet") -> Bool {
        ScreenLayers(d.screen).presentation(kind) != nil
    }

    /// How many console lines equal `line` exactly.
    static func printed(_ d: Driver, _ line: String) -> Int {
        d.console.filter { $0 == line }.count
    }
}
