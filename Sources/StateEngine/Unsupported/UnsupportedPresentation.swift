import Foundation

// Presentations the engine does not model yet (iOS 17, 18, 26 signatures): dialog suppression
// toggles and the system's file dialogs. Each fails to compile with
// StateEngine's message (issue 34); see UnsupportedViews.swift.

nonisolated extension View {

    @available(*, unavailable, message: "StateEngine does not model `dialogSuppressionToggle` yet (see Supported SwiftUI)")
    public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `dialogSuppressionToggle` yet (see Supported SwiftUI)")
    public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>) -> EmptyView { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model `fileDialogBrowserOptions` yet (see Supported SwiftUI)")
    public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> EmptyView { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `FileDialogBrowserOptions` yet (see Supported SwiftUI)")
public struct FileDialogBrowserOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static var enumeratePackages: FileDialogBrowserOptions { fatalError() }
    public static var includeHiddenFiles: FileDialogBrowserOptions { fatalError() }
    public static var displayFileExtensions: FileDialogBrowserOptions { fatalError() }
}

