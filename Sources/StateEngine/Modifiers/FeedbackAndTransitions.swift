/// Haptics and content transitions: what they change is felt or animated, never which bodies
/// run or what the screen says, so the engine accepts them with SwiftUI's signatures and they
/// do nothing it could show (Apple docs, "sensoryFeedback(_:trigger:)": plays feedback when
/// the trigger changes; "contentTransition(_:)": how changing content animates).
/// StateEngine: inert
public struct SensoryFeedback: Equatable, Sendable {
    let name: String
    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let impact = SensoryFeedback(name: "impact")
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }

    public struct Weight: Equatable, Sendable {
        let name: String
        public static let light = Weight(name: "light"), medium = Weight(name: "medium"), heavy = Weight(name: "heavy")
    }
    public struct Flexibility: Equatable, Sendable {
        let name: String
        public static let rigid = Flexibility(name: "rigid"), solid = Flexibility(name: "solid"), soft = Flexibility(name: "soft")
    }
}

/// StateEngine: inert
public struct ContentTransition: Equatable, Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
    public static func symbolEffect(_ effect: ContentTransition) -> ContentTransition { effect }
}

nonisolated extension View {
    /// StateEngine: inert (haptic feedback)
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { inert() }
    /// StateEngine: inert (haptic feedback)
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool) -> some View { inert() }
    /// StateEngine: inert (animation)
}
