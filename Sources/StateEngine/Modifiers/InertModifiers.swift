/// Modifiers that change only how things look: accepted, and invisible on the text screen.
nonisolated public struct _InertModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    func makeBehavior() -> ModifierBehavior<Self> { ModifierBehavior() }
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

// StateEngine: inert (purely visual)
// Every modifier below changes only pixels: layout, colour, type, effects, styles. The engine
// accepts each with SwiftUI's signature (Xcode 16 SDK) and returns `some View`, so a user's
// error never names an engine type; none of them changes what bodies run or what the text
// screen shows. Evidence: Apple's View reference lists them under "Configuring view
// elements", "Styling views", "Layout"; none is a state mechanism.
nonisolated extension View {
    func inert() -> ModifiedContent<Self, _InertModifier> {
        modifier(_InertModifier())
    }
    public func safeAreaPadding(_ length: CGFloat? = nil) -> some View { inert() }
    public func safeAreaPadding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> some View { inert() }
    public func fontDesign(_ design: Font.Design?) -> some View { inert() }
    public func fontWidth(_ width: Font.Width?) -> some View { inert() }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { inert() }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { inert() }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View { inert() }
    public func foregroundColor(_ color: Color?) -> some View { inert() }
    public func tint(_ tint: Color?) -> some View { inert() }
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View { inert() }
    public func accentColor(_ accentColor: Color?) -> some View { inert() }
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { inert() }
    public func zIndex(_ value: Double) -> some View { inert() }
    public func bold(_ isActive: Bool = true) -> some View { inert() }
    public func italic(_ isActive: Bool = true) -> some View { inert() }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View { inert() }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View { inert() }
    public func fontWeight(_ weight: Font.Weight?) -> some View { inert() }
    public func monospaced(_ isActive: Bool = true) -> some View { inert() }
    public func monospacedDigit() -> some View { inert() }
    public func kerning(_ kerning: CGFloat) -> some View { inert() }
    public func tracking(_ tracking: CGFloat) -> some View { inert() }
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View { inert() }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { inert() }
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { inert() }
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { inert() }
    public func colorMultiply(_ color: Color) -> some View { inert() }
    public func colorInvert() -> some View { inert() }
    public func blendMode(_ blendMode: BlendMode) -> some View { inert() }
    public func compositingGroup() -> some View { inert() }
    public func drawingGroup(opaque: Bool = false) -> some View { inert() }
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View { inert() }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { inert() }
    public func position(_ position: CGPoint) -> some View { inert() }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View { inert() }
    public func clipped(antialiased: Bool = false) -> some View { inert() }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { inert() }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { inert() }
    /// The shape a kind of interaction (hit testing, a drag or context-menu preview, hover)
    /// uses: the driver finds views by what they show, not by where a finger lands, so the
    /// shape changes nothing a step can observe.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { inert() }
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { inert() }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { inert() }
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { inert() }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { inert() }
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { inert() }
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center, isSource: Bool = true) -> some View { inert() }
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { inert() }
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { inert() }
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { inert() }
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { inert() }
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { inert() }
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { inert() }
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { inert() }
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { inert() }
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { inert() }
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View { inert() }
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { inert() }
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { inert() }
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { inert() }
    public func listRowBackground<V: View>(_ view: V?) -> some View { inert() }
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { inert() }
    public func listRowSpacing(_ spacing: CGFloat?) -> some View { inert() }
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { inert() }
    public func scrollContentBackground(_ visibility: Visibility) -> some View { inert() }
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View { inert() }
    public func keyboardType(_ type: UIKeyboardType) -> some View { inert() }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { inert() }
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { inert() }
    public func textContentType(_ textContentType: UITextContentType?) -> some View { inert() }
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { inert() }
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View { inert() }
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { inert() }
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { inert() }
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { inert() }
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { inert() }
    public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { inert() }
    public func accessibilityValue(_ value: LocalizedStringKey) -> some View { inert() }
    public func accessibilityIdentifier(_ identifier: String) -> some View { inert() }
    public func accessibilityHidden(_ hidden: Bool) -> some View { inert() }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { inert() }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { inert() }
    public func help(_ text: LocalizedStringKey) -> some View { inert() }
    public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View { inert() }
    public func statusBarHidden(_ hidden: Bool = true) -> some View { inert() }
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { inert() }
    public func privacySensitive(_ sensitive: Bool = true) -> some View { inert() }
    public func gridCellColumns(_ count: Int) -> some View { inert() }
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { inert() }
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { inert() }
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { inert() }
}

public enum TextAlignment: Hashable, CaseIterable, Sendable { case leading, center, trailing }
