import Foundation

// Presentations the engine does not model yet (iOS 17, 18, 26 signatures): alerts and dialogs
// bound to an item or an error, the system's file dialogs, and how sheets size and adapt. Each
// fails to compile with StateEngine's message (issue 34); see UnsupportedViews.swift.

nonisolated extension View {

    @available(*, unavailable, message: "StateEngine does not model `contextMenu` yet (see Supported SwiftUI)")
    public func contextMenu<I: Hashable, M: View>(
        forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
        primaryAction: ((Set<I>) -> Void)? = nil
    ) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `contextMenu` yet (see Supported SwiftUI)")
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `dialogSuppressionToggle` yet (see Supported SwiftUI)")
    public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `dialogSuppressionToggle` yet (see Supported SwiftUI)")
    public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>) -> EmptyView { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model `presentationCompactAdaptation` yet (see Supported SwiftUI)")
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `presentationCompactAdaptation` yet (see Supported SwiftUI)")
    public func presentationCompactAdaptation(horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `presentationSizing` yet (see Supported SwiftUI)")
    public func presentationSizing(_ sizing: some PresentationSizing) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `presentationContentInteraction` yet (see Supported SwiftUI)")
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> EmptyView { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model `fileDialogBrowserOptions` yet (see Supported SwiftUI)")
    public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> EmptyView { fatalError() }
}



@available(*, unavailable, message: "StateEngine does not model `PresentationSizing` yet (see Supported SwiftUI)")
public protocol PresentationSizing {}

@available(*, unavailable, message: "StateEngine does not model `AutomaticPresentationSizing` yet (see Supported SwiftUI)")
public struct AutomaticPresentationSizing: PresentationSizing {}
@available(*, unavailable, message: "StateEngine does not model `FormPresentationSizing` yet (see Supported SwiftUI)")
public struct FormPresentationSizing: PresentationSizing {}
@available(*, unavailable, message: "StateEngine does not model `PagePresentationSizing` yet (see Supported SwiftUI)")
public struct PagePresentationSizing: PresentationSizing {}
@available(*, unavailable, message: "StateEngine does not model `FittedPresentationSizing` yet (see Supported SwiftUI)")
public struct FittedPresentationSizing: PresentationSizing {}

@available(*, unavailable, message: "StateEngine does not model `PresentationSizing` yet (see Supported SwiftUI)")
extension PresentationSizing where Self == AutomaticPresentationSizing {
    public static var automatic: AutomaticPresentationSizing { fatalError() }
}
@available(*, unavailable, message: "StateEngine does not model `PresentationSizing` yet (see Supported SwiftUI)")
extension PresentationSizing where Self == FormPresentationSizing {
    public static var form: FormPresentationSizing { fatalError() }
}
@available(*, unavailable, message: "StateEngine does not model `PresentationSizing` yet (see Supported SwiftUI)")
extension PresentationSizing where Self == PagePresentationSizing {
    public static var page: PagePresentationSizing { fatalError() }
}
@available(*, unavailable, message: "StateEngine does not model `PresentationSizing` yet (see Supported SwiftUI)")
extension PresentationSizing where Self == FittedPresentationSizing {
    public static var fitted: FittedPresentationSizing { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `PresentationSizingRoot` yet (see Supported SwiftUI)")
public struct PresentationSizingRoot {}
@available(*, unavailable, message: "StateEngine does not model `PresentationSizingContext` yet (see Supported SwiftUI)")
public struct PresentationSizingContext {}

@available(*, unavailable, message: "StateEngine does not model `FileDialogBrowserOptions` yet (see Supported SwiftUI)")
public struct FileDialogBrowserOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static var enumeratePackages: FileDialogBrowserOptions { fatalError() }
    public static var includeHiddenFiles: FileDialogBrowserOptions { fatalError() }
    public static var displayFileExtensions: FileDialogBrowserOptions { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `ContextMenu` yet (see Supported SwiftUI)")
public struct ContextMenu<MenuItems: View> {
    public init(@ViewBuilder menuItems: () -> MenuItems) {}
}
