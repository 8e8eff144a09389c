import Diagnostics
import Foundation

/// Templates and assets of the site's look: the built-in theme (a resource of SiteKit),
/// with any file of the same name in an override folder taking its place.
public struct Theme: Sendable {
    /// Every template a build renders; an override folder may replace any of them.
    public static let templateNames = ["layout", "article", "article-list", "search-form", "index", "tag", "tags", "404", "landing"]
    /// Assets written to Site/assets/ under a name that includes a hash of their content.
    public static let assetNames = ["style.css", "search.js", "page.js", "favicon.svg"]

    var templates: TemplateSet
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
        var parsed: [String: [TemplateNode]] = [:]
        var assets: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        var files: [String: String] = [:]
        var hash = StableHash()
        for name in sources.keys.sorted() {
            let url = sources[name]!
            let display = DisplayPath.of(url)
            guard let data = FileManager.default.contents(atPath: url.path), let text = String(validating: data, as: UTF8.self) else {
                diagnostics.append(.error("cannot read this theme file as UTF-8 text", file: display, id: .themeRead))
                continue
            }
            hash.combine(name)
            hash.combine(text)
            if name.hasSuffix(".mustache") {
                let templateName = String(name.dropLast(".mustache".count))
                files[templateName] = display
                do {
                    parsed[templateName] = try MustacheParser.parse(text)
                } catch {
                    diagnostics.append(.error("template error: \(error.message)", file: display, line: error.line, column: error.column, id: .themeTemplate))
                }
            } else {
                assets[name] = text
            }
        }
        for name in templateNames where parsed[name] == nil && !diagnostics.contains(where: { $0.file.hasSuffix(name + ".mustache") }) {
            diagnostics.append(.error("the theme has no '\(name).mustache' template", file: overrides.map(DisplayPath.of) ?? "Theme", id: .themeMissing))
        }
        diagnostics += TemplateIncludes.check(compiled: Dictionary(uniqueKeysWithValues: parsed.map { name, nodes in (name, (nodes: nodes, file: files[name] ?? name)) }))
        if !diagnostics.isEmpty { throw DiagnosticsError(diagnostics) }
        return Theme(templates: TemplateSet(parsed), assets: assets, fingerprint: hash.hex, files: sources.keys.sorted().map { sources[$0]! })
    }

    func render(_ template: String, _ values: TemplateObject, capacity: Int = 0) -> String {
        templates.render(template, values, capacity: capacity)
    }
}
