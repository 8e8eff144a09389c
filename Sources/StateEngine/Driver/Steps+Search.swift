/// Steps on a search field's tokens (SearchTokens.swift); a token is added by tapping a
/// suggested token or a token `searchCompletion` row, as on iOS.
extension Driver {
    /// Selects the token showing `label` in a search field and presses Delete: the token
    /// leaves the field's tokens binding.
    // Evidence: Apple docs, UISearchToken ("a token acts like a single character in standard
    // text interactions such as deleting, selecting").
    public func removeToken(_ label: String) throws {
        try step("removeToken \(quoted(label))") {
            let token = try findControl(label, kind: .searchToken)
            guard let remove = token.removeToken else { return }
            perform { remove() }
        }
    }
}
