import SiteKit
import Transcript

/// What a step changed on screen: the nodes of its screen that the previous step's screen did
/// not have, found by matching each container's children in order (a longest common
/// subsequence), so a row inserted in a list marks that row and not every row after it.
///
/// A node is named by its path: the layer's index, then child indices. A changed node is
/// marked as a whole; inside a layer that was not there before nothing is marked (the layer
/// appearing is the change), and a first screen has nothing to compare with.
struct ScreenChanges {
    private(set) var paths: Set<[Int]> = []

    init(from previous: Screen?, to screen: Screen) {
        guard let previous else { return }
        for (index, layer) in screen.layers.enumerated() where index < previous.layers.count && previous.layers[index].kind == layer.kind {
            compare(previous.layers[index].nodes, layer.nodes, at: [index])
        }
    }

    func contains(_ path: [Int]) -> Bool { paths.contains(path) }

    /// What must be equal for a node to be the same one: a container by its kind (its
    /// children are compared in turn), anything else by everything it shows.
    private struct Signature: Equatable {
        var kind: String
        var shown: ScreenNode?

        init(_ node: ScreenNode) {
            kind = node.kind
            shown = node.role == .container ? nil : ScreenNode(kind: node.kind, role: node.role, label: node.label, detail: node.detail,
                                                               children: node.children, look: node.look)
        }
    }

    private mutating func compare(_ old: [ScreenNode], _ new: [ScreenNode], at path: [Int]) {
        // Past the size a table can hold, nodes are matched by position.
        let matches = CommonSubsequence.matches(old.map(Signature.init), new.map(Signature.init))
            ?? zip(old.indices, new.indices).filter { Signature(old[$0]) == Signature(new[$1]) }
        for (before, after) in matches where new[after].role == .container {
            compare(old[before].children, new[after].children, at: path + [after])
        }
        let matched = Set(matches.map(\.1))
        for index in new.indices where !matched.contains(index) { paths.insert(path + [index]) }
    }
}
