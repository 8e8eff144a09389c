// Values the visual-only modifiers take, with SwiftUI's names and members (Xcode 16 SDK).
// They carry nothing the engine reads: a style changes pixels, never state or structure.

// MARK: Button styles (the style protocols run: Views/Controls/ButtonStyles.swift)

/// StateEngine: inert (a visual value)
public struct ButtonBorderShape: Equatable, Sendable {
    let name: String
    public static let automatic = ButtonBorderShape(name: "automatic"), capsule = ButtonBorderShape(name: "capsule")
    public static let circle = ButtonBorderShape(name: "circle"), roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(name: "roundedRectangle") }
}

// MARK: Control styles (a style value per family, as SwiftUI spells them)

/// Declares a style protocol's built-in values: `static var name: Style` on the protocol.
/// StateEngine: inert (a visual value)
public protocol TextFieldStyle {}
/// StateEngine: inert (a visual value)
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { .init() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { .init() } }


/// StateEngine: inert (a visual value)
public protocol PickerStyle {}
/// StateEngine: inert (a visual value)
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct MenuPickerStyle: PickerStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct WheelPickerStyle: PickerStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct InlinePickerStyle: PickerStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct PalettePickerStyle: PickerStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct DefaultPickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { .init() } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }




/// StateEngine: inert (a visual value)
public protocol TabViewStyle {}
/// StateEngine: inert (a visual value)
public struct PageTabViewStyle: TabViewStyle {
    public enum IndexDisplayMode: Sendable { case automatic, always, never }
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}
/// StateEngine: inert (a visual value)
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct SidebarAdaptableTabViewStyle: TabViewStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct TabBarOnlyTabViewStyle: TabViewStyle { public init() {} }
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { .init() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { .init(indexDisplayMode: indexDisplayMode) }
}
extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { .init() } }
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle { public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { .init() } }
extension TabViewStyle where Self == TabBarOnlyTabViewStyle { public static var tabBarOnly: TabBarOnlyTabViewStyle { .init() } }

/// StateEngine: inert (a visual value)
public protocol IndexViewStyle {}
/// StateEngine: inert (a visual value)
public struct PageIndexViewStyle: IndexViewStyle {
    public enum BackgroundDisplayMode: Sendable { case automatic, always, interactive, never }
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}
extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { .init() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle { .init(backgroundDisplayMode: backgroundDisplayMode) }
}



// MARK: Geometry and drawing

/// StateEngine: inert (a visual value)
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double { radians * 180 / .pi }
    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle()
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}

/// StateEngine: inert (a visual value)
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat, y: CGFloat
    public init() { x = 0; y = 0 }
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static let zero = UnitPoint(x: 0, y: 0), center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5), trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0), bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0), topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1), bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// StateEngine: inert (a visual value)
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool, isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}

/// StateEngine: inert (a visual value)
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
    }
}
/// StateEngine: inert (a visual value)
public enum CGLineCap: Int32, Sendable { case butt, round, square }
/// StateEngine: inert (a visual value)
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

/// StateEngine: inert (a visual value)
public enum ContentMode: Hashable, CaseIterable, Sendable { case fit, fill }

/// StateEngine: inert (a visual value)
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1), keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// StateEngine: inert (a visual value)
public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
    case top, bottom
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

/// StateEngine: inert (a visual value)
public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable {
    case leading, trailing
}

/// StateEngine: inert (a visual value)
public enum BlendMode: Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

/// StateEngine: inert (a visual value)
public enum SymbolRenderingMode: Sendable {
    case monochrome, multicolor, hierarchical, palette
}

/// StateEngine: inert (a visual value)
public struct SymbolVariants: Hashable, Sendable {
    let name: String
    public static let none = SymbolVariants(name: "none"), circle = SymbolVariants(name: "circle"), square = SymbolVariants(name: "square")
    public static let rectangle = SymbolVariants(name: "rectangle"), fill = SymbolVariants(name: "fill"), slash = SymbolVariants(name: "slash")
}

/// StateEngine: inert (a visual value)
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1), size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// `@Namespace`: an identity for matched-geometry effects. Only animations use it, so the
/// engine gives each view a stable id and nothing reads it.
/// StateEngine: inert (only matched-geometry animations read it)
@propertyWrapper
/// StateEngine: inert (a visual value)
public struct Namespace: DynamicProperty, Sendable {
    public struct ID: Hashable, Sendable { let value: Int }
    public init() {}
    public var wrappedValue: Namespace.ID { ID(value: 0) }
}

