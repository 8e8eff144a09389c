import Foundation

// View modifiers outside issue 8's families, with SwiftUI's signatures; each fails to compile
// with StateEngine's own message (issue 8, "Honest by construction").

nonisolated extension View {


    @available(*, unavailable, message: "StateEngine does not model `onHover` yet (see Supported SwiftUI)")
    public func onHover(perform action: @escaping (Bool) -> Void) -> EmptyView { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model `draggable` yet (see Supported SwiftUI)")
    public func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> EmptyView { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model `dropDestination` yet (see Supported SwiftUI)")
    public func dropDestination<T>(
        for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> EmptyView { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model `scrollPosition` yet (see Supported SwiftUI)")
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> EmptyView { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model `scrollTargetBehavior` yet (see Supported SwiftUI)")
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> EmptyView { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model `scrollTargetLayout` yet (see Supported SwiftUI)")
    public func scrollTargetLayout(isEnabled: Bool = true) -> EmptyView { fatalError() }
}


@available(*, unavailable, message: "StateEngine does not model `ScrollTargetBehavior` yet (see Supported SwiftUI)")
public protocol ScrollTargetBehavior {}

@available(*, unavailable, message: "StateEngine does not model `PagingScrollTargetBehavior` yet (see Supported SwiftUI)")
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

@available(*, unavailable, message: "StateEngine does not model `ViewAlignedScrollTargetBehavior` yet (see Supported SwiftUI)")
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

@available(*, unavailable, message: "StateEngine does not model `ScrollTargetBehavior` yet (see Supported SwiftUI)")
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `ScrollTargetBehavior` yet (see Supported SwiftUI)")
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { fatalError() }
}


