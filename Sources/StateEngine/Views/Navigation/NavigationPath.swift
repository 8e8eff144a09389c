/// A type-erased list of pushed values (`NavigationStack(path:)`). Evidence: Apple's
/// NavigationPath docs (append, removeLast, count, isEmpty).
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    public init() { elements = [] }

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }
}

/// How a stack reads and changes its path, whatever the binding's type.
struct NavigationPathAccess {
    let elements: () -> [AnyHashable]
    let push: (AnyHashable) -> Bool
    let truncate: (Int) -> Void

    static func path(_ location: AnyLocation<NavigationPath>) -> NavigationPathAccess {
        NavigationPathAccess(
            elements: { location.get().elements },
            push: { value in var path = location.get(); path.elements.append(value); location.set(path); return true },
            truncate: { count in var path = location.get(); path.elements = Array(path.elements.prefix(count)); location.set(path) })
    }

    static func collection<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(_ location: AnyLocation<Data>) -> NavigationPathAccess
    where Data.Element: Hashable {
        NavigationPathAccess(
            elements: { location.get().map { AnyHashable($0) } },
            push: { value in
                guard let element = value.base as? Data.Element else { return false }
                var data = location.get(); data.append(element); location.set(data); return true
            },
            truncate: { count in
                var data = location.get()
                data.removeLast(Swift.max(0, data.count - count))
                location.set(data)
            })
    }
}
