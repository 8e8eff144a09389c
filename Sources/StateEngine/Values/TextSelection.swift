import Foundation

/// A selection in a text value: an insertion point, a range, or several ranges, with indices
/// into the text it selects. Evidence: Apple docs, TextSelection (iOS 18: init(range:),
/// init(insertionPoint:), init(ranges:), `indices`, `isInsertion`, `affinity`) and
/// TextSelection.Indices (`selection(Range<String.Index>)`, `multiSelection(RangeSet<String.Index>)`).
public struct TextSelection: Hashable, Sendable {
    public enum Indices: Hashable, Sendable {
        case selection(Range<String.Index>)
        case multiSelection(RangeSet<String.Index>)
    }

    public var indices: Indices
    public var affinity: TextSelectionAffinity = .automatic

    public init(range: Range<String.Index>) {
        indices = .selection(range)
    }

    public init(insertionPoint: String.Index) {
        indices = .selection(insertionPoint..<insertionPoint)
    }

    public init(ranges: RangeSet<String.Index>) {
        indices = .multiSelection(ranges)
    }

    /// Whether the selection is a caret (an empty range) rather than selected text.
    public var isInsertion: Bool {
        switch indices {
        case .selection(let range): range.isEmpty
        case .multiSelection(let ranges): ranges.isEmpty
        }
    }
}
