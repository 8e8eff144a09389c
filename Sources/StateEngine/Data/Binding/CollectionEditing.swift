/// The collection edits SwiftUI adds for `onDelete` and `onMove` (Apple: `remove(atOffsets:)`
/// and `move(fromOffsets:toOffset:)`, extensions in the SwiftUI module).
extension RangeReplaceableCollection where Self: MutableCollection {
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` so they land before the element that was at
    /// `destination` (an offset in the collection before the move).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moving = source.map { elements[$0] }
        var rest: [Element] = []
        var insertAt = 0
        for (offset, element) in elements.enumerated() where !source.contains(offset) {
            if offset < destination { insertAt += 1 }
            rest.append(element)
        }
        rest.insert(contentsOf: moving, at: insertAt)
        for (offset, element) in rest.enumerated() {
            self[index(startIndex, offsetBy: offset)] = element
        }
    }
}
