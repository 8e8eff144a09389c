import Foundation

// Values a view gives the container it is in, read only by that container (through the
// view's `Subview`), unlike the environment (read below) or preferences (read above by anyone).
// Evidence: Apple docs "ContainerValues" and "containerValue(_:_:)" (values "only visible to
// its container"; declared with @Entry in an extension of ContainerValues) and WWDC24
// "Demystify SwiftUI containers" (a container reads `subview.containerValues` to decorate each
// subview; a value set on a ForEach or Group applies to every subview inside it).

public protocol ContainerValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The container values of one subview.
public struct ContainerValues {
    private var values: [ObjectIdentifier: Any] = [:]

    init() {}

    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

nonisolated public struct _ContainerValueModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let apply: (inout ContainerValues) -> Void
    // The value is read by the container through `Subview`; the view itself shows its content.
    func makeBehavior() -> ModifierBehavior<Self> { ModifierBehavior() }
}

nonisolated extension View {
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        modifier(_ContainerValueModifier(apply: { $0[keyPath: keyPath] = value }))
    }
}
