import StateEngine

// Swift Charts' other symbols: StateEngine does not model them, and each fails to compile with
// StateEngine's message, as SwiftUI's unmodelled API does (issue 34). A chart proxy needs the
// plot's geometry, which the engine does not lay out; vectorized plots and 3D charts are later
// additions no tutorial here needed yet.

@available(*, unavailable, message: "StateEngine does not model `ChartProxy` yet (see Supported SwiftUI)")
public struct ChartProxy {}

@available(*, unavailable, message: "StateEngine does not model `LinePlot` yet (see Supported SwiftUI)")
public struct LinePlot {}

@available(*, unavailable, message: "StateEngine does not model `AreaPlot` yet (see Supported SwiftUI)")
public struct AreaPlot {}

@available(*, unavailable, message: "StateEngine does not model `BarPlot` yet (see Supported SwiftUI)")
public struct BarPlot {}

@available(*, unavailable, message: "StateEngine does not model `PointPlot` yet (see Supported SwiftUI)")
public struct PointPlot {}

@available(*, unavailable, message: "StateEngine does not model `RulePlot` yet (see Supported SwiftUI)")
public struct RulePlot {}

@available(*, unavailable, message: "StateEngine does not model `RectanglePlot` yet (see Supported SwiftUI)")
public struct RectanglePlot {}

@available(*, unavailable, message: "StateEngine does not model `SectorPlot` yet (see Supported SwiftUI)")
public struct SectorPlot {}

@available(*, unavailable, message: "StateEngine does not model `Chart3D` yet (see Supported SwiftUI)")
public struct Chart3D {}

@available(*, unavailable, message: "StateEngine does not model `SurfacePlot` yet (see Supported SwiftUI)")
public struct SurfacePlot {}

@available(*, unavailable, message: "StateEngine does not model `ChartScrollTargetBehavior` yet (see Supported SwiftUI)")
public struct ChartScrollTargetBehavior {}

extension View {
    @available(*, unavailable, message: "StateEngine does not model `chartOverlay` yet (see Supported SwiftUI)")
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `chartBackground` yet (see Supported SwiftUI)")
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `chartGesture` yet (see Supported SwiftUI)")
    public func chartGesture<G: Gesture>(_ gesture: @escaping (ChartProxy) -> G) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `chartAngleSelection` yet (see Supported SwiftUI)")
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `chartXSelection(range:)` yet (see Supported SwiftUI)")
    public func chartXSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `chartYSelection(range:)` yet (see Supported SwiftUI)")
    public func chartYSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `chartScrollPosition` yet (see Supported SwiftUI)")
    public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `chartScrollPosition` yet (see Supported SwiftUI)")
    public func chartScrollPosition<P: Plottable>(initialX: P) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `chartScrollTargetBehavior` yet (see Supported SwiftUI)")
    public func chartScrollTargetBehavior(_ behavior: ChartScrollTargetBehavior) -> EmptyView { fatalError() }
}
