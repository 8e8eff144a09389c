/// Modifiers that change only how things look: accepted, and invisible on the text screen.
public struct _InertModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let name: String
    func makeBehavior() -> ModifierBehavior { ModifierBehavior() }
}

public struct EdgeInsets: Equatable, Sendable {
    public var top: Double, leading: Double, bottom: Double, trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
}

public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), leading = Set(rawValue: 2), bottom = Set(rawValue: 4), trailing = Set(rawValue: 8)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

public protocol PrimitiveButtonStyle {}
public protocol ButtonStyle {}
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {} }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle { public static var borderedProminent: BorderedProminentButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }

public protocol ListStyle {}
public struct PlainListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }

/// StateEngine: inert (purely visual)
extension View {
    private func inert(_ name: String) -> ModifiedContent<Self, _InertModifier> {
        modifier(_InertModifier(name: name))
    }
    public func padding(_ length: Double? = nil) -> ModifiedContent<Self, _InertModifier> { inert("padding") }
    public func padding(_ edges: Edge.Set, _ length: Double? = nil) -> ModifiedContent<Self, _InertModifier> { inert("padding") }
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _InertModifier> { inert("padding") }
    public func font(_ font: Font?) -> ModifiedContent<Self, _InertModifier> { inert("font") }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _InertModifier> { inert("foregroundStyle") }
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _InertModifier> { inert("foregroundColor") }
    public func tint(_ color: Color?) -> ModifiedContent<Self, _InertModifier> { inert("tint") }
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedContent<Self, _InertModifier> { inert("buttonStyle") }
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, _InertModifier> { inert("buttonStyle") }
    public func listStyle<S: ListStyle>(_ style: S) -> ModifiedContent<Self, _InertModifier> { inert("listStyle") }
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, _InertModifier> { inert("frame") }
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, _InertModifier> { inert("frame") }
    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _InertModifier> { inert("bold") }
    public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, _InertModifier> { inert("italic") }
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _InertModifier> { inert("fontWeight") }
    public func navigationTitle(_ title: LocalizedStringKey) -> ModifiedContent<Self, _InertModifier> { inert("navigationTitle") }
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, _InertModifier> { inert("navigationTitle") }
    public func cornerRadius(_ radius: Double) -> ModifiedContent<Self, _InertModifier> { inert("cornerRadius") }
    public func border<S: ShapeStyle>(_ content: S, width: Double = 1) -> ModifiedContent<Self, _InertModifier> { inert("border") }
    public func shadow(radius: Double, x: Double = 0, y: Double = 0) -> ModifiedContent<Self, _InertModifier> { inert("shadow") }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedContent<Self, _InertModifier> { inert("animation") }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, _InertModifier> { inert("multilineTextAlignment") }
    public func lineLimit(_ number: Int?) -> ModifiedContent<Self, _InertModifier> { inert("lineLimit") }
    public func scaleEffect(_ scale: Double) -> ModifiedContent<Self, _InertModifier> { inert("scaleEffect") }
    public func clipShape<S>(_ shape: S) -> ModifiedContent<Self, _InertModifier> { inert("clipShape") }
    public func monospacedDigit() -> ModifiedContent<Self, _InertModifier> { inert("monospacedDigit") }
}

public enum TextAlignment: Sendable { case leading, center, trailing }
