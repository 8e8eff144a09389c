import Foundation

/// Editing an attributed text through its selection, keeping the two in step.
/// Evidence: Apple docs, AttributedString.transform(updating:body:) ("tracks the location of the
/// selection throughout the mutation closure"), transformAttributes(in:body:) ("applied to every
/// run in the selection individually ... in the case of an insertion point, the body is applied
/// to the attribute container defining the typing attributes"), replaceSelection(_:with:) and
/// replaceSelection(_:withCharacters:) ("the caret is moved to after the new content").
extension AttributedString {
    // Chosen [selection-lost-to-replaced-text]: a body that replaces the whole text leaves the default caret at its end; Foundation cannot track indices through it and Apple's docs name no other result.
    public mutating func transform<E: Error>(updating selection: inout AttributedTextSelection, body: (inout AttributedString) throws(E) -> Void) throws(E) {
        switch selection.indices(in: self) {
        case .insertionPoint(let index):
            let tracked = try transform(updating: [index..<index], body: body)
            selection.stored = tracked?.first.map { .insertionPoint($0.lowerBound) }
            if tracked == nil { selection.typing = nil }
            selection.madeByEdit()
        case .ranges(let ranges):
            let tracked = try transform(updating: ranges.ranges.map { $0 }, body: body)
            selection.stored = tracked.map { .ranges(RangeSet($0)) }
            selection.madeByEdit()
        }
    }

    public mutating func transformAttributes<E: Error>(in selection: inout AttributedTextSelection, body: (inout AttributeContainer) throws(E) -> Void) throws(E) {
        switch selection.indices(in: self) {
        case .insertionPoint:
            var typing = selection.typingAttributes(in: self)
            try body(&typing)
            selection.typing = typing
        case .ranges(let ranges):
            // Offsets, not indices: each edit makes the old indices stale.
            var edits: [(Range<Int>, AttributeContainer)] = []
            for range in ranges.ranges {
                for run in self[range].runs {
                    var container = run.attributes
                    try body(&container)
                    edits.append((offsets(of: run.range), container))
                }
            }
            let selected = ranges.ranges.map(offsets(of:))
            for (range, container) in edits { self[indices(atOffsets: range)].setAttributes(container) }
            selection.stored = .ranges(RangeSet(selected.map(indices(atOffsets:))))
            selection.madeByEdit()
        }
    }

    public mutating func replaceSelection(_ selection: inout AttributedTextSelection, with newContent: some AttributedStringProtocol) {
        let content = AttributedString(newContent[newContent.startIndex..<newContent.endIndex])
        // Character offsets survive the removals; indices into the old text would not.
        let selected: [Range<Int>]
        switch selection.indices(in: self) {
        case .insertionPoint(let index): selected = [offset(of: index)..<offset(of: index)]
        case .ranges(let ranges): selected = ranges.ranges.map { offset(of: $0.lowerBound)..<offset(of: $0.upperBound) }
        }
        guard let start = selected.first?.lowerBound else { return }
        for range in selected.reversed() where !range.isEmpty {
            removeSubrange(index(atOffset: range.lowerBound)..<index(atOffset: range.upperBound))
        }
        let at = index(atOffset: start)
        replaceSubrange(at..<at, with: content)
        selection = AttributedTextSelection(insertionPoint: index(atOffset: start + content.characters.count))
        selection.madeByEdit()
    }

    public mutating func replaceSelection(_ selection: inout AttributedTextSelection, withCharacters newContent: some Collection<Character>) {
        let typed = AttributedString(String(newContent), attributes: selection.typingAttributes(in: self))
        replaceSelection(&selection, with: typed)
    }

    private func offset(of index: Index) -> Int { characters.distance(from: startIndex, to: index) }
    private func index(atOffset offset: Int) -> Index { characters.index(startIndex, offsetBy: offset) }
    private func offsets(of range: Range<Index>) -> Range<Int> { offset(of: range.lowerBound)..<offset(of: range.upperBound) }
    private func indices(atOffsets range: Range<Int>) -> Range<Index> { index(atOffset: range.lowerBound)..<index(atOffset: range.upperBound) }
}
