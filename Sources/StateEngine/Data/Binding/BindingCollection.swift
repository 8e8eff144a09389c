/// `List($items) { $item in ... }` and `ForEach($items)`: a binding to a collection is a
/// collection of bindings to its elements, as SwiftUI declares (`extension Binding:
/// RandomAccessCollection where Value: MutableCollection & RandomAccessCollection`).
/// Each element's binding reads and writes its element through the whole collection.
extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public func makeIterator() -> IndexingIterator<Binding<Value>> { IndexingIterator(_elements: self) }
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public typealias SubSequence = Slice<Binding<Value>>
    public var startIndex: Value.Index { _value.startIndex }
    public var endIndex: Value.Index { _value.endIndex }
    public var indices: Value.Indices { _value.indices }
    public func index(after i: Value.Index) -> Value.Index { _value.index(after: i) }
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        Binding<Value.Element>(value: _value[position], location: ElementLocation(base: location, index: position, value: _value[position]))
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    public func index(before i: Value.Index) -> Value.Index { _value.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {}

/// One element of a collection location, by index.
final class ElementLocation<Base: MutableCollection>: AnyLocation<Base.Element> {
    let base: AnyLocation<Base>
    let index: Base.Index
    /// The last value read, for a row whose element is already gone (SwiftUI keeps showing it).
    var lastValue: Base.Element?

    init(base: AnyLocation<Base>, index: Base.Index, value: Base.Element) {
        self.base = base
        self.index = index
        self.lastValue = value
    }

    override func get() -> Base.Element {
        let whole = base.get()
        if whole.indices.contains(index) {
            let value = whole[index]
            lastValue = value
            return value
        }
        return lastValue ?? whole[index]
    }

    override func set(_ value: Base.Element) {
        var whole = base.get()
        guard whole.indices.contains(index) else { return }
        whole[index] = value
        base.set(whole)
    }

    override func markRead() { base.markRead() }
}
