import Foundation

/// A table: rows of data, one column per `TableColumn`. On an iPhone (a compact horizontal size
/// class) a table shows no header and only its first column, so it is a list of the first
/// column's cells: selection works as a List's (selecting a row writes its id to the binding),
/// and the sort order binding is the program's own (no header shows for a user to click, so the
/// table never writes it; the program sorts its data when it changes). In a regular width every
/// column's cell shows in the row, in order. Evidence: Apple docs, "Tables" ("Narrow displays may
/// adapt to show only the first column of the table"), Table ("On iOS, and in other situations
/// with a compact horizontal size class, tables don't show headers and collapse all columns after
/// the first"; "Supporting selection in tables": the binding holds the selected rows' ids;
/// "Sorting tables": the table updates `sortOrder` when the user clicks a column header, and the
/// program sorts its data). A custom `TableStyle` replaces its look (SplitViewAndTableStyles.swift).
nonisolated public struct Table<Value: Identifiable, Rows, Columns>: StylableContainer {
    public typealias Body = Never
    let rows: [Value]
    let columns: [_TableColumnCell<Value>]
    let selection: ListSelection?

    init(rows: [Value], columns: [_TableColumnCell<Value>], selection: ListSelection?) {
        self.rows = rows
        self.columns = columns
        self.selection = selection
    }

    var builtIn: TableRows<Value> { TableRows(rows: rows, columns: columns, selection: selection) }

    func styledBody(in environment: EnvironmentValues) -> StyledBody? {
        environment.styledBody(TableStyleConfiguration())
    }
}

/// The table's built-in look: a list of its rows, with the columns the width shows.
nonisolated struct TableRows<Value: Identifiable>: View, EngineProvidedView {
    let rows: [Value]
    let columns: [_TableColumnCell<Value>]
    let selection: ListSelection?
    @Environment(\.horizontalSizeClass) var horizontalSizeClass

    var body: some View {
        let shown = horizontalSizeClass == .regular ? columns : Array(columns.prefix(1))
        List<Value.ID, ForEach<[Value], Value.ID, TableRowCells<Value>>>(
            content: ForEach(rows) { row in TableRowCells(row: row, columns: shown) },
            selection: selection)
    }
}

/// One row's cells: the columns shown, side by side. The cells are joined pairwise rather than
/// repeated with a `ForEach`, which inside a List would make each cell a row of its own.
nonisolated struct TableRowCells<Value>: View, EngineProvidedView {
    let row: Value
    let columns: [_TableColumnCell<Value>]
    var body: some View {
        HStack {
            columns.dropFirst().reduce(columns.first.map { $0.content(row) } ?? AnyView(EmptyView())) { shown, column in
                AnyView(TupleView(packing: shown, column.content(row)))
            }
        }
    }
}

/// A column with its title and the cell it draws for a row, whatever its content's type.
public struct _TableColumnCell<Value> {
    let title: String
    let content: (Value) -> AnyView
}

extension Table where Rows == TableForEachContent<[Value]>, Columns == TupleTableColumnContent<Value, Never, Void> {
    public init<Data: RandomAccessCollection<Value>>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> TupleTableColumnContent<Value, Never, Void>)
    where Data.Element == Value {
        self.init(rows: Array(data), columns: columns()._cells, selection: nil)
    }
    public init<Data: RandomAccessCollection<Value>>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> TupleTableColumnContent<Value, Never, Void>
    ) where Data.Element == Value {
        self.init(rows: Array(data), columns: columns()._cells, selection: .single(selection))
    }
    public init<Data: RandomAccessCollection<Value>>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> TupleTableColumnContent<Value, Never, Void>
    ) where Data.Element == Value {
        self.init(rows: Array(data), columns: columns()._cells, selection: .multiple(selection))
    }
    public init<Data: RandomAccessCollection<Value>, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> TupleTableColumnContent<Value, Never, Void>
    ) where Data.Element == Value, Sort.Compared == Value {
        self.init(rows: Array(data), columns: columns()._cells, selection: nil)
    }
    public init<Data: RandomAccessCollection<Value>, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> TupleTableColumnContent<Value, Never, Void>
    ) where Data.Element == Value, Sort.Compared == Value {
        self.init(rows: Array(data), columns: columns()._cells, selection: .single(selection))
    }
    public init<Data: RandomAccessCollection<Value>, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> TupleTableColumnContent<Value, Never, Void>
    ) where Data.Element == Value, Sort.Compared == Value {
        self.init(rows: Array(data), columns: columns()._cells, selection: .multiple(selection))
    }
}

