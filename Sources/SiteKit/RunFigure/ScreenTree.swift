/// The engine's screen text tree (`VStack` / `  Text "n = 1"` / `sheet` ...) read back into
/// nodes, so a run figure can draw it as a small device.
struct ScreenNode: Hashable, Sendable {
    /// The first word: `VStack`, `Text`, `Button`, `Toggle`, `sheet`, `alert`, ...
    var kind: String
    /// The quoted label, unquoted; nil when the line has none.
    var label: String?
    /// Whatever follows the label (`on` for a toggle).
    var suffix: String
    var children: [ScreenNode]

    static let layerKinds: Set<String> = ["sheet", "fullScreenCover", "alert", "popover", "confirmationDialog"]

    var isLayer: Bool { Self.layerKinds.contains(kind) }

    /// Top-level nodes in order: the main tree, then presentation layers.
    static func parse(_ lines: [String]) -> [ScreenNode] {
        var roots: [ScreenNode] = []
        // Path of indices from the root to the last node at each depth.
        var stack: [(depth: Int, path: [Int])] = []
        for raw in lines {
            let spaces = raw.prefix { $0 == " " }.count
            let depth = spaces / 2
            let node = parseLine(String(raw.dropFirst(spaces)))
            while let last = stack.last, last.depth >= depth { stack.removeLast() }
            if let parent = stack.last {
                let path = parent.path
                let index = insert(node, at: path, in: &roots)
                stack.append((depth, path + [index]))
            } else {
                roots.append(node)
                stack.append((depth, [roots.count - 1]))
            }
        }
        return roots
    }

    private static func insert(_ node: ScreenNode, at path: [Int], in roots: inout [ScreenNode]) -> Int {
        func go(_ nodes: inout [ScreenNode], _ path: ArraySlice<Int>) -> Int {
            let first = path.first!
            if path.count == 1 {
                nodes[first].children.append(node)
                return nodes[first].children.count - 1
            }
            return go(&nodes[first].children, path.dropFirst())
        }
        return go(&roots, path[...])
    }

    static func parseLine(_ line: String) -> ScreenNode {
        let kind = String(line.prefix { $0 != " " })
        var rest = line.dropFirst(kind.count).drop { $0 == " " }
        var label: String?
        if rest.first == "\"" {
            var text = ""
            var index = rest.index(after: rest.startIndex)
            var closed = false
            while index < rest.endIndex {
                let character = rest[index]
                if character == "\\", rest.index(after: index) < rest.endIndex {
                    let next = rest[rest.index(after: index)]
                    text.append(next == "n" ? "\n" : next)
                    index = rest.index(index, offsetBy: 2)
                    continue
                }
                if character == "\"" {
                    closed = true
                    index = rest.index(after: index)
                    break
                }
                text.append(character)
                index = rest.index(after: index)
            }
            label = text
            rest = closed ? rest[index...].drop { $0 == " " } : ""
        }
        return ScreenNode(kind: kind, label: label, suffix: String(rest), children: [])
    }
}
