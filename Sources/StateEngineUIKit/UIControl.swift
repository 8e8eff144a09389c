@_spi(Frameworks) import StateEngine

/// A closure a control runs for its events (the target-action pattern without selectors).
// Evidence: Apple docs, UIAction ("A menu element that performs its action in a closure") and
// UIControl.addAction(_:for:).
@MainActor
public final class UIAction {
    public let title: String
    public let image: UIImage?
    let handler: (UIAction) -> Void
    /// The control that sent the action.
    public internal(set) var sender: Any?

    public init(title: String = "", image: UIImage? = nil, handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.handler = handler
    }
}

/// A view that sends its actions for events.
// Evidence: Apple docs, UIControl (isEnabled, addAction(_:for:), sendActions(for:), Event).
@MainActor
open class UIControl: UIView {
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    }

    public var isEnabled = true
    public var isSelected = false
    private var actions: [(action: UIAction, events: Event)] = []

    public func addAction(_ action: UIAction, for events: Event) {
        actions.append((action, events))
    }

    public func removeAction(_ action: UIAction, for events: Event) {
        actions.removeAll { $0.action === action && !$0.events.intersection(events).isEmpty }
    }

    /// Runs the actions registered for any of `events`, in the order they were added.
    public func sendActions(for events: Event) {
        for (action, registered) in actions where !registered.intersection(events).isEmpty {
            action.sender = self
            action.handler(action)
        }
    }

    /// Selectors need the Objective-C runtime, which Linux has not.
    @available(*, unavailable, message: "StateEngine does not model target-action with selectors (no Objective-C runtime): use addAction(UIAction { ... }, for:) (see Supported SwiftUI)")
    public func addTarget<Action>(_ target: Any?, action: Action, for controlEvents: Event) {}
}

/// A button: tapped by the driver's `tap` step by its title.
// Evidence: Apple docs, UIButton (setTitle(_:for:), init(type:), init(primaryAction:); a tap
// sends .touchUpInside and .primaryActionTriggered).
@MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([]), highlighted = State(rawValue: 1), disabled = State(rawValue: 2), selected = State(rawValue: 4)
    }

    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]

    public init(type: ButtonType) {
        buttonType = type
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }

    public convenience init(type: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: type)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    public func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title }
    public func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
    public var currentTitle: String? { title(for: isEnabled ? .normal : .disabled) }

    @_spi(Frameworks) open override func __stateDocsItems() -> [PlatformItem] {
        guard !isHidden, alpha > 0 else { return [] }
        let title = currentTitle ?? ""
        return [PlatformItem(name: "UIButton", kind: .button(title: title, isEnabled: isEnabled && isUserInteractionEnabled, tap: { [weak self] in
            self?.sendActions(for: [.touchUpInside, .primaryActionTriggered])
        }))]
    }
}

/// A switch: flipped by the driver's `toggle` step, which sends `.valueChanged`.
// Evidence: Apple docs, UISwitch (isOn, setOn(_:animated:); "sends valueChanged when the user
// flips it"; setting isOn in code sends no event).
@MainActor
open class UISwitch: UIControl {
    public var isOn = false
    public var onTintColor: UIColor?
    /// What the screen shows as the switch's label: its accessibility label.
    @_spi(Frameworks) open override func __stateDocsItems() -> [PlatformItem] {
        guard !isHidden, alpha > 0 else { return [] }
        return [PlatformItem(name: "UISwitch", kind: .toggle(title: accessibilityLabel ?? "", isOn: isOn, isEnabled: isEnabled && isUserInteractionEnabled, flip: { [weak self] in
            guard let self else { return }
            self.isOn.toggle()
            self.sendActions(for: .valueChanged)
        }))]
    }

    public func setOn(_ on: Bool, animated: Bool) { isOn = on }
}
