/// Something that reads a preference of its subtree (`onPreferenceChange`,
/// `overlayPreferenceValue`): after the bodies and presentations of each pass, when every
/// contribution of the pass is known.
protocol PreferenceReader: AnyObject {
    /// False once the node it belongs to left the graph: the registry then forgets it.
    var isReaderAlive: Bool { get }
    func refreshPreference()
}

/// The preference readers of one graph in registration order, held weakly.
final class PreferenceReaderRegistry {
    private struct Entry {
        weak var reader: PreferenceReader?
    }

    private var entries: [Entry] = []

    func register(_ reader: PreferenceReader) {
        entries.append(Entry(reader: reader))
    }

    /// Lets every living reader read its subtree's value, in registration order.
    func refreshAll() {
        entries.removeAll { $0.reader?.isReaderAlive != true }
        for entry in entries {
            entry.reader?.refreshPreference()
        }
    }

    func removeAll() {
        entries.removeAll()
    }
}
