@_spi(Frameworks) import StateEngine

/// A UIKit view: what a program sets on it is recorded, and what it shows (its subviews, a
/// label's text, a switch, a field) reaches the screen tree through the representable that
/// hosts it. It draws nothing.
// Evidence: Apple docs, UIView (subviews, addSubview(_:), removeFromSuperview(), isHidden,
// backgroundColor, alpha, tag).
@MainActor
open class UIView {
    public var frame: CGRect
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    public var backgroundColor: UIColor?
    public var isHidden = false
    public var alpha: CGFloat = 1
    public var tag = 0
    public var tintColor: UIColor?
    public var isUserInteractionEnabled = true
    public var accessibilityLabel: String?
    public var translatesAutoresizingMaskIntoConstraints = true
    public var contentMode = ContentMode.scaleToFill

    public init(frame: CGRect) { self.frame = frame }
    public convenience init() { self.init(frame: .zero) }

    public func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    public func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
    }

    public func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }

    /// Layout and drawing are the system's; a program's overrides are accepted and not called.
    open func layoutSubviews() {}
    open func draw(_ rect: CGRect) {}
    public func setNeedsLayout() {}
    public func layoutIfNeeded() {}
    public func setNeedsDisplay() {}
    public func sizeToFit() {}

    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    }

    /// What the view shows on the screen tree: its visible subviews' items. A view with none
    /// shows nothing (its pixels are not modelled). Scenario code cannot override it (reserved name).
    @_spi(Frameworks) open func __stateDocsItems() -> [PlatformItem] {
        guard !isHidden, alpha > 0 else { return [] }
        let children = subviews.flatMap { $0.__stateDocsItems() }
        if children.isEmpty { return [] }
        return [PlatformItem(name: String(describing: type(of: self)), kind: .container, children: children)]
    }
}

/// Text on a UIKit screen.
// Evidence: Apple docs, UILabel (text, textColor, font, numberOfLines, textAlignment).
@MainActor
open class UILabel: UIView {
    public var text: String?
    public var textColor: UIColor?
    public var font: UIFont?
    public var numberOfLines = 1
    public var textAlignment = NSTextAlignment.natural
    public var adjustsFontSizeToFitWidth = false

    @_spi(Frameworks) open override func __stateDocsItems() -> [PlatformItem] {
        guard !isHidden, alpha > 0, let text, !text.isEmpty else { return [] }
        return [PlatformItem(name: "UILabel", kind: .text(text))]
    }
}

/// A spinner: shown while animating (or when it does not hide when stopped).
// Evidence: Apple docs, UIActivityIndicatorView (startAnimating, stopAnimating, hidesWhenStopped).
@MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable { case medium, large }
    public private(set) var isAnimating = false
    public var hidesWhenStopped = true
    public var style: Style
    public var color: UIColor?

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
    }

    public func startAnimating() { isAnimating = true }
    public func stopAnimating() { isAnimating = false }

    @_spi(Frameworks) open override func __stateDocsItems() -> [PlatformItem] {
        guard !isHidden, isAnimating || !hidesWhenStopped else { return [] }
        return [PlatformItem(name: "UIActivityIndicatorView", kind: .text(isAnimating ? "animating" : "stopped"))]
    }
}

public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

/// A font: only its name and size are kept; the text screen does not show fonts.
public struct UIFont: Hashable, Sendable {
    public let fontName: String
    public let pointSize: CGFloat

    public init?(name: String, size: CGFloat) {
        fontName = name
        pointSize = size
    }

    private init(system size: CGFloat, name: String) {
        fontName = name
        pointSize = size
    }

    public struct Weight: Hashable, Sendable {
        let value: Double
        public static let regular = Weight(value: 0), medium = Weight(value: 0.23), semibold = Weight(value: 0.3), bold = Weight(value: 0.4)
    }

    public struct TextStyle: Hashable, Sendable {
        let name: String
        let size: CGFloat
        public static let body = TextStyle(name: "body", size: 17), headline = TextStyle(name: "headline", size: 17)
        public static let title1 = TextStyle(name: "title1", size: 28), caption1 = TextStyle(name: "caption1", size: 12)
        public static let largeTitle = TextStyle(name: "largeTitle", size: 34), footnote = TextStyle(name: "footnote", size: 13)
    }

    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(system: size, name: "system") }
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(system: size, name: "system") }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(system: size, name: "system-bold") }
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(system: style.size, name: style.name) }
}

/// An image by name: what an image view shows on the screen tree is the name.
public struct UIImage: Hashable, Sendable {
    public let name: String

    public init?(systemName: String) { name = systemName }
    public init?(named: String) { name = named }
}

/// Shows an image: its name on the screen tree, as SwiftUI's `Image` shows it.
@MainActor
open class UIImageView: UIView {
    public var image: UIImage?

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    @_spi(Frameworks) open override func __stateDocsItems() -> [PlatformItem] {
        guard !isHidden, alpha > 0, let image else { return [] }
        return [PlatformItem(name: "UIImageView", kind: .text(image.name))]
    }
}
