@_spi(Frameworks) import StateEngine

/// What a text field tells its delegate.
// Evidence: Apple docs, UITextFieldDelegate.
@MainActor
public protocol UITextFieldDelegate: AnyObject {
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// A one-line field: the driver's `type(_:into:)` finds it by its placeholder (or accessibility
/// label) and types as a user would: the delegate may refuse the change, then it sees the
/// change, and `.editingChanged` is sent; `submit()` is the return key.
// Evidence: Apple docs, UITextField (text, placeholder, delegate) and UITextFieldDelegate
// (textField(_:shouldChangeCharactersIn:replacementString:) "asks the delegate whether to change
// the specified text"; textFieldShouldReturn "when the user presses the Return key").
@MainActor
open class UITextField: UIControl {
    public var text: String? = ""
    public var placeholder: String?
    public weak var delegate: (any UITextFieldDelegate)?
    public var isSecureTextEntry = false
    public var font: UIFont?
    public var textColor: UIColor?
    public var borderStyle = BorderStyle.none
    public var keyboardType = UIKeyboardType.default
    public var clearButtonMode = ViewMode.never

    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    /// Replaces the text as typing it would.
    func type(_ newText: String) {
        let old = text ?? ""
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        let range = NSRange(location: 0, length: (old as NSString).length)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: newText) ?? true else { return }
        text = newText
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
    }

    func submit() {
        if delegate?.textFieldShouldReturn(self) ?? true {
            sendActions(for: .editingDidEndOnExit)
        }
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
    }

    @_spi(Frameworks) open override func __stateDocsItems() -> [PlatformItem] {
        guard !isHidden, alpha > 0 else { return [] }
        let title = placeholder ?? accessibilityLabel ?? ""
        let shown = isSecureTextEntry ? String(repeating: "•", count: (text ?? "").count) : (text ?? "")
        return [PlatformItem(name: "UITextField", kind: .field(title: title, text: shown, isEnabled: isEnabled, type: { [weak self] in self?.type($0) }, submit: { [weak self] in self?.submit() }))]
    }
}

// `UIKeyboardType` is StateEngine's (SwiftUI's `keyboardType(_:)` takes it): one type, so a
// value made for a UITextField is one a TextField accepts, as on iOS.

/// What a text view tells its delegate.
// Evidence: Apple docs, UITextViewDelegate (textViewDidChange: "when the user changes the text").
@MainActor
public protocol UITextViewDelegate: AnyObject {
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    func textViewDidChange(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
}

extension UITextViewDelegate {
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textViewDidChange(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
}

/// Multi-line text: typed into by the driver by its accessibility label. Setting `text` in code
/// does not call the delegate, typing does.
// Evidence: Apple docs, UITextView (text, isEditable, delegate) and textViewDidChange(_:)
// ("The text view calls this method in response to user-initiated changes to the text. This
// method is not called in response to programmatically initiated changes.").
@MainActor
open class UITextView: UIView {
    public var text: String! = ""
    public var isEditable = true
    public var font: UIFont?
    public var textColor: UIColor?
    public weak var delegate: (any UITextViewDelegate)?

    func type(_ newText: String) {
        let old = text ?? ""
        delegate?.textViewDidBeginEditing(self)
        guard delegate?.textView(self, shouldChangeTextIn: NSRange(location: 0, length: (old as NSString).length), replacementText: newText) ?? true else { return }
        text = newText
        delegate?.textViewDidChange(self)
    }

    @_spi(Frameworks) open override func __stateDocsItems() -> [PlatformItem] {
        guard !isHidden, alpha > 0 else { return [] }
        return [PlatformItem(name: "UITextView", kind: .field(title: accessibilityLabel ?? "", text: text ?? "", isEnabled: isEditable, type: { [weak self] in self?.type($0) }, submit: { [weak self] in
            guard let self else { return }
            self.delegate?.textViewDidEndEditing(self)
        }))]
    }
}
