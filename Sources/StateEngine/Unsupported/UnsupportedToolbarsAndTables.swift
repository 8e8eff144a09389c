import Foundation

// Removing default toolbar items, content toolbars, and tables whose rows are written
// out (`TableRow`, `TableRowBuilder`) or customized. Each fails to compile with StateEngine's message (issue 34); see
// UnsupportedViews.swift for the convention.

nonisolated extension View {
    @available(*, unavailable, message: "StateEngine does not model `toolbar` yet (see Supported SwiftUI)")
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> EmptyView { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `ContentToolbarPlacement` yet (see Supported SwiftUI)")
public struct ContentToolbarPlacement {}

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

@available(*, unavailable, message: "StateEngine does not model `TableColumnCustomization` yet (see Supported SwiftUI)")
public struct TableColumnCustomization<RowValue> {
    public init() {}
}
@available(*, unavailable, message: "StateEngine does not model `TableColumnCustomizationBehavior` yet (see Supported SwiftUI)")
public struct TableColumnCustomizationBehavior: Sendable {}
@available(*, unavailable, message: "StateEngine does not model `TableColumnForEach` yet (see Supported SwiftUI)")
public struct TableColumnForEach<Data, ID, RowValue, Sort, Content> {}
@available(*, unavailable, message: "StateEngine does not model `TableHeaderRowContent` yet (see Supported SwiftUI)")
public struct TableHeaderRowContent<Value, Content> {}
@available(*, unavailable, message: "StateEngine does not model `TableOutlineGroupContent` yet (see Supported SwiftUI)")
public struct TableOutlineGroupContent<Data> {}
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
