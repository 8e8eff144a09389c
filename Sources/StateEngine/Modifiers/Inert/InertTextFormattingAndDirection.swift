// StateEngine: inert (where the system's formatting controls appear, and how lines align and which way they run: nothing a scenario observes)
// The formatting controls of an attributed TextEditor sit in the edit menu and keyboard bar;
// whatever a person does with them reaches the text through the same writes the engine models
// (the selection's attributes), and the engine's screen shows no keyboard. Alignment and
// writing-direction strategies choose how lines are placed: the screen shows a text's
// characters, not their lines. Evidence: Apple docs, textInputFormattingControlVisibility(_:for:)
// ("Specifies which system text formatting controls are available"), TextInputFormattingControlPlacement.Set
// (contextMenu, inputAssistant, all, default), multilineTextAlignment(strategy:) ("the default
// text alignment strategy"), Text.AlignmentStrategy (layoutBased, writingDirectionBased, default),
// writingDirection(strategy:), Text.WritingDirectionStrategy (layoutBased, contentBased, default).
nonisolated extension View {
    public func textInputFormattingControlVisibility(_ visibility: Visibility, for placement: TextInputFormattingControlPlacement.Set) -> some View { inert() }
    public func multilineTextAlignment(strategy: Text.AlignmentStrategy) -> some View { inert() }
    public func writingDirection(strategy: Text.WritingDirectionStrategy) -> some View { inert() }
}

/// StateEngine: inert
public struct TextInputFormattingControlPlacement: Hashable, Sendable {
    /// StateEngine: inert
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let contextMenu = Set(rawValue: 1 << 0)
        public static let inputAssistant = Set(rawValue: 1 << 1)
        public static let all: Set = [.contextMenu, .inputAssistant]
        public static let `default`: Set = .all
    }
}

extension Text {
    /// StateEngine: inert
    public struct AlignmentStrategy: Hashable, Sendable {
        let name: String
        public static let layoutBased = AlignmentStrategy(name: "layoutBased")
        public static let writingDirectionBased = AlignmentStrategy(name: "writingDirectionBased")
        public static let `default` = AlignmentStrategy(name: "default")
    }

    /// StateEngine: inert
    public struct WritingDirectionStrategy: Hashable, Sendable {
        let name: String
        public static let layoutBased = WritingDirectionStrategy(name: "layoutBased")
        public static let contentBased = WritingDirectionStrategy(name: "contentBased")
        public static let `default` = WritingDirectionStrategy.contentBased
    }
}
