/// Steps on list rows, menus and scroll views.
extension Driver {
    /// The row labelled `row`, and what its list lets a user do with it.
    func findRow(_ row: String, in screen: RenderedScreen? = nil) throws -> ScreenControl.Row {
        let control = try findControl(row, kind: .row, in: screen)
        guard let found = control.row else { throw Failure(.noRow(row), details: screenDetails) }
        return found
    }

    /// Taps a row of a list with a selection: its id is written to the selection.
    public func select(row: String) throws {
        try step("select row \(quoted(row))") {
            let target = try findRow(row)
            guard let select = target.select else {
                throw Failure(.rowNotSelectable(row), details: screenDetails)
            }
            perform(select)
        }
    }

    /// Swipes the row away and taps Delete: the ForEach's `onDelete` runs with its offset.
    public func delete(row: String) throws {
        try step("delete row \(quoted(row))") {
            let target = try findRow(row)
            guard let delete = target.delete else {
                throw Failure(.rowNotDeletable(row), details: screenDetails)
            }
            perform(delete)
        }
    }

    /// Drags the row to position `index` (0-based, among its ForEach's rows): `onMove` runs.
    public func move(row: String, to index: Int) throws {
        try step("move row \(quoted(row)) to \(index)") {
            let target = try findRow(row)
            guard let move = target.move else {
                throw Failure(.rowNotMovable(row), details: screenDetails)
            }
            perform { move(index) }
        }
    }

    /// Swipes the row and taps its swipe action labelled `action`.
    public func swipe(row: String, action: String) throws {
        try step("swipe row \(quoted(row)) and tap \(quoted(action))") {
            let target = try findRow(row)
            if let found = target.swipeActions.first(where: { $0.label == action }) {
                perform(found.perform)
                return
            }
            if action == "Delete", let delete = target.delete {
                perform(delete)
                return
            }
            let list = target.swipeActions.map(\.label) + (target.delete != nil ? ["Delete"] : [])
            throw Failure(.noSwipeAction(row: row, action: action, actions: list), details: screenDetails)
        }
    }

    /// Pulls to refresh and waits for the `refreshable` action to return (virtual time passes).
    public func refresh() throws {
        try step("refresh") {
            let target = try findSingleControl(.refreshable)
            var task: Task<Void, Never>?
            perform { if case .refreshable(let refresh) = target.action { task = refresh() } }
            // The pull ends when the action returns: let virtual time pass until then.
            settleAndDrainQueue()
            let budgetEnd = mainQueue.now + Self.idleBudget
            while let task, !task.box.isFinished, let due = mainQueue.nextDue, due <= budgetEnd,
                  let job = mainQueue.popDue(notAfter: due) {
                runJob(job)
            }
        }
    }

    /// Opens the menu labelled `label`, showing its items.
    public func openMenu(_ label: String) throws {
        try step("open menu \(quoted(label))") {
            let menu = try findControl(label, kind: .menu)
            perform { if case .menu(let open) = menu.action { open() } }
        }
    }

    /// Chooses an item of the open menu (or any button with that text on top).
    public func choose(_ item: String) throws {
        try step("choose \(quoted(item))") {
            let target = try find(item, kind: .button)
            perform(target.perform)
        }
    }
}
