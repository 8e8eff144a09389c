@_spi(Frameworks) import StateEngine

/// An AppKit view: what a program sets on it is recorded, and what it shows (its subviews, a
/// text field's text) reaches the screen tree through the representable that hosts it. It
/// draws nothing.
// Evidence: Apple docs, NSView (subviews, addSubview(_:), removeFromSuperview(), isHidden,
// alphaValue, toolTip).
@MainActor
open class NSView {
    public var frame: CGRect
    public private(set) var subviews: [NSView] = []
    public private(set) weak var superview: NSView?
    public var isHidden = false
    public var alphaValue: CGFloat = 1
    public var toolTip: String?
    public var translatesAutoresizingMaskIntoConstraints = true
    private var accessibilityLabelValue: String?

    public init(frame frameRect: CGRect) { frame = frameRect }
    public convenience init() { self.init(frame: .zero) }

    public func addSubview(_ view: NSView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    public func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    public func setAccessibilityLabel(_ label: String?) { accessibilityLabelValue = label }
    public func accessibilityLabel() -> String? { accessibilityLabelValue }

    /// Layout and drawing are the system's; a program's overrides are accepted and not called.
    open func layout() {}
    open func draw(_ dirtyRect: CGRect) {}
    public var needsLayout = false
    public var needsDisplay = false

    /// What the view shows on the screen tree: its visible subviews' items.
    @_spi(Frameworks) open func __stateDocsItems() -> [PlatformItem] {
        guard !isHidden, alphaValue > 0 else { return [] }
        let children = subviews.flatMap { $0.__stateDocsItems() }
        if children.isEmpty { return [] }
        return [PlatformItem(name: String(describing: type(of: self)), kind: .container, children: children)]
    }
}

/// What a text field tells its delegate.
// Evidence: Apple docs, NSControlTextEditingDelegate (controlTextDidBeginEditing(_:),
// controlTextDidChange(_:), controlTextDidEndEditing(_:): "the object of the notification is
// the text field").
@MainActor
public protocol NSTextFieldDelegate: AnyObject {
    func controlTextDidBeginEditing(_ obj: Notification)
    func controlTextDidChange(_ obj: Notification)
    func controlTextDidEndEditing(_ obj: Notification)
}

extension NSTextFieldDelegate {
    public func controlTextDidBeginEditing(_ obj: Notification) {}
    public func controlTextDidChange(_ obj: Notification) {}
    public func controlTextDidEndEditing(_ obj: Notification) {}
}

/// A label (`NSTextField(labelWithString:)`) or an editable field. The driver's
/// `type(_:into:)` finds an editable field by its placeholder (or accessibility label) and
/// types as a user would: the delegate hears the change; `submit()` ends the editing.
// Evidence: Apple docs, NSTextField (init(labelWithString:), init(string:), stringValue,
// placeholderString, isEditable, delegate).
@MainActor
open class NSTextField: NSView {
    public var stringValue = ""
    public var placeholderString: String?
    public var isEditable = true
    public var isSelectable = true
    public var isBordered = true
    public var isBezeled = true
    public var drawsBackground = true
    public var isEnabled = true
    public weak var delegate: (any NSTextFieldDelegate)?
    public var font: NSFont?
    public var textColor: NSColor?
    public var alignment = NSTextAlignment.natural

    public static let textDidBeginEditingNotification = Notification.Name("NSControlTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("NSControlTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("NSControlTextDidEndEditingNotification")

    public override init(frame frameRect: CGRect) { super.init(frame: frameRect) }

    public convenience init(string stringValue: String) {
        self.init(frame: .zero)
        self.stringValue = stringValue
    }

    public convenience init(labelWithString stringValue: String) {
        self.init(frame: .zero)
        self.stringValue = stringValue
        isEditable = false
        isSelectable = false
        isBordered = false
        isBezeled = false
        drawsBackground = false
    }

    func type(_ text: String) {
        delegate?.controlTextDidBeginEditing(Notification(name: Self.textDidBeginEditingNotification, object: self))
        stringValue = text
        delegate?.controlTextDidChange(Notification(name: Self.textDidChangeNotification, object: self))
    }

    func submit() {
        delegate?.controlTextDidEndEditing(Notification(name: Self.textDidEndEditingNotification, object: self))
    }

    @_spi(Frameworks) open override func __stateDocsItems() -> [PlatformItem] {
        guard !isHidden, alphaValue > 0 else { return [] }
        guard isEditable else {
            return stringValue.isEmpty ? [] : [PlatformItem(name: "NSTextField", kind: .text(stringValue))]
        }
        let title = placeholderString ?? accessibilityLabel() ?? ""
        return [PlatformItem(name: "NSTextField", kind: .field(title: title, text: stringValue, isEnabled: isEnabled,
                                                               type: { [weak self] in self?.type($0) }, submit: { [weak self] in self?.submit() }))]
    }
}

/// A progress bar or spinner: shown while animating, or as its value when determinate.
// Evidence: Apple docs, NSProgressIndicator (isIndeterminate, doubleValue, startAnimation(_:),
// stopAnimation(_:), isDisplayedWhenStopped).
@MainActor
open class NSProgressIndicator: NSView {
    public var isIndeterminate = true
    public var doubleValue = 0.0
    public var minValue = 0.0
    public var maxValue = 100.0
    public var isDisplayedWhenStopped = true
    public var style = Style.bar
    public private(set) var isAnimating = false

    public enum Style: Int, Sendable { case bar, spinning }

    public func startAnimation(_ sender: Any?) { isAnimating = true }
    public func stopAnimation(_ sender: Any?) { isAnimating = false }

    @_spi(Frameworks) open override func __stateDocsItems() -> [PlatformItem] {
        guard !isHidden, alphaValue > 0 else { return [] }
        if isIndeterminate {
            guard isAnimating || isDisplayedWhenStopped else { return [] }
            return [PlatformItem(name: "NSProgressIndicator", kind: .text(isAnimating ? "animating" : "stopped"))]
        }
        let fraction = maxValue > minValue ? (doubleValue - minValue) / (maxValue - minValue) : 0
        return [PlatformItem(name: "NSProgressIndicator", kind: .text("\(Int((fraction * 100).rounded()))%"))]
    }
}

public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

/// A font: only its name and size are kept; the text screen does not show fonts.
public struct NSFont: Hashable, Sendable {
    public let fontName: String
    public let pointSize: CGFloat
    public init?(name: String, size: CGFloat) {
        fontName = name
        pointSize = size
    }
    private init(system size: CGFloat) {
        fontName = ".AppleSystemUIFont"
        pointSize = size
    }
    public static func systemFont(ofSize size: CGFloat) -> NSFont { NSFont(system: size) }
    public static func boldSystemFont(ofSize size: CGFloat) -> NSFont { NSFont(system: size) }
}

/// A colour: kept as its components; the text screen does not show colours of AppKit views.
public struct NSColor: Hashable, Sendable {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }
    public static let black = NSColor(red: 0, green: 0, blue: 0, alpha: 1)
    public static let white = NSColor(red: 1, green: 1, blue: 1, alpha: 1)
    public static let clear = NSColor(red: 0, green: 0, blue: 0, alpha: 0)
    public static let red = NSColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
    public static let labelColor = NSColor.black
    public static let secondaryLabelColor = NSColor(red: 0, green: 0, blue: 0, alpha: 0.5)
    public static let windowBackgroundColor = NSColor(red: 0.93, green: 0.93, blue: 0.93, alpha: 1)
}
