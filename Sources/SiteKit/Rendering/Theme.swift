import Diagnostics
import Foundation
import Mustache

/// Templates and assets of the site's look: the built-in theme (a resource of SiteKit),
/// with any file of the same name in an override folder taking its place.
public struct Theme: Sendable {
    /// Every template a build renders; an override folder may replace any of them.
    public static let templateNames = ["layout", "article", "article-list", "index", "tag", "tags", "404", "landing"]
    /// Assets written to Site/assets/ under a name that includes a hash of their content.
    public static let assetNames = ["style.css", "search.js"]

    var library: MustacheLibrary
    /// Asset name to content.
    var assets: [String: String]
    /// Changes whenever any template or asset changes.
    public var fingerprint: String
    /// Files the theme was read from, for `serve` to watch.
    public var files: [URL]

    /// The folder of the built-in theme.
    public static var builtInDirectory: URL? { Bundle.module.url(forResource: "Theme", withExtension: nil) }

    public static func load(overrides: URL?) throws -> Theme {
        var sources: [String: URL] = [:]
        if let builtIn = builtInDirectory {
            for name in templateNames { sources[name + ".mustache"] = builtIn.appendingPathComponent(name + ".mustache") }
            for name in assetNames { sources[name] = builtIn.appendingPathComponent(name) }
        }
        if let overrides {
            for name in ContentLoader.filesBelow(overrides) where !name.contains("/") {
                sources[name] = overrides.appendingPathComponent(name)
            }
        }
        var library = MustacheLibrary()
        var assets: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        var templateTexts: [String: (text: String, file: String)] = [:]
        var hash = StableHash()
        for name in sources.keys.sorted() {
            let url = sources[name]!
            let display = DisplayPath.of(url)
            guard let data = FileManager.default.contents(atPath: url.path), let text = String(validating: data, as: UTF8.self) else {
                diagnostics.append(.error("cannot read this theme file as UTF-8 text", file: display, id: "theme.read"))
                continue
            }
            hash.combine(name)
            hash.combine(text)
            if name.hasSuffix(".mustache") {
                let templateName = String(name.dropLast(".mustache".count))
                templateTexts[templateName] = (text, display)
                do {
                    library.register(try MustacheTemplate(string: text), named: templateName)
                } catch let error as MustacheTemplate.ParserError {
                    diagnostics.append(.error("template error: \(describe(error.error))", file: display,
                                              line: error.context.lineNumber, column: error.context.columnNumber, id: "theme.template"))
                } catch {
                    diagnostics.append(.error("template error: \(error)", file: display, id: "theme.template"))
                }
            } else {
                assets[name] = text
            }
        }
        for name in templateNames where library.getTemplate(named: name) == nil && !diagnostics.contains(where: { $0.file.hasSuffix(name + ".mustache") }) {
            diagnostics.append(.error("the theme has no '\(name).mustache' template", file: overrides.map(DisplayPath.of) ?? "Theme", id: "theme.missing"))
        }
        diagnostics += TemplateIncludes.check(templateTexts)
        if !diagnostics.isEmpty { throw DiagnosticsError(diagnostics) }
        return Theme(library: library, assets: assets, fingerprint: hash.hex, files: sources.keys.sorted().map { sources[$0]! })
    }

    func render(_ template: String, _ context: [String: Any]) -> String {
        library.render(context, withTemplate: template) ?? ""
    }

    private static func describe(_ error: Error) -> String {
        switch "\(error)" {
        case "unfinishedName": "a tag is not closed with '}}'"
        case "sectionCloseNameIncorrect": "a section is closed with the wrong name ({{/name}} must match {{#name}})"
        case "expectedSectionEnd": "a section opened with {{#name}} or {{^name}} is never closed"
        case "unmatchedTextRange": "a closing tag has no opening tag"
        case let other: other
        }
    }
}