/// StateEngine: inert (a visual value)
public enum ListSectionSpacing: Sendable {
    case `default`, compact
    case custom(CGFloat)
}

/// StateEngine: inert (a visual value)
public enum Prominence: Hashable, Sendable { case standard, increased }

/// StateEngine: inert (a visual value)
public struct ScrollIndicatorVisibility: Equatable, Sendable {
    let name: String
    public static let automatic = ScrollIndicatorVisibility(name: "automatic"), visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden"), never = ScrollIndicatorVisibility(name: "never")
}

/// StateEngine: inert (a visual value)
public struct ScrollDismissesKeyboardMode: Sendable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic"), immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively"), never = ScrollDismissesKeyboardMode(name: "never")
}

/// StateEngine: inert (a visual value)
public struct ScrollBounceBehavior: Sendable {
    let name: String
    public static let automatic = ScrollBounceBehavior(name: "automatic"), always = ScrollBounceBehavior(name: "always")
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// StateEngine: inert (a visual value)
public struct ContentMarginPlacement: Sendable {
    let name: String
    public static let automatic = ContentMarginPlacement(name: "automatic"), scrollContent = ContentMarginPlacement(name: "scrollContent")
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

/// StateEngine: inert (a visual value)
public struct PresentationBackgroundInteraction: Sendable {
    let name: String
    public static let automatic = PresentationBackgroundInteraction(name: "automatic"), enabled = PresentationBackgroundInteraction(name: "enabled")
    public static let disabled = PresentationBackgroundInteraction(name: "disabled")
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction { .enabled }
}

/// StateEngine: inert (a visual value)
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1), isHeader = AccessibilityTraits(rawValue: 2)
    public static let isSelected = AccessibilityTraits(rawValue: 4), isLink = AccessibilityTraits(rawValue: 8)
    public static let isImage = AccessibilityTraits(rawValue: 16), isStaticText = AccessibilityTraits(rawValue: 32)
}

/// StateEngine: inert (a visual value)
public struct AccessibilityChildBehavior: Sendable {
    let name: String
    public static let ignore = AccessibilityChildBehavior(name: "ignore"), contain = AccessibilityChildBehavior(name: "contain")
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// StateEngine: inert (a visual value)
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public let character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }
    public static let `return` = KeyEquivalent("\r"), escape = KeyEquivalent("\u{1B}"), space = KeyEquivalent(" ")
    public static let delete = KeyEquivalent("\u{8}"), tab = KeyEquivalent("\t")
    public static let upArrow = KeyEquivalent("\u{F700}"), downArrow = KeyEquivalent("\u{F701}")
}

/// StateEngine: inert (a visual value)
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = EventModifiers(rawValue: 1), control = EventModifiers(rawValue: 2)
    public static let option = EventModifiers(rawValue: 4), command = EventModifiers(rawValue: 8)
    public static let all: EventModifiers = [.shift, .control, .option, .command]
}

/// StateEngine: inert (a visual value)
public struct KeyboardShortcut: Hashable, Sendable {
    public let key: KeyEquivalent
    public let modifiers: EventModifiers
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) { self.key = key; self.modifiers = modifiers }
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// StateEngine: inert (a visual value)
public struct HoverEffect: Sendable {
    let name: String
    public static let automatic = HoverEffect(name: "automatic"), highlight = HoverEffect(name: "highlight"), lift = HoverEffect(name: "lift")
}

/// StateEngine: inert (a visual value)
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1), privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

// MARK: Navigation bar and toolbar values

/// StateEngine: inert (a visual value)
public enum NavigationBarItem {
    public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}

/// StateEngine: inert (a visual value)
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic"), bottomBar = ToolbarPlacement(name: "bottomBar")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar"), tabBar = ToolbarPlacement(name: "tabBar")
}

/// StateEngine: inert (a visual value)
public struct ToolbarTitleDisplayMode: Sendable {
    let name: String
    public static let automatic = ToolbarTitleDisplayMode(name: "automatic"), inline = ToolbarTitleDisplayMode(name: "inline")
    public static let large = ToolbarTitleDisplayMode(name: "large"), inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
}

// MARK: Text input values (UIKit's names, as SwiftUI on iOS takes them)

/// StateEngine: inert (a visual value)
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// StateEngine: inert (a visual value)
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }

