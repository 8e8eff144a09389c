import Foundation

// iOS 17's alerts and confirmation dialogs driven by an optional item or error: shown while the
// binding holds a value, built from it, and dismissing sets the binding to nil. They are the
// `isPresented:presenting:` forms with the flag derived from the binding. Evidence: Apple docs,
// alert(_:item:actions:) ("presents an alert when a given data value is non-nil"; "the system
// sets the item binding to nil" when the user picks an action) and alert(error:actions:).
nonisolated extension View {
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, item data: Binding<T?>, @ViewBuilder actions: (T) -> A) -> some View {
        alertModifier(titleKey.resolved, isPresented: Self.presence(data), actions: data.wrappedValue.map(actions), message: EmptyView?.none, presenting: data.wrappedValue != nil)
    }

    public func alert<A: View, T>(_ title: Text, item data: Binding<T?>, @ViewBuilder actions: (T) -> A) -> some View {
        alertModifier(title.content, isPresented: Self.presence(data), actions: data.wrappedValue.map(actions), message: EmptyView?.none, presenting: data.wrappedValue != nil)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, item data: Binding<T?>, @ViewBuilder actions: (T) -> A) -> some View {
        alertModifier(String(title), isPresented: Self.presence(data), actions: data.wrappedValue.map(actions), message: EmptyView?.none, presenting: data.wrappedValue != nil)
    }

    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, item data: Binding<T?>, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alertModifier(titleKey.resolved, isPresented: Self.presence(data), actions: data.wrappedValue.map(actions), message: data.wrappedValue.map(message), presenting: data.wrappedValue != nil)
    }

    public func alert<A: View, M: View, T>(_ title: Text, item data: Binding<T?>, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alertModifier(title.content, isPresented: Self.presence(data), actions: data.wrappedValue.map(actions), message: data.wrappedValue.map(message), presenting: data.wrappedValue != nil)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, item data: Binding<T?>, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alertModifier(String(title), isPresented: Self.presence(data), actions: data.wrappedValue.map(actions), message: data.wrappedValue.map(message), presenting: data.wrappedValue != nil)
    }

    /// The title is the error's localized description, as in `alert(isPresented:error:actions:)`.
    public func alert<E: LocalizedError, A: View>(error: Binding<E?>, @ViewBuilder actions: () -> A) -> some View {
        let error_ = error.wrappedValue
        return alertModifier(error_?.errorDescription ?? "", isPresented: Self.presence(error), actions: actions(), message: EmptyView?.none, presenting: error_ != nil)
    }

    public func alert<E: LocalizedError, A: View, M: View>(error: Binding<E?>, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M) -> some View {
        let error_ = error.wrappedValue
        return alertModifier(error_?.errorDescription ?? "", isPresented: Self.presence(error), actions: error_.map(actions), message: error_.map(message), presenting: error_ != nil)
    }

    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, item data: Binding<T?>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A) -> some View {
        alertModifier(titleKey.resolved, isPresented: Self.presence(data), actions: data.wrappedValue.map(actions), message: EmptyView?.none, kind: .confirmationDialog(titleKey.resolved), presenting: data.wrappedValue != nil)
    }

    public func confirmationDialog<A: View, T>(_ title: Text, item data: Binding<T?>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A) -> some View {
        alertModifier(title.content, isPresented: Self.presence(data), actions: data.wrappedValue.map(actions), message: EmptyView?.none, kind: .confirmationDialog(title.content), presenting: data.wrappedValue != nil)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, item data: Binding<T?>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A) -> some View {
        alertModifier(String(title), isPresented: Self.presence(data), actions: data.wrappedValue.map(actions), message: EmptyView?.none, kind: .confirmationDialog(String(title)), presenting: data.wrappedValue != nil)
    }

    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, item data: Binding<T?>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alertModifier(titleKey.resolved, isPresented: Self.presence(data), actions: data.wrappedValue.map(actions), message: data.wrappedValue.map(message), kind: .confirmationDialog(titleKey.resolved), presenting: data.wrappedValue != nil)
    }

    public func confirmationDialog<A: View, M: View, T>(_ title: Text, item data: Binding<T?>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alertModifier(title.content, isPresented: Self.presence(data), actions: data.wrappedValue.map(actions), message: data.wrappedValue.map(message), kind: .confirmationDialog(title.content), presenting: data.wrappedValue != nil)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, item data: Binding<T?>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alertModifier(String(title), isPresented: Self.presence(data), actions: data.wrappedValue.map(actions), message: data.wrappedValue.map(message), kind: .confirmationDialog(String(title)), presenting: data.wrappedValue != nil)
    }

    // Evidence: Apple docs, inspector(isPresented:content:): "In a compact horizontal size class
    // the inspector presents as a sheet" (the engine's device is an iPhone, compact width).
    /// An inspector: on iPhone, a sheet bound to `isPresented`.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> V) -> some View {
        sheet(isPresented: isPresented, content: content)
    }
}

nonisolated extension View {
    /// True while the optional holds a value; writing false (a dismissal) sets it to nil.
    static func presence<T>(_ item: Binding<T?>) -> Binding<Bool> {
        Binding<Bool>(get: { item.location.get() != nil }, set: { if !$0 { item.wrappedValue = nil } })
    }
}
