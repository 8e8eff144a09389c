@_spi(Reflection) import Swift

/// A stored property of a view that the engine updates before each body evaluation.
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// The engine's own property wrappers: installing links them to storage owned by the node.
protocol InstallableProperty {
    /// `slot` is the storage this property owns in `host` (nil the first time).
    mutating func install(host: DynamicPropertyHost, slot: inout AnyObject?, name: String)
}

/// Finds a view's dynamic properties (by the Swift runtime's field metadata, as SwiftUI does)
/// and installs each before the body runs.
// Evidence: OpenSwiftUI DynamicPropertyCache.fields (field reflection, nested DynamicProperty
// structs flattened) and Apple docs, DynamicProperty.update() ("called before rendering a view's body").
enum DynamicPropertyInstaller {
    enum Kind {
        case installable(any InstallableProperty.Type)
        case user(any DynamicProperty.Type)
    }
    struct Field {
        var name: String
        var offset: Int
        var kind: Kind
    }

    /// `nonisolated(unsafe)`: read and written only with `lock` held.
    nonisolated(unsafe) private static var cache: [ObjectIdentifier: [Field]] = [:]
    private static let lock = NSLock()

    static func fields(of type: Any.Type) -> [Field] {
        lock.lock()
        if let cached = cache[ObjectIdentifier(type)] { lock.unlock(); return cached }
        lock.unlock()
        var result: [Field] = []
        _ = _forEachField(of: type, options: []) { name, offset, fieldType, _ in
            if let installable = fieldType as? any InstallableProperty.Type {
                result.append(Field(name: String(cString: name), offset: offset, kind: .installable(installable)))
            } else if let user = fieldType as? any DynamicProperty.Type {
                result.append(Field(name: String(cString: name), offset: offset, kind: .user(user)))
            }
            return true
        }
        lock.lock()
        cache[ObjectIdentifier(type)] = result
        lock.unlock()
        return result
    }

    static func install<V>(_ value: inout V, host: DynamicPropertyHost) {
        var slotIndex = 0
        let topFields = fields(of: V.self)
        if host.propertyNames.isEmpty && !topFields.isEmpty {
            host.propertyNames = topFields.map(\.name)
        }
        withUnsafeMutablePointer(to: &value) { pointer in
            install(fields: topFields, at: UnsafeMutableRawPointer(pointer), host: host, slotIndex: &slotIndex)
        }
    }

    private static func install(fields: [Field], at base: UnsafeMutableRawPointer, host: DynamicPropertyHost, slotIndex: inout Int) {
        for field in fields {
            let address = base + field.offset
            switch field.kind {
            case .installable(let type):
                installOne(type, at: address, host: host, slotIndex: &slotIndex, name: field.name)
            case .user(let type):
                install(fields: Self.fields(of: type), at: address, host: host, slotIndex: &slotIndex)
                callUpdate(type, at: address)
            }
        }
    }

    private static func installOne<P: InstallableProperty>(_ type: P.Type, at address: UnsafeMutableRawPointer, host: DynamicPropertyHost, slotIndex: inout Int, name: String) {
        if host.slots.count <= slotIndex { host.slots.append(nil) }
        var slot = host.slots[slotIndex]
        address.assumingMemoryBound(to: P.self).pointee.install(host: host, slot: &slot, name: name)
        host.slots[slotIndex] = slot
        slotIndex += 1
    }

    private static func callUpdate<P: DynamicProperty>(_ type: P.Type, at address: UnsafeMutableRawPointer) {
        address.assumingMemoryBound(to: P.self).pointee.update()
    }
}
