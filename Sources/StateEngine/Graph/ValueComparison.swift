/// How the engine decides that a view's inputs did not change, so its body need not run again.
/// Like SwiftUI: plain-data values compare by their bytes; Equatable values with ==; classes by
/// identity; closures by identity (a closure that captures anything is a new closure each time
/// it is formed, so it always differs); other structs field by field.
// Chosen [closures-by-identity]: SwiftUI's comparison of view inputs is AttributeGraph's, which
// no public test shows for closures; comparing them by identity is the only sound choice.
enum ValueComparison {
    static func viewInputsEqual<V>(_ a: V, _ b: V) -> Bool {
        if _isPOD(V.self) { return bytesEqual(a, b) }
        // The metatype is cast, not the value: casting a value to `any Equatable` boxes it (a
        // view larger than three words is copied to the heap) and compares through `Any`.
        if let equatable = V.self as? any Equatable.Type, !(V.self is AnyClass) {
            return withUnsafePointer(to: a) { a in
                withUnsafePointer(to: b) { b in equal(as: equatable, UnsafeRawPointer(a), UnsafeRawPointer(b)) }
            }
        }
        return fieldsEqual(a, b)
    }

    /// `==` of two values of type `E` that the caller knows are of that type.
    private static func equal<E: Equatable>(as type: E.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        a.assumingMemoryBound(to: E.self).pointee == b.assumingMemoryBound(to: E.self).pointee
    }

    /// Compares two values of the same static type.
    static func equal<T>(_ a: T, _ b: T) -> Bool {
        if isExistential(T.self) { return anyEqual(a, b) }
        return typedEqual(a, b)
    }

    /// Compares two type-erased values by their dynamic types (opened, not as `Any`).
    static func anyEqual(_ a: Any, _ b: Any) -> Bool {
        guard ObjectIdentifier(type(of: a)) == ObjectIdentifier(type(of: b)) else { return false }
        func openA<T>(_ a: T) -> Bool {
            func openB<U>(_ b: U) -> Bool { typedEqual(a, unsafeBitCast(b, to: T.self)) }
            return _openExistential(b, do: openB)
        }
        return _openExistential(a, do: openA)
    }

    private static func typedEqual<T>(_ a: T, _ b: T) -> Bool {
        if T.self is AnyClass {
            return (a as AnyObject) === (b as AnyObject)
        }
        if isFunction(T.self) || _isPOD(T.self) { return bytesEqual(a, b) }
        if let keyPath = a as? AnyKeyPath, let other = b as? AnyKeyPath { return keyPath == other }
        if let location = a as? AnyLocationBase, let other = b as? AnyLocationBase {
            return location.isSameLocation(as: other)
        }
        if let equatable = a as? any Equatable { return equatable.isEqual(to: b) }
        return fieldsEqual(a, b)
    }

    private static func fieldsEqual<T>(_ a: T, _ b: T) -> Bool {
        let mirrorA = Mirror(reflecting: a)
        let mirrorB = Mirror(reflecting: b)
        if mirrorA.displayStyle == .enum {
            let childrenA = Array(mirrorA.children), childrenB = Array(mirrorB.children)
            if childrenA.count != childrenB.count { return false }
            if childrenA.isEmpty { return String(describing: a) == String(describing: b) }
            for (x, y) in zip(childrenA, childrenB) {
                if x.label != y.label || !anyEqual(x.value, y.value) { return false }
            }
            return true
        }
        if mirrorA.displayStyle == .optional {
            let x = mirrorA.children.first, y = mirrorB.children.first
            switch (x, y) {
            case (nil, nil): return true
            case let (x?, y?): return anyEqual(x.value, y.value)
            default: return false
            }
        }
        let iteratorB = mirrorB.children.makeIterator()
        for childA in mirrorA.children {
            guard let childB = iteratorB.next() else { return false }
            if !anyEqual(childA.value, childB.value) { return false }
        }
        return iteratorB.next() == nil
    }

    static func bytesEqual<T>(_ a: T, _ b: T) -> Bool {
        withUnsafeBytes(of: a) { x in
            withUnsafeBytes(of: b) { y in
                x.count == y.count && (x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
            }
        }
    }

    private static func isExistential(_ type: Any.Type) -> Bool {
        unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee == 0x303
    }

    private static func isFunction(_ type: Any.Type) -> Bool {
        // The first word of non-class type metadata is its kind; 0x302 is "function".
        let kind = unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee
        return kind == 0x302
    }
}

extension Equatable {
    func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
