/// `@AccessibilityFocusState`: which element VoiceOver's cursor is on. It is `@FocusState`'s
/// storage (stored in the declaring view's node, so writing it invalidates its readers) behind
/// SwiftUI's own names; `accessibilityFocused(_:)` and `accessibilityFocused(_:equals:)` connect
/// an element to it (AccessibilityFocused.swift). Evidence: Apple docs AccessibilityFocusState
/// ("A property wrapper type that can read and write a value that SwiftUI updates as the focus
/// of any active accessibility technology, such as VoiceOver, changes").
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    var focus: FocusState<Value>

    /// What `$focus` gives: a binding that `accessibilityFocused(_:equals:)` takes.
    @propertyWrapper
    public struct Binding {
        let focus: FocusState<Value>.Binding
        public var wrappedValue: Value {
            get { focus.wrappedValue }
            nonmutating set { focus.wrappedValue = newValue }
        }
        public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
    }

    public var wrappedValue: Value {
        get { focus.wrappedValue }
        nonmutating set { focus.wrappedValue = newValue }
    }

    public var projectedValue: AccessibilityFocusState<Value>.Binding { Binding(focus: focus.projectedValue) }

    // In the type's body, as FocusState's: only these make the property default-initializable.
    public init() where Value == Bool { focus = FocusState() }
    public init<T: Hashable>() where Value == T? { focus = FocusState() }
    /// The engine runs one technology, VoiceOver, so every choice tracks it.
    public init(for technologies: AccessibilityTechnologies) where Value == Bool { focus = FocusState() }
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? { focus = FocusState() }
}

extension AccessibilityFocusState: InstallableProperty {
    mutating func install(host: DynamicPropertyHost, slot: inout AnyObject?, name: String) {
        focus.install(host: host, slot: &slot, name: name)
    }
}
