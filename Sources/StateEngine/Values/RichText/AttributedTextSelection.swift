import Foundation
import Synchronization

/// The selection of an attributed `TextEditor` (iOS 26): an insertion point with its typing
/// attributes, or ranges of selected characters. Indices stay valid only for the text they were
/// made in; `indices(in:)` falls back to a caret at the end for any other text.
/// Evidence: Apple docs, AttributedTextSelection (init() "an insertion point at the end of the
/// text"; init(insertionPoint:typingAttributes:), init(range:), init(ranges:)), indices(in:)
/// ("the current selection if valid for the given text or a valid fallback index otherwise"),
/// attributes(in:) ("the attribute values of each run that is fully or partially selected, or
/// the typing attributes in the case the selection is an insertion point"), typingAttributes(in:).
public struct AttributedTextSelection: Equatable, Sendable {
    public enum Indices: Equatable, Sendable {
        case insertionPoint(AttributedString.Index)
        case ranges(RangeSet<AttributedString.Index>)
    }

    /// What the selection holds; nil is the default caret, at the end of whatever text it is used in.
    var stored: Indices?
    /// Typing attributes set on a caret (by init or `transformAttributes`); nil infers them.
    var typing: AttributeContainer?
    /// Which edit made these indices: Foundation's indices compare by offset alone, so without
    /// it a selection re-made by an edit (same offsets, indices of the new text) would equal the
    /// stale one, and a `@State` write of it would be dropped as unchanged. 0: made by an init.
    private var edit = 0
    private static let edits = Atomic(0)

    /// Marks indices an edit just made for the text it left.
    mutating func madeByEdit() {
        edit = Self.edits.add(1, ordering: .relaxed).newValue
    }

    public init() {}

    public init(insertionPoint: AttributedString.Index, typingAttributes: AttributeContainer? = nil) {
        stored = .insertionPoint(insertionPoint)
        typing = typingAttributes
    }

    public init(range: Range<AttributedString.Index>) {
        stored = range.isEmpty ? .insertionPoint(range.lowerBound) : .ranges(RangeSet(range))
    }

    public init(ranges: RangeSet<AttributedString.Index>) {
        if let only = ranges.ranges.first, ranges.ranges.count == 1, only.isEmpty {
            stored = .insertionPoint(only.lowerBound)
        } else {
            stored = ranges.isEmpty ? nil : .ranges(ranges)
        }
    }

    public func indices(in text: AttributedString) -> Indices {
        switch stored {
        case .insertionPoint(let index) where index.isValid(within: text): .insertionPoint(index)
        case .ranges(let ranges) where !ranges.isEmpty && ranges.isValid(within: text): .ranges(ranges)
        default: .insertionPoint(text.endIndex)
        }
    }

    // Chosen [typing-attributes-from-preceding-character]: a caret types with the attributes of the character before it (the first character at the start), a range with those of its first character; UIKit's text views do so and Apple's docs do not say.
    public func typingAttributes(in text: AttributedString) -> AttributeContainer {
        switch indices(in: text) {
        case .insertionPoint(let index):
            if let typing { return typing }
            guard !text.characters.isEmpty else { return AttributeContainer() }
            let at = index > text.startIndex ? text.characters.index(before: index) : text.startIndex
            return text.runs[at].attributes
        case .ranges(let ranges):
            guard let first = ranges.ranges.first else { return AttributeContainer() }
            return text.runs[first.lowerBound].attributes
        }
    }

    public func attributes(in text: AttributedString) -> Attributes<AttributedString> {
        switch indices(in: text) {
        case .insertionPoint: Attributes(containers: [typingAttributes(in: text)])
        case .ranges(let ranges): Attributes(containers: ranges.ranges.flatMap { range in text[range].runs.map(\.attributes) })
        }
    }

    /// The attribute containers of a selection, one a run (or the caret's typing attributes).
    public struct Attributes<Text>: Sequence {
        let containers: [AttributeContainer]

        public func makeIterator() -> IndexingIterator<[AttributeContainer]> { containers.makeIterator() }

        /// The values of one attribute, one a run (nil where a run lacks it).
        public subscript<K: AttributedStringKey>(_ attribute: KeyPath<AttributeDynamicLookup, K>) -> [K.Value?] where K.Value: Sendable {
            containers.map { $0[K.self] }
        }
    }
}
