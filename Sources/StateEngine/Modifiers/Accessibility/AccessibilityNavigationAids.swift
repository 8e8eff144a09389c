import Foundation

// StateEngine: inert (read by assistive technologies only: how VoiceOver moves between elements and what more it reads; no action runs, no state changes, no step finds anything else)
// Headings and rotors are how VoiceOver jumps between elements; custom content is extra
// information it reads on request; drag and drop points, direct-touch areas, labeled pairs and
// linked groups tell it where an element's parts are; a text content type how to read text.
// None performs an action a user could trigger or changes what a scenario's steps find, like
// the hints and traits in AccessibilitySpeechAndTraits.swift. Evidence: Apple docs,
// accessibilityHeading(_:) ("Set the level of this heading"), accessibilityRotor(_:entries:)
// ("Create an Accessibility Rotor ... used by assistive technologies to navigate"),
// accessibilityCustomContent(_:_:importance:) ("Add additional accessibility information to
// the view"), accessibilityDragPoint(_:description:) / accessibilityDropPoint(_:description:)
// ("The point an assistive technology should use"), accessibilityDirectTouch(_:options:),
// accessibilityLabeledPair(role:id:in:) ("Pairs this view with another for accessibility"),
// accessibilityLinkedGroup(id:in:), accessibilityRotorEntry(id:in:),
// accessibilityTextContentType(_:) ("Sets an accessibility text content type").
nonisolated extension View {
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { inert() }
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View { inert() }
    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []) -> some View { inert() }
    public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID) -> some View { inert() }
    public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { inert() }
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { inert() }

    public func accessibilityDragPoint(_ point: UnitPoint, description: Text) -> some View { inert() }
    public func accessibilityDragPoint(_ point: UnitPoint, description: Text, isEnabled: Bool) -> some View { inert() }
    public func accessibilityDropPoint(_ point: UnitPoint, description: Text) -> some View { inert() }
    public func accessibilityDropPoint(_ point: UnitPoint, description: Text, isEnabled: Bool) -> some View { inert() }

    public func accessibilityCustomContent(_ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default) -> some View { inert() }
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default) -> some View { inert() }
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default) -> some View { inert() }
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default) -> some View { inert() }
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?, importance: AXCustomContent.Importance = .default) -> some View { inert() }
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default) -> some View { inert() }

    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ label: Text, @AccessibilityRotorContentBuilder entries: () -> Content) -> some View { inert() }
    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: () -> Content) -> some View { inert() }
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(_ label: L, @AccessibilityRotorContentBuilder entries: () -> Content) -> some View { inert() }
    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: () -> Content) -> some View { inert() }
    public func accessibilityRotor<EntryModel: Identifiable>(_ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View { inert() }
    public func accessibilityRotor<EntryModel: Identifiable>(_ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View { inert() }
    public func accessibilityRotor<EntryModel, ID: Hashable>(_ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View { inert() }
    public func accessibilityRotor<EntryModel, ID: Hashable>(_ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View { inert() }
    public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View { inert() }
    public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View { inert() }
    public func accessibilityRotor(_ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]) -> some View { inert() }
}

/// The Accessibility framework's custom content, for its importance (`.high` is read at once).
/// StateEngine: hidden
public final class AXCustomContent {
    public enum Importance: UInt, Sendable { case `default`, high }
}

/// StateEngine: inert (a visual value)
public struct AccessibilityCustomContentKey: Sendable {
    let label: String
    let id: String
    public init(_ label: Text, id: String) { self.label = label.content; self.id = id }
    public init(_ labelKey: LocalizedStringKey, id: String) { self.label = labelKey.resolved; self.id = id }
    public init(_ labelKey: LocalizedStringKey) { self.label = labelKey.resolved; self.id = labelKey.resolved }
}

/// The modifier SwiftUI's accessibility modifiers return (`ModifiedContent<V, AccessibilityAttachmentModifier>`).
/// StateEngine: inert (a visual value)
public struct AccessibilityAttachmentModifier: ViewModifier {
    public func body(content: Content) -> some View { content }
}

/// StateEngine: inert (a visual value)
public struct AccessibilitySystemRotor: Sendable {
    let name: String
    public static var links: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "links") }
    public static func links(visited: Bool) -> AccessibilitySystemRotor { AccessibilitySystemRotor(name: "links") }
    public static var headings: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "headings") }
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor { AccessibilitySystemRotor(name: "headings") }
    public static var boldText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "boldText") }
    public static var italicText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "italicText") }
    public static var underlineText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "underlineText") }
    public static var misspelledWords: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "misspelledWords") }
    public static var images: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "images") }
    public static var textFields: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "textFields") }
    public static var tables: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "tables") }
    public static var lists: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "lists") }
    public static var landmarks: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "landmarks") }
}

/// StateEngine: inert (a visual value)
public protocol AccessibilityRotorContent {}

/// StateEngine: inert (a visual value)
/// A view only so that `ForEach` can repeat entries; it draws nothing.
nonisolated public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent, View, PrimitiveView {
    public typealias Body = Never
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        LeafNode(graph: graph, parent: parent, environment: environment, view: self)
    }
    public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
    public init(_ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
    public init(_ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
    public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
}

/// A rotor's entries, which the builder collects (and the engine does not read).
/// StateEngine: inert (a visual value)
public struct _AccessibilityRotorEntries: AccessibilityRotorContent {}

/// `ForEach` in a rotor's builder: one entry per element.
extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {}

/// StateEngine: inert (a visual value)
@resultBuilder
public struct AccessibilityRotorContentBuilder {
    public static func buildExpression<C: AccessibilityRotorContent>(_ content: C) -> _AccessibilityRotorEntries { _AccessibilityRotorEntries() }
    public static func buildBlock(_ parts: _AccessibilityRotorEntries...) -> _AccessibilityRotorEntries { _AccessibilityRotorEntries() }
    public static func buildOptional(_ part: _AccessibilityRotorEntries?) -> _AccessibilityRotorEntries { _AccessibilityRotorEntries() }
    public static func buildEither(first: _AccessibilityRotorEntries) -> _AccessibilityRotorEntries { first }
    public static func buildEither(second: _AccessibilityRotorEntries) -> _AccessibilityRotorEntries { second }
    public static func buildArray(_ parts: [_AccessibilityRotorEntries]) -> _AccessibilityRotorEntries { _AccessibilityRotorEntries() }
}

