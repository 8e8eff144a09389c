import Foundation

// Search tokens (iOS 16, 17): `searchable(text:tokens:...)`, `searchable(text:editableTokens:...)`
// and `searchCompletion(_:)` with a token.
// Evidence: Apple docs "Performing a search operation" (tokens are discrete search terms kept
// in storage you provide, shown in the search field before the text); UISearchTextField
// ("tokens always occur contiguously before any text in the search field"; UISearchToken: "a
// token acts like a single character in standard text interactions such as deleting");
// "Suggesting search terms" ("you can also provide suggestions for tokens ... SwiftUI presents
// the suggestions in a list below the search field"); searchCompletion(_:) with a token ("the
// system uses this value when the view is selected to replace the partial text being
// currently edited of the associated search field").

/// The tokens of one search field, erased from the program's collection type.
struct SearchTokenField {
    /// The token views, each able to remove its token (what the field shows before its text).
    let tokens: () -> any View
    /// The suggested tokens, each a row that adds its token (nil without `suggestedTokens:`).
    let suggestions: (() -> any View)?
    /// Adds a token from a `searchCompletion(_:)` row; false when it is not of the field's
    /// token type (SwiftUI's API erases the type between the row and the field).
    let complete: (any Identifiable) -> Bool
    /// Empties the field's tokens (ending search).
    let removeAll: () -> Void

    init<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggested: Binding<C>?, token: @escaping (C.Element) -> T
    ) where C.Element: Identifiable {
        let add = Self.adder(text: text, tokens: tokens)
        self.tokens = {
            ForEach(tokens.wrappedValue, id: \.id) { element in
                token(element).modifier(_SearchTokenModifier(remove: Self.remover(element.id, from: tokens)))
            }
        }
        self.suggestions = suggested.map { suggested in
            {
                ForEach(suggested.wrappedValue, id: \.id) { element in
                    Button { add(element) } label: { token(element) }
                }
            }
        }
        self.complete = { completion in
            guard let element = completion as? C.Element else { return false }
            add(element)
            return true
        }
        self.removeAll = { if !tokens.wrappedValue.isEmpty { tokens.wrappedValue.removeAll() } }
    }

    init<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View>(
        text: Binding<String>, editableTokens tokens: Binding<C>, token: @escaping (Binding<C.Element>) -> T
    ) where C.Element: Identifiable {
        let add = Self.adder(text: text, tokens: tokens)
        self.tokens = {
            ForEach(tokens, id: \.id) { element in
                token(element).modifier(_SearchTokenModifier(remove: Self.remover(element.wrappedValue.id, from: tokens)))
            }
        }
        self.suggestions = nil
        self.complete = { completion in
            guard let element = completion as? C.Element else { return false }
            add(element)
            return true
        }
        self.removeAll = { if !tokens.wrappedValue.isEmpty { tokens.wrappedValue.removeAll() } }
    }

    /// The token the user picks replaces the partial text being typed.
    private static func adder<C: RangeReplaceableCollection>(text: Binding<String>, tokens: Binding<C>) -> (C.Element) -> Void {
        { element in
            tokens.wrappedValue.append(element)
            text.wrappedValue = ""
        }
    }

    private static func remover<C: RangeReplaceableCollection>(_ id: C.Element.ID, from tokens: Binding<C>) -> () -> Void
    where C.Element: Identifiable {
        {
            if let index = tokens.wrappedValue.firstIndex(where: { $0.id == id }) { tokens.wrappedValue.remove(at: index) }
        }
    }
}

/// One token in the search field: shown as a `SearchToken` node, and removed by the driver's
/// `removeToken` step (selecting it and pressing Delete, as on iOS).
nonisolated public struct _SearchTokenModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let remove: () -> Void
    func makeBehavior() -> ModifierBehavior<Self> { SearchTokenBehavior() }
}

final class SearchTokenBehavior: ModifierBehavior<_SearchTokenModifier>, ScreenContributor {
    var remove: (() -> Void)?
    override func update(modifier: _SearchTokenModifier) { remove = modifier.remove }

    func render(content: Node?, into screen: inout ScreenBuilder) {
        let (label, texts) = ScreenBuilder.labelAndTexts(of: content)
        screen.node("SearchToken", role: .button, label: label)
        var control = ScreenControl(.searchToken(remove: remove ?? {}), label: label, layer: screen.layer, isEnabled: node.environment.isEnabled)
        control.texts = texts
        screen.controls.append(control)
    }
}

/// A suggestion row that, tapped, adds `token` to the field's tokens in place of the typed text.
nonisolated public struct _SearchTokenCompletionModifier<Token: Identifiable>: ViewModifier {
    @Environment(\.searchInteraction) private var interaction
    let token: Token

    public func body(content: Content) -> some View {
        let interaction = self.interaction
        let token = self.token
        Button { _ = interaction?.tokens?.complete(token) } label: { content }
    }
}

nonisolated extension View {
    public func searchCompletion<T: Identifiable>(_ token: T) -> some View {
        modifier(_SearchTokenCompletionModifier(token: token))
    }
}
