import Foundation

// Toolbar content beyond `ToolbarItem` and `ToolbarItemGroup` (customizable toolbars, title
// menus, roles) and tables. Each fails to compile with StateEngine's message (issue 34); see
// UnsupportedViews.swift for the convention.

nonisolated extension View {
    @available(*, unavailable, message: "StateEngine does not model `toolbar` yet (see Supported SwiftUI)")
    public func toolbar<Content>(id: String, @ViewBuilder content: () -> Content) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `toolbar` yet (see Supported SwiftUI)")
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `toolbarTitleMenu` yet (see Supported SwiftUI)")
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `toolbarRole` yet (see Supported SwiftUI)")
    public func toolbarRole(_ role: ToolbarRole) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `tableStyle` yet (see Supported SwiftUI)")
    public func tableStyle<S: TableStyle>(_ style: S) -> EmptyView { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `ToolbarContent` yet (see Supported SwiftUI)")
public protocol ToolbarContent {}

@available(*, unavailable, message: "StateEngine does not model `CustomizableToolbarContent` yet (see Supported SwiftUI)")
public protocol CustomizableToolbarContent: ToolbarContent {}

@available(*, unavailable, message: "StateEngine does not model `ToolbarContentBuilder` yet (see Supported SwiftUI)")
@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildBlock<C: ToolbarContent>(_ content: C...) -> C { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `ToolbarTitleMenu` yet (see Supported SwiftUI)")
public struct ToolbarTitleMenu<Content: View> {
    public init(@ViewBuilder content: () -> Content) {}
}

@available(*, unavailable, message: "StateEngine does not model `DefaultToolbarItem` yet (see Supported SwiftUI)")
public struct DefaultToolbarItem {
    public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {}
}




@available(*, unavailable, message: "StateEngine does not model `ToolbarCustomizationOptions` yet (see Supported SwiftUI)")
public struct ToolbarCustomizationOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static var alwaysAvailable: ToolbarCustomizationOptions { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `ContentToolbarPlacement` yet (see Supported SwiftUI)")
public struct ContentToolbarPlacement {}

@available(*, unavailable, message: "StateEngine does not model `Table` yet (see Supported SwiftUI)")
public struct Table<Value: Identifiable, Rows, Columns>: View {
    public typealias Body = Never
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns) where Data.Element == Value {}
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Data.Element == Value {}
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Data.Element == Value {}
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Data.Element == Value, Sort.Compared == Value {}
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Data.Element == Value, Sort.Compared == Value {}
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Data.Element == Value, Sort.Compared == Value {}
}

@available(*, unavailable, message: "StateEngine does not model `TableColumn` yet (see Supported SwiftUI)")
public struct TableColumn<RowValue, Sort, Content: View, Label: View>: TableColumnContent {
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) where Content == Text, Label == Text {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) where Content == Text, Label == Text {}
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) where Label == Text {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) where Label == Text {}
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) where Label == Text {}
    public func width(_ width: CGFloat? = nil) -> TableColumn { fatalError() }
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `TableColumnContent` yet (see Supported SwiftUI)")
public protocol TableColumnContent {}

@available(*, unavailable, message: "StateEngine does not model `TableColumnBuilder` yet (see Supported SwiftUI)")
@resultBuilder
public struct TableColumnBuilder<RowValue, Sort> {
    public static func buildBlock<C: TableColumnContent>(_ content: C...) -> C { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `TableRowContent` yet (see Supported SwiftUI)")
public protocol TableRowContent {}

@available(*, unavailable, message: "StateEngine does not model `TableRowBuilder` yet (see Supported SwiftUI)")
@resultBuilder
public struct TableRowBuilder<Value> {
    public static func buildBlock<C: TableRowContent>(_ content: C...) -> C { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `TableRow` yet (see Supported SwiftUI)")
public struct TableRow<Value: Identifiable>: TableRowContent {
    public init(_ value: Value) {}
}

@available(*, unavailable, message: "StateEngine does not model `TableStyle` yet (see Supported SwiftUI)")
public protocol TableStyle {}
@available(*, unavailable, message: "StateEngine does not model `AutomaticTableStyle` yet (see Supported SwiftUI)")
public struct AutomaticTableStyle: TableStyle {}
@available(*, unavailable, message: "StateEngine does not model `InsetTableStyle` yet (see Supported SwiftUI)")
public struct InsetTableStyle: TableStyle {}
@available(*, unavailable, message: "StateEngine does not model `TableStyleConfiguration` yet (see Supported SwiftUI)")
public struct TableStyleConfiguration {}
@available(*, unavailable, message: "StateEngine does not model `TableColumnCustomization` yet (see Supported SwiftUI)")
public struct TableColumnCustomization<RowValue> {
    public init() {}
}
@available(*, unavailable, message: "StateEngine does not model `TableColumnCustomizationBehavior` yet (see Supported SwiftUI)")
public struct TableColumnCustomizationBehavior: Sendable {}
@available(*, unavailable, message: "StateEngine does not model `TableColumnForEach` yet (see Supported SwiftUI)")
public struct TableColumnForEach<Data, ID, RowValue, Sort, Content> {}
@available(*, unavailable, message: "StateEngine does not model `TableForEachContent` yet (see Supported SwiftUI)")
public struct TableForEachContent<Data> {}
@available(*, unavailable, message: "StateEngine does not model `TableHeaderRowContent` yet (see Supported SwiftUI)")
public struct TableHeaderRowContent<Value, Content> {}
@available(*, unavailable, message: "StateEngine does not model `TableOutlineGroupContent` yet (see Supported SwiftUI)")
public struct TableOutlineGroupContent<Data> {}
@available(*, unavailable, message: "StateEngine does not model `TupleTableColumnContent` yet (see Supported SwiftUI)")
public struct TupleTableColumnContent<RowValue, Sort, T> {}
@available(*, unavailable, message: "StateEngine does not model `TupleTableRowContent` yet (see Supported SwiftUI)")
public struct TupleTableRowContent<Value, T> {}
@available(*, unavailable, message: "StateEngine does not model `EmptyTableRowContent` yet (see Supported SwiftUI)")
public struct EmptyTableRowContent<Value> {}
@available(*, unavailable, message: "StateEngine does not model `DynamicTableRowContent` yet (see Supported SwiftUI)")
public protocol DynamicTableRowContent {}
@available(*, unavailable, message: "StateEngine does not model `DisclosureTableRow` yet (see Supported SwiftUI)")
public struct DisclosureTableRow<RowValue, Content> {}
@available(*, unavailable, message: "StateEngine does not model `ItemProviderTableRowModifier` yet (see Supported SwiftUI)")
public struct ItemProviderTableRowModifier {}
@available(*, unavailable, message: "StateEngine does not model `OnInsertTableRowModifier` yet (see Supported SwiftUI)")
public struct OnInsertTableRowModifier {}
