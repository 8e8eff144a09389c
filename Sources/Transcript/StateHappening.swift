/// What a presentation, `onChange` or `onPreferenceChange` event reports, typed, so that each
/// reader words it in its own language: the transcript in English (`text`), a run figure in
/// the page's language. Values are the program's own, already written out.
public enum StateHappening: Codable, Hashable, Sendable {
    /// A sheet, cover, popover, alert or dialog appeared, or a destination was pushed.
    case presented(ScreenLayer.Kind, title: String?)
    /// It went away again (a pushed page: popped).
    case dismissed(ScreenLayer.Kind, title: String?)
    /// `openURL` handed a URL to the system.
    case opensURL(String)
    /// `ShareLink` opened the system share sheet for an item.
    case shareSheet(String)
    /// An `onChange` action ran in `view`; `from` is nil for the initial call (`initial: true`).
    case valueChanged(view: String, from: String?, to: String)
    /// An `onPreferenceChange` action for `key` ran in `view`.
    case preferenceChanged(key: String, view: String)

    /// The event kind the transcript files it under.
    public var kind: TranscriptEvent.Kind {
        switch self {
        case .presented, .dismissed, .opensURL, .shareSheet: .presentation
        case .valueChanged: .change
        case .preferenceChanged: .preference
        }
    }

    /// The transcript's wording: `sheet presented`, `navigation pushed`, `alert "Delete?"
    /// dismissed`, `onChange in Form: 1 -> 2`.
    public var text: String {
        switch self {
        case .presented(let layer, let title):
            return Self.name(layer, title) + (layer == .navigation ? " pushed" : " presented")
        case .dismissed(let layer, let title):
            return Self.name(layer, title) + (layer == .navigation ? " popped" : " dismissed")
        case .opensURL(let url): return "system opens URL \(url)"
        case .shareSheet(let item): return "system share sheet for \(item)"
        case .valueChanged(let view, let from?, let to): return "onChange in \(view): \(from) -> \(to)"
        case .valueChanged(let view, nil, let to): return "onChange in \(view): initial \(to)"
        case .preferenceChanged(let key, let view): return "onPreferenceChange \(key) in \(view)"
        }
    }

    /// `sheet`, `alert "Delete?"`: SwiftUI's name for the presentation, with its title.
    public static func name(_ layer: ScreenLayer.Kind, _ title: String?) -> String {
        layer.rawValue + (title.map { " " + ScreenText.quote($0) } ?? "")
    }

    /// The same happening with the program's texts transformed (see `Screen.mappingText`).
    public func mappingText(_ transform: (String) -> String) -> StateHappening {
        switch self {
        case .presented(let layer, let title): .presented(layer, title: title.map(transform))
        case .dismissed(let layer, let title): .dismissed(layer, title: title.map(transform))
        case .opensURL(let url): .opensURL(transform(url))
        case .shareSheet(let item): .shareSheet(transform(item))
        case .valueChanged(let view, let from, let to): .valueChanged(view: transform(view), from: from.map(transform), to: transform(to))
        case .preferenceChanged(let key, let view): .preferenceChanged(key: transform(key), view: transform(view))
        }
    }
}
