/// `@FocusState`: which field has the keyboard. Storage lives in the declaring view's node
/// like `@State` (so writing it invalidates the views that read it); `focused(_:)` and
/// `focused(_:equals:)` connect a field to it, so typing into a field focuses it and setting
/// the value from code shows as `focused` on the screen. Evidence: Apple's FocusState docs
/// ("SwiftUI updates the value when focus moves; set it to move focus programmatically").
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    var _value: Value
    var _location: StoredLocation<Value>?

    /// What `$focus` gives: a binding that `focused(_:equals:)` takes.
    @propertyWrapper
    public struct Binding {
        let location: AnyLocation<Value>
        let snapshot: Value
        public var wrappedValue: Value {
            get { EngineContext.isUpdating(location) ? { location.markRead(); return snapshot }() : location.get() }
            nonmutating set { location.set(newValue) }
        }
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    public var wrappedValue: Value {
        get {
            guard let _location else { return _value }
            return _location.read(installed: _value)
        }
        nonmutating set { _location?.set(newValue) }
    }

    // In the type's body, not an extension: only these make `@FocusState var f: Bool`
    // (no initial value) default-initializable, as in SwiftUI.
    public init() where Value == Bool { _value = false }

    public init<T: Hashable>() where Value == T? { _value = nil }

    public var projectedValue: FocusState<Value>.Binding {
        guard let _location else { return Binding(location: ConstantLocation(_value), snapshot: _value) }
        return Binding(location: _location, snapshot: _value)
    }
}


extension FocusState: InstallableProperty {
    mutating func install(host: DynamicPropertyHost, slot: inout AnyObject?, name: String) {
        let location = StoredLocation.installed(in: &slot, initial: _value, host: host, cause: .state(name))
        _location = location
        _value = location.updateValue
    }
}

/// The focus a field below a `focused` modifier reports and takes.
struct FocusHandle {
    let isFocused: () -> Bool
    let focus: () -> Void
    /// Focus moved to a field without a focus binding: this one no longer has it.
    let blur: () -> Void
}

/// `nil` of an optional focus value, to clear focus generically.
protocol NilFocusValue { static var nilValue: Self { get } }
extension Optional: NilFocusValue { static var nilValue: Optional { nil } }

enum FocusRegistry {
    static func focusHandle(in environment: EnvironmentValues) -> FocusHandle? {
        environment[FocusHandleKey.self]
    }
}

struct FocusHandleKey: EnvironmentKey { static var defaultValue: FocusHandle? { nil } }
struct SubmitActionsKey: EnvironmentKey { static var defaultValue: [() -> Void] { [] } }
struct SearchSubmitActionsKey: EnvironmentKey { static var defaultValue: [() -> Void] { [] } }

extension EnvironmentValues {
    /// `onSubmit` actions that apply to a text field here, outermost first.
    var submitActions: [() -> Void] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
    /// `onSubmit(of: .search)` actions for a search field here, outermost first.
    var searchSubmitActions: [() -> Void] {
        get { self[SearchSubmitActionsKey.self] }
        set { self[SearchSubmitActionsKey.self] = newValue }
    }
}

nonisolated extension View {
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        let location = condition.location
        let handle = FocusHandle(isFocused: { location.get() }, focus: { location.set(true) }, blur: { location.set(false) })
        return modifier(_EnvironmentWritingModifier(transform: { $0[FocusHandleKey.self] = handle }, comparable: nil))
    }

    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        let location = binding.location
        let handle = FocusHandle(isFocused: { location.get() == value }, focus: { location.set(value) }, blur: {
            if location.get() == value, let none = (Value.self as? NilFocusValue.Type)?.nilValue as? Value { location.set(none) }
        })
        return modifier(_EnvironmentWritingModifier(transform: { $0[FocusHandleKey.self] = handle }, comparable: nil))
    }

    /// Runs when the user submits a field below (Return); innermost modifier first.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(_EnvironmentWritingModifier(transform: {
            if triggers.contains(.text) { $0.submitActions.append(action) }
            if triggers.contains(.search) { $0.searchSubmitActions.append(action) }
        }, comparable: nil))
    }

    /// The Return key's title: pixels only.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { inert() }

    public func submitScope(_ isBlocking: Bool = true) -> some View {
        modifier(_EnvironmentWritingModifier(transform: { if isBlocking { $0.submitActions = []; $0.searchSubmitActions = [] } }, comparable: isBlocking))
    }
}

public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1), search = SubmitTriggers(rawValue: 2)
}

public struct SubmitLabel: Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done"), go = SubmitLabel(name: "go"), send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join"), route = SubmitLabel(name: "route"), search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return"), next = SubmitLabel(name: "next"), `continue` = SubmitLabel(name: "continue")
}