/// What a table's column builder accepts: one column, or several.
public protocol TableColumnContent {
    associatedtype TableRowValue
    associatedtype TableColumnSortComparator
    var _cells: [_TableColumnCell<TableRowValue>] { get }
}

/// A table column: its title (the header a regular-width table shows) and the cell it draws for
/// each row. A `value:` key path names what the column sorts by on a Mac or iPad.
nonisolated public struct TableColumn<RowValue, Sort, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    let title: String
    let content: (RowValue) -> Content

    public var _cells: [_TableColumnCell<RowValue>] {
        let content = self.content
        return [_TableColumnCell(title: title, content: { AnyView(content($0)) })]
    }

    /// A column's width is how it is drawn.
    public func width(_ width: CGFloat? = nil) -> TableColumn { self }
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn { self }
    public func alignment(_ alignment: TableColumnAlignment) -> TableColumn { self }
}

extension TableColumn where Content == Text, Label == Text, Sort == KeyPathComparator<RowValue> {
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(title: titleKey.resolved, content: { Text($0[keyPath: value]) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.init(title: String(title), content: { Text($0[keyPath: value]) })
    }
    public init(_ text: Text, value: KeyPath<RowValue, String>) {
        self.init(title: text.content, content: { Text($0[keyPath: value]) })
    }
}

extension TableColumn where Label == Text, Sort == Never {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.resolved, content: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), content: content)
    }
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.content, content: content)
    }
}

extension TableColumn where Label == Text, Sort == KeyPathComparator<RowValue> {
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.resolved, content: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), content: content)
    }
}

extension TableColumn where Label == Text, Sort: SortComparator, Sort.Compared == RowValue {
    public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.resolved, content: content)
    }
}

/// Several columns, in the order written.
nonisolated public struct TupleTableColumnContent<RowValue, Sort, T>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public let _cells: [_TableColumnCell<RowValue>]
}

/// Builds a table's columns, whatever each sorts by, into one list of columns.
@resultBuilder
public enum TableColumnBuilder<RowValue, Sort> {
    /// A column written in the builder: its row type is the table's (`\.name` is a key path of it).
    public static func buildExpression<ColumnSort, Content: View, Label: View>(
        _ column: TableColumn<RowValue, ColumnSort, Content, Label>
    ) -> TupleTableColumnContent<RowValue, Never, Void> {
        TupleTableColumnContent(_cells: column._cells)
    }
    public static func buildBlock(_ columns: TupleTableColumnContent<RowValue, Never, Void>...) -> TupleTableColumnContent<RowValue, Never, Void> {
        TupleTableColumnContent(_cells: columns.flatMap(\._cells))
    }
    public static func buildOptional(_ columns: TupleTableColumnContent<RowValue, Never, Void>?) -> TupleTableColumnContent<RowValue, Never, Void> {
        columns ?? TupleTableColumnContent(_cells: [])
    }
    public static func buildEither(first: TupleTableColumnContent<RowValue, Never, Void>) -> TupleTableColumnContent<RowValue, Never, Void> { first }
    public static func buildEither(second: TupleTableColumnContent<RowValue, Never, Void>) -> TupleTableColumnContent<RowValue, Never, Void> { second }
    public static func buildLimitedAvailability(_ columns: TupleTableColumnContent<RowValue, Never, Void>) -> TupleTableColumnContent<RowValue, Never, Void> { columns }
}

/// The rows of a table made from a collection (`Table(people) { ... }`).
public struct TableForEachContent<Data: RandomAccessCollection> {}