/// StateEngine: inert (a visual value)
public struct UITextContentType: Hashable, Sendable {
    let rawValue: String
    public static let name = UITextContentType(rawValue: "name"), username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password"), newPassword = UITextContentType(rawValue: "newPassword")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress"), telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode"), URL = UITextContentType(rawValue: "URL")
    public static let givenName = UITextContentType(rawValue: "givenName"), familyName = UITextContentType(rawValue: "familyName")
}

/// StateEngine: inert (a visual value)
public struct TextInputAutocapitalization: Sendable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never"), words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences"), characters = TextInputAutocapitalization(name: "characters")
}

// MARK: Text values

extension Text {
    public enum Case: Hashable, Sendable { case uppercase, lowercase }
    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }
}

extension Font {
    public struct Width: Hashable, Sendable {
        let value: Double
        public static let compressed = Width(value: -0.3), condensed = Width(value: -0.2)
        public static let standard = Width(value: 0), expanded = Width(value: 0.2)
    }
}

// MARK: Materials and gradients (shape styles)

/// A blur material: a background style only.
/// StateEngine: inert (a visual value)
public struct Material: ShapeStyle, Sendable {
    let name: String
    public static let ultraThinMaterial = Material(name: "ultraThin"), thinMaterial = Material(name: "thin")
    public static let regularMaterial = Material(name: "regular"), thickMaterial = Material(name: "thick")
    public static let ultraThickMaterial = Material(name: "ultraThick"), bar = Material(name: "bar")
    public static let ultraThin = ultraThinMaterial, thin = thinMaterial, regular = regularMaterial
    public static let thick = thickMaterial, ultraThick = ultraThickMaterial
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var regularMaterial: Material { .regularMaterial }
    public static var thickMaterial: Material { .thickMaterial }
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    public static var bar: Material { .bar }
}

/// StateEngine: inert (a visual value)
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color, location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    public var stops: [Stop]
    public init(colors: [Color]) { stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0)) } }
    public init(stops: [Stop]) { self.stops = stops }
}

/// Gradients draw a fill: views and shape styles, shown on the text screen by their name.
nonisolated public struct LinearGradient: ShapeStyle, View, ScreenRenderable, PrimitiveView {
    public typealias Body = Never
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {}
    func renderLeaf(into screen: inout ScreenBuilder, environment: EnvironmentValues) { screen.node("LinearGradient", role: .shape) }
}

nonisolated public struct RadialGradient: ShapeStyle, View, ScreenRenderable, PrimitiveView {
    public typealias Body = Never
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    func renderLeaf(into screen: inout ScreenBuilder, environment: EnvironmentValues) { screen.node("RadialGradient", role: .shape) }
}

nonisolated public struct AngularGradient: ShapeStyle, View, ScreenRenderable, PrimitiveView {
    public typealias Body = Never
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
    func renderLeaf(into screen: inout ScreenBuilder, environment: EnvironmentValues) { screen.node("AngularGradient", role: .shape) }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

extension Color {
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(white: white, opacity: opacity)
    }
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        self.init(name: "hsb(\(hue), \(saturation), \(brightness))")
    }
    /// A colour's gradient: a fill like the colour itself.
    public var gradient: AnyGradient { AnyGradient() }
}

/// StateEngine: inert (a visual value)
public struct AnyGradient: ShapeStyle, Hashable, Sendable {}

extension ShapeStyle where Self == Color {
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var indigo: Color { .indigo }
    public static var brown: Color { .brown }
    public static var accentColor: Color { .accentColor }
}

extension ShapeStyle {
    /// The style at a lower opacity: still only pixels.
    public func opacity(_ opacity: Double) -> some ShapeStyle { self }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var quaternary: HierarchicalShapeStyle { .tertiary }
}

/// StateEngine: inert (a visual value)
public struct ForegroundStyle: ShapeStyle, Sendable { public init() {} }
/// StateEngine: inert (a visual value)
public struct BackgroundStyle: ShapeStyle, Sendable { public init() {} }
/// StateEngine: inert (a visual value)
public struct TintShapeStyle: ShapeStyle, Sendable { public init() {} }
extension ShapeStyle where Self == ForegroundStyle { public static var foreground: ForegroundStyle { .init() } }
extension ShapeStyle where Self == BackgroundStyle { public static var background: BackgroundStyle { .init() } }
extension ShapeStyle where Self == TintShapeStyle { public static var tint: TintShapeStyle { .init() } }
