/// The pasteboard step.
extension Driver {
    /// Puts `items` on the pasteboard in place of what it held, as copying them in another app
    /// does; each is offered in every format its `Transferable` representation exports.
    public func copyToPasteboard<Item: Transferable>(_ items: [Item]) {
        step("copy \(items.map { quoted("\($0)") }.joined(separator: ", ")) to the pasteboard") {
            pasteboard = items.map(TransferOffer.init)
        }
    }

    public func copyToPasteboard<Item: Transferable>(_ items: Item...) {
        copyToPasteboard(items)
    }
}
