/// Something that presents a separate tree (a sheet, a cover, an alert, a pushed destination,
/// a disclosure group's or a tab's content): after the bodies of each pass the graph brings
/// every presentation up to date, so presenting never happens in the middle of a body.
protocol Presenter: AnyObject {
    /// False once the node it belongs to left the graph: the registry then forgets it.
    var isPresenterAlive: Bool { get }
    var needsPresentationUpdate: Bool { get }
    func updatePresentation()
}

/// A node that presents by itself; its own `isAlive` tells whether it still does.
protocol PresentingNode: Node, Presenter {}

extension PresentingNode {
    var isPresenterAlive: Bool { isAlive }
}

/// The presenters of one graph in registration order (each registers once, on its first
/// update), held weakly.
final class PresenterRegistry {
    private struct Entry {
        weak var presenter: Presenter?
    }

    private var entries: [Entry] = []

    func register(_ presenter: Presenter) {
        entries.append(Entry(presenter: presenter))
    }

    var needsUpdate: Bool {
        entries.contains { $0.presenter?.needsPresentationUpdate == true }
    }

    /// Updates every living presenter. One registered meanwhile (inside a tree just
    /// presented) is updated in the next round.
    func updateAll() {
        entries.removeAll { $0.presenter?.isPresenterAlive != true }
        for entry in entries {
            entry.presenter?.updatePresentation()
        }
    }

    func removeAll() {
        entries.removeAll()
    }
}
