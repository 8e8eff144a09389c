/// `@ScaledMetric`: a size that grows and shrinks with the user's text size. It reads
/// `dynamicTypeSize` from the environment, so the view re-evaluates when the text size
/// changes, and at the default size (`.large`, the modelled iPhone's) it is the value written.
/// Evidence: Apple's ScaledMetric docs (scales a value with Dynamic Type, relative to a text
/// style, `.body` by default); Apple's HIG "Typography" table for the body sizes.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    @Environment(\.dynamicTypeSize) private var size
    let baseValue: Value

    public init(wrappedValue: Value) {
        baseValue = wrappedValue
    }

    // Chosen [scaled-metric-body-ratios]: every text style scales by the body style's ratios
    // (HIG body sizes 14...53 pt against 17 pt at `.large`); the per-style tables differ by a
    // point or two, which no state behaviour depends on.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
    }

    public var wrappedValue: Value {
        baseValue * Value(Self.bodyPointSize(size)) / 17
    }

    static func bodyPointSize(_ size: DynamicTypeSize) -> Double {
        switch size {
        case .xSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .xLarge: 19
        case .xxLarge: 21
        case .xxxLarge: 23
        case .accessibility1: 28
        case .accessibility2: 33
        case .accessibility3: 40
        case .accessibility4: 47
        case .accessibility5: 53
        }
    }
}
