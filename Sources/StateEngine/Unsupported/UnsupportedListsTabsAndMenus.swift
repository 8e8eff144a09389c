import Foundation

// Lists, tabs and menus beyond what the engine models: row editing switches, section actions,
// the iOS 18 tab bar's customization and sidebar, how a menu orders and dismisses, and a few
// view states (hidden views, a forced colour scheme or type size). Each fails to compile with
// StateEngine's message (issue 34); see UnsupportedViews.swift for the convention.

nonisolated extension View {
    @available(*, unavailable, message: "StateEngine does not model `sectionActions` yet (see Supported SwiftUI)")
    public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `menuActionDismissBehavior` yet (see Supported SwiftUI)")
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `findNavigator` yet (see Supported SwiftUI)")
    public func findNavigator(isPresented: Binding<Bool>) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `springLoadingBehavior` yet (see Supported SwiftUI)")
    public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> EmptyView { fatalError() }
}











