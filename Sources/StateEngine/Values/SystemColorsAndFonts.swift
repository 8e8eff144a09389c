/// UIKit's semantic colours, as SwiftUI code on iOS names them: `Color(.systemBackground)`,
/// `Color(uiColor: .secondaryLabel)`. A colour only changes pixels (Apple docs, "UIColor" UI
/// element colours; "Color.init(uiColor:)").
/// StateEngine: inert
public struct UIColor: Hashable, Sendable {
    let name: String
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { name = "rgb(\(red), \(green), \(blue))" }
    public init(white: CGFloat, alpha: CGFloat) { name = "white(\(white))" }
    init(name: String) { self.name = name }

    public static let label = UIColor(name: "label"), secondaryLabel = UIColor(name: "secondaryLabel")
    public static let tertiaryLabel = UIColor(name: "tertiaryLabel"), placeholderText = UIColor(name: "placeholderText")
    public static let systemBackground = UIColor(name: "systemBackground")
    public static let secondarySystemBackground = UIColor(name: "secondarySystemBackground")
    public static let tertiarySystemBackground = UIColor(name: "tertiarySystemBackground")
    public static let systemGroupedBackground = UIColor(name: "systemGroupedBackground")
    public static let secondarySystemGroupedBackground = UIColor(name: "secondarySystemGroupedBackground")
    public static let systemFill = UIColor(name: "systemFill"), secondarySystemFill = UIColor(name: "secondarySystemFill")
    public static let separator = UIColor(name: "separator"), link = UIColor(name: "link")
    public static let systemGray = UIColor(name: "systemGray"), systemGray2 = UIColor(name: "systemGray2")
    public static let systemGray5 = UIColor(name: "systemGray5"), systemGray6 = UIColor(name: "systemGray6")
    public static let systemBlue = UIColor(name: "systemBlue"), systemRed = UIColor(name: "systemRed")
    public static let systemGreen = UIColor(name: "systemGreen"), systemOrange = UIColor(name: "systemOrange")
    public static let white = UIColor(name: "white"), black = UIColor(name: "black"), clear = UIColor(name: "clear")
}

extension Color {
    /// StateEngine: inert
    public init(_ color: UIColor) { self.init(name: color.name) }
    /// StateEngine: inert
    public init(uiColor: UIColor) { self.init(name: uiColor.name) }
}

extension Font {
    /// A font by name (`.custom("Georgia", size: 28)`); the text screen shows no fonts.
    /// StateEngine: inert
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(name: name, pointSize: Double(size)) }
    /// StateEngine: inert
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { Font(name: name, pointSize: Double(size)) }
    /// StateEngine: inert
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(name: name, pointSize: Double(fixedSize)) }
}
