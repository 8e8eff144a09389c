import Foundation

// Unsupported/: real SwiftUI API (Xcode 16 / iOS 18 SDK signatures) that StateEngine does not
// model, each marked `@available(*, unavailable, message: "StateEngine does not model `X` yet
// (see Supported SwiftUI)")`, so a scenario using it fails with the engine's own message instead
// of a bare "cannot find 'X' in scope" that reads like the author's typo (issue 8, "Honest by
// construction"). The declarations keep SwiftUI's initializers and argument labels: a call that
// matched no initializer would be reported as an argument error before the unavailability.
// Nothing here may shadow what the engine models; to model one, move it to its family's folder.
//
// This file: views, and the types their initializers take.

@available(*, unavailable, message: "StateEngine does not model `Canvas` yet (see Supported SwiftUI)")
public struct Canvas<Symbols: View>: View {
    public typealias Body = Never
    public init(
        opaque: Bool = false, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) where Symbols == EmptyView {}
}

@available(*, unavailable, message: "StateEngine does not model `GraphicsContext` yet (see Supported SwiftUI)")
public struct GraphicsContext {}

@available(*, unavailable, message: "StateEngine does not model `TimelineView` yet (see Supported SwiftUI)")
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    public typealias Body = Never
    public typealias Context = TimelineViewDefaultContext
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {}
}

@available(*, unavailable, message: "StateEngine does not model `TimelineView` yet (see Supported SwiftUI)")
public struct TimelineViewDefaultContext {
    public var date: Date { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `TimelineSchedule` yet (see Supported SwiftUI)")
public protocol TimelineSchedule {}

@available(*, unavailable, message: "StateEngine does not model `PeriodicTimelineSchedule` yet (see Supported SwiftUI)")
public struct PeriodicTimelineSchedule: TimelineSchedule {
    public init(from startDate: Date, by interval: TimeInterval) {}
}

@available(*, unavailable, message: "StateEngine does not model `EveryMinuteTimelineSchedule` yet (see Supported SwiftUI)")
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    public init() {}
}

@available(*, unavailable, message: "StateEngine does not model `TimelineSchedule` yet (see Supported SwiftUI)")
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `TimelineSchedule` yet (see Supported SwiftUI)")
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `ColorPicker` yet (see Supported SwiftUI)")
public struct ColorPicker<Label: View>: View {
    public typealias Body = Never
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) where Label == Text {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) where Label == Text {}
}

@available(*, unavailable, message: "StateEngine does not model `MultiDatePicker` yet (see Supported SwiftUI)")
public struct MultiDatePicker<Label: View>: View {
    public typealias Body = Never
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) where Label == Text {}
}

@available(*, unavailable, message: "StateEngine does not model `OutlineGroup` yet (see Supported SwiftUI)")
public struct OutlineGroup<Data: RandomAccessCollection, Leaf: View>: View where Data.Element: Identifiable {
    public typealias Body = Never
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {}
}

@available(*, unavailable, message: "StateEngine does not model `RenameButton` yet (see Supported SwiftUI)")
public struct RenameButton<Label: View>: View {
    public typealias Body = Never
    public init() where Label == EmptyView {}
}

@available(*, unavailable, message: "StateEngine does not model `PhaseAnimator` yet (see Supported SwiftUI)")
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    public typealias Body = Never
    public init<Phases: Sequence>(_ phases: Phases, @ViewBuilder content: @escaping (Phase) -> Content)
    where Phases.Element == Phase {}
}
