/// Writes into the environment of its content only (the subtree below the modifier).
nonisolated public struct _EnvironmentWritingModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    /// Applies the change; `same` tells whether two modifiers make the same change.
    let transform: (inout EnvironmentValues) -> Void
    let comparable: Any?

    func makeBehavior() -> ModifierBehavior<Self> { EnvironmentWritingBehavior() }
}

final class EnvironmentWritingBehavior: ModifierBehavior<_EnvironmentWritingModifier>, ContentEnvironmentWriter {
    var modifier: _EnvironmentWritingModifier?
    private var lastInput: EnvironmentValues?
    private var lastOutput: EnvironmentValues?
    private var lastComparable: Any?

    override func update(modifier: _EnvironmentWritingModifier) {
        self.modifier = modifier
    }

    func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        guard let modifier else { return environment }
        // An unchanged input and an equal written value keep the output's identity, so the
        // subtree sees no environment change at all.
        if let lastInput, let lastOutput, lastInput.isIdentical(to: environment),
           let previous = lastComparable, let current = modifier.comparable,
           ValueComparison.anyEqual(previous, current) {
            return lastOutput
        }
        var output = environment
        output.tracker = nil
        modifier.transform(&output)
        lastInput = environment
        lastOutput = output
        lastComparable = modifier.comparable
        return output
    }
}

nonisolated extension View {
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentWritingModifier(transform: { $0[keyPath: keyPath] = value }, comparable: KeyedValue(keyPath: keyPath, value: value)))
    }

    // Evidence: OpenSwiftUI EnvironmentKeyTransformModifierCompatibilityTests (real SwiftUI:
    // readers below see the transformed value). Chosen [transform-keypath-change]: when the key
    // path itself changes between updates the engine writes the new key, as OpenSwiftUI does;
    // that test records a known SwiftUI issue there (the new key keeps its old value).
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(_EnvironmentWritingModifier(transform: { transform(&$0[keyPath: keyPath]) }, comparable: nil))
    }

    /// Supplies an ObservableObject to `@EnvironmentObject` properties below.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(_EnvironmentWritingModifier(transform: { $0.storeObject(ObjectIdentifier(T.self), object) }, comparable: ObjectIdentifier(object)))
    }

    /// Supplies an @Observable object to `@Environment(T.self)` properties below.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(_EnvironmentWritingModifier(transform: { environment in
            if let object { environment.storeObject(ObjectIdentifier(T.self), object) }
        }, comparable: object.map { ObjectIdentifier($0) } as Any))
    }

    public func disabled(_ disabled: Bool) -> some View {
        modifier(_EnvironmentWritingModifier(transform: { if disabled { $0.isEnabled = false } }, comparable: disabled))
    }
}

struct KeyedValue<V> {
    let keyPath: AnyKeyPath
    let value: V
}
