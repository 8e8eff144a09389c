import Foundation

// The public signatures of search with tokens (SearchTokens.swift has the mechanism), each
// prompt as SwiftUI takes it: a `Text`, a localized key, or a string.
// Evidence: Apple docs, View.searchable(text:tokens:placement:prompt:token:),
// (text:tokens:isPresented:...), (text:tokens:suggestedTokens:...), (text:editableTokens:...).

nonisolated extension View {
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        modifier(_SearchableModifier(text: text, prompt: prompt?.content, tokens: SearchTokenField(text: text, tokens: tokens, suggested: nil, token: token)))
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        modifier(_SearchableModifier(text: text, prompt: prompt.resolved, tokens: SearchTokenField(text: text, tokens: tokens, suggested: nil, token: token)))
    }

    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        modifier(_SearchableModifier(text: text, prompt: String(prompt), tokens: SearchTokenField(text: text, tokens: tokens, suggested: nil, token: token)))
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        modifier(_SearchableModifier(text: text, prompt: prompt?.content, isPresented: isPresented, tokens: SearchTokenField(text: text, tokens: tokens, suggested: nil, token: token)))
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        modifier(_SearchableModifier(text: text, prompt: prompt.resolved, isPresented: isPresented, tokens: SearchTokenField(text: text, tokens: tokens, suggested: nil, token: token)))
    }

    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        modifier(_SearchableModifier(text: text, prompt: String(prompt), isPresented: isPresented, tokens: SearchTokenField(text: text, tokens: tokens, suggested: nil, token: token)))
    }

    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        modifier(_SearchableModifier(text: text, prompt: prompt?.content, tokens: SearchTokenField(text: text, tokens: tokens, suggested: suggestedTokens, token: token)))
    }

    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        modifier(_SearchableModifier(text: text, prompt: prompt.resolved, tokens: SearchTokenField(text: text, tokens: tokens, suggested: suggestedTokens, token: token)))
    }

    @_disfavoredOverload
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        modifier(_SearchableModifier(text: text, prompt: String(prompt), tokens: SearchTokenField(text: text, tokens: tokens, suggested: suggestedTokens, token: token)))
    }

    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        modifier(_SearchableModifier(text: text, prompt: prompt?.content, isPresented: isPresented, tokens: SearchTokenField(text: text, tokens: tokens, suggested: suggestedTokens, token: token)))
    }

    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        modifier(_SearchableModifier(text: text, prompt: prompt.resolved, isPresented: isPresented, tokens: SearchTokenField(text: text, tokens: tokens, suggested: suggestedTokens, token: token)))
    }

    @_disfavoredOverload
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        modifier(_SearchableModifier(text: text, prompt: String(prompt), isPresented: isPresented, tokens: SearchTokenField(text: text, tokens: tokens, suggested: suggestedTokens, token: token)))
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        modifier(_SearchableModifier(text: text, prompt: prompt?.content, tokens: SearchTokenField(text: text, editableTokens: editableTokens, token: token)))
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        modifier(_SearchableModifier(text: text, prompt: prompt.resolved, tokens: SearchTokenField(text: text, editableTokens: editableTokens, token: token)))
    }

    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        modifier(_SearchableModifier(text: text, prompt: String(prompt), tokens: SearchTokenField(text: text, editableTokens: editableTokens, token: token)))
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        modifier(_SearchableModifier(text: text, prompt: prompt?.content, isPresented: isPresented, tokens: SearchTokenField(text: text, editableTokens: editableTokens, token: token)))
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        modifier(_SearchableModifier(text: text, prompt: prompt.resolved, isPresented: isPresented, tokens: SearchTokenField(text: text, editableTokens: editableTokens, token: token)))
    }

    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        modifier(_SearchableModifier(text: text, prompt: String(prompt), isPresented: isPresented, tokens: SearchTokenField(text: text, editableTokens: editableTokens, token: token)))
    }

}
