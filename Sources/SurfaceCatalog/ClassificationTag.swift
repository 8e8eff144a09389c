import Foundation
import SwiftSyntax

/// The `StateEngine: <status>` line a doc comment may carry (`/// StateEngine: inert`).
enum ClassificationTag: Equatable {
    case status(SurfaceEntry.Status, reason: String?)
    /// Public plumbing that is not SwiftUI API: left off the page.
    case hidden

    static let marker = "StateEngine:"

    /// The tag in a declaration's leading comments, if any (the last one wins).
    static func find(in trivia: Trivia) -> ClassificationTag? {
        var found: ClassificationTag?
        for piece in trivia {
            let text: String
            switch piece {
            case .docLineComment(let t), .lineComment(let t), .docBlockComment(let t), .blockComment(let t): text = t
            default: continue
            }
            for line in text.split(separator: "\n") {
                if let tag = parse(line) { found = tag }
            }
        }
        return found
    }

    static func parse(_ line: Substring) -> ClassificationTag? {
        var text = line.drop { $0 == "/" || $0 == "*" || $0 == " " || $0 == "\t" }
        guard text.hasPrefix(marker) else { return nil }
        text = text.dropFirst(marker.count).drop { $0 == " " }
        let word = text.prefix { $0.isLetter }
        var reason = text.dropFirst(word.count).trimmingCharacters(in: .whitespaces)
        if reason.hasSuffix("*/") { reason = String(reason.dropLast(2)).trimmingCharacters(in: .whitespaces) }
        if reason.hasPrefix("("), reason.hasSuffix(")") { reason = String(reason.dropFirst().dropLast()) }
        if reason.hasPrefix("-") || reason.hasPrefix(":") { reason = String(reason.dropFirst()).trimmingCharacters(in: .whitespaces) }
        switch word {
        case "hidden": return .hidden
        case "modelled", "modeled": return .status(.modelled, reason: reason.isEmpty ? nil : reason)
        case "inert": return .status(.inert, reason: reason.isEmpty ? nil : reason)
        case "unavailable": return .status(.unavailable, reason: reason.isEmpty ? nil : reason)
        default: return nil
        }
    }
}

