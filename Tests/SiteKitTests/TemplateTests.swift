@testable import SiteKit
import Testing

/// The theme's Mustache renderer. Expected outputs follow the Mustache manual
/// (mustache.github.io/mustache.5.html) and the spec's whitespace rules (github.com/mustache/spec,
/// sections.yml, inverted.yml, partials.yml, delimiters.yml, comments.yml).
@Suite("Mustache templates")
struct TemplateTests {
    private func render(_ template: String, _ values: TemplateObject, partials: [String: String] = [:]) throws -> String {
        var sources = ["page": try MustacheParser.parse(template)]
        for (name, text) in partials { sources[name] = try MustacheParser.parse(text) }
        return TemplateSet(sources).render("page", values)
    }

    @Test func variablesAreEscapedUnlessTripleOrAmpersand() throws {
        let values: TemplateObject = ["x": "<a href=\"q\">Tom & 'Jerry'</a>", "n": 42, "yes": true]
        #expect(try render("{{x}}|{{{x}}}|{{& x }}|{{n}}|{{yes}}|{{missing}}", values)
            == "&lt;a href=&quot;q&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;|<a href=\"q\">Tom & 'Jerry'</a>|<a href=\"q\">Tom & 'Jerry'</a>|42|true|")
    }

    @Test func sectionsIterateListsPushObjectsAndTestFlags() throws {
        let values: TemplateObject = [
            "items": [["name": "a"], ["name": "b"]], "empty": [], "on": true, "off": false,
            "person": ["name": "Ada", "city": ["name": "London"]], "name": "outer",
        ]
        #expect(try render("{{#items}}[{{name}}]{{/items}}", values) == "[a][b]")
        #expect(try render("{{#empty}}x{{/empty}}{{^empty}}none{{/empty}}", values) == "none")
        #expect(try render("{{#on}}{{name}}{{/on}}{{#off}}hidden{{/off}}{{^off}}shown{{/off}}", values) == "outershown")
        // A key missing in the inner context is found further out.
        #expect(try render("{{#person}}{{name}} of {{city.name}}, in {{#city}}{{name}}/{{person.name}}{{/city}}{{/person}}", values)
            == "Ada of London, in London/Ada")
        #expect(try render("{{#items}}{{#name}}<{{.}}>{{/name}}{{/items}}", values) == "<a><b>")
        #expect(try render("{{^missing}}no such key{{/missing}}", values) == "no such key")
    }

    @Test func standaloneTagsTakeTheirWholeLine() throws {
        let template = "<ul>\n  {{#items}}\n  <li>{{.}}</li>\n  {{/items}}\n  {{! a comment }}\n</ul>\n"
        #expect(try render(template, ["items": ["a", "b"]]) == "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n")
        // Not standalone: other text or a value shares the line.
        #expect(try render("a {{#on}}\nb{{/on}} c\n", ["on": true]) == "a \nb c\n")
        #expect(try render("{{x}} {{#on}}\nb\n{{/on}}", ["on": true, "x": "v"]) == "v \nb\n")
        // CRLF line ends, and a standalone tag on the last line without a line end.
        #expect(try render("|\r\n{{#on}}\r\nyes\r\n{{/on}}", ["on": true]) == "|\r\nyes\r\n")
    }

    @Test func standalonePartialsIndentEveryLineOfWhatTheyInclude() throws {
        let partial = "<li>\n{{{content}}}\n</li>\n"
        let output = try render("<ol>\n  {{#items}}\n    {{> item}}\n  {{/items}}\n</ol>\n",
                                ["items": [["content": "one\ntwo"], ["content": "three"]]], partials: ["item": partial])
        // Interpolated text keeps its own line starts; the partial's lines are indented each time.
        #expect(output == "<ol>\n    <li>\n    one\ntwo\n    </li>\n    <li>\n    three\n    </li>\n</ol>\n")
        #expect(try render("x {{> item}} y", ["content": "c"], partials: ["item": "[{{content}}]"]) == "x [c] y")
        #expect(try render("{{> nowhere}}|", [:]) == "|")
    }

    @Test func setDelimitersChangeWhatATagLooksLike() throws {
        #expect(try render("{{=<% %>=}}\n<% x %> {{x}}\n<%={{ }}=%>{{x}}", ["x": "v"]) == "v {{x}}\nv")
    }

    @Test(arguments: [
        ("a\n  {{#open}}\nb", "a section opened with {{#open}} is never closed", 2, 3),
        ("{{^open}}", "a section opened with {{^open}} is never closed", 1, 1),
        ("{{#a}}x{{/b}}", "a section is closed with the wrong name ({{/b}} must match {{#a}})", 1, 8),
        ("text {{/a}}", "a closing tag has no opening tag ({{/a}})", 1, 6),
        ("line\n中文 {{name", "a tag is not closed with '}}'", 2, 4),
        ("{{ }}", "a tag has no name", 1, 1),
        ("{{uppercased(title)}}", "'uppercased(title)' is a transform; StateDocs templates show values only, without transforms", 1, 1),
        ("{{a..b}}", "'a..b' is not a name (keys separated by single dots, or '.')", 1, 1),
        ("{{<base}}{{/base}}", "template inheritance ({{<parent}}, {{$block}}) is not supported; use partials ({{>name}})", 1, 1),
        ("{{=<%>=}}", "a set-delimiter tag needs two delimiters: {{=<% %>=}}", 1, 1),
    ])
    func errorsNameTheirLineAndColumn(_ template: String, _ message: String, _ line: Int, _ column: Int) {
        #expect(throws: TemplateSyntaxError(message: message, line: line, column: column)) { try MustacheParser.parse(template) }
    }

    @Test func includeCyclesAreFoundAsTheParserReadsTags() throws {
        // Behind changed delimiters, and not inside a comment.
        let hidden = TemplateIncludes.check(["a": ("{{=<% %>=}}\n<%> b %>", "a.mustache"), "b": ("{{! {{> c}} }}{{> a}}", "b.mustache")])
        #expect(Set(hidden.map(\.description)) == ["b.mustache:1:15: error: template include cycle a → b → a: rendering would never end",
                                                    "a.mustache:2:1: error: template include cycle b → a → b: rendering would never end"])
        // Compiled anyway (a theme the check refused never gets here), a cycle renders nothing more.
        let set = TemplateSet(["a": try MustacheParser.parse("[{{> b}}]"), "b": try MustacheParser.parse("({{> a}})")])
        #expect(set.render("a", [:]) == "[()]")
        #expect(set.render("b", [:]) == "()")
    }

    /// Theme templates come from pull requests too: any text either compiles or is a
    /// `TemplateSyntaxError`, and what compiles renders (mutations of the built-in layout under
    /// a fixed seed, so a failure is reproducible).
    @Test func anyTextCompilesOrIsAnErrorAndRenders() throws {
        let layout = try String(contentsOf: Theme.builtInDirectory!.appendingPathComponent("layout.mustache"), encoding: .utf8)
        let fragments = ["{{", "}}", "{{{", "}}}", "{{#", "{{^", "{{/", "{{>", "{{!", "{{=", "=}}", "<% %>", "{{&", ".", "\n", "\r\n", "  ", "中", "x", "{{> layout}}"]
        var random = FuzzTests.Generator(state: 31)
        let values: TemplateObject = ["lang": "en", "languages": [["name": "A", "current": true]], "content": "<p>", "x": ["y": 1]]
        for _ in 0..<400 {
            var text = Array(layout.unicodeScalars)
            for _ in 0..<(random.next() % 6 + 1) {
                let position = Int(random.next() % UInt64(text.count + 1))
                let fragment = fragments[Int(random.next() % UInt64(fragments.count))]
                if random.next() % 3 == 0, position < text.count {
                    text.removeSubrange(position..<min(text.count, position + Int(random.next() % 12)))
                } else {
                    text.insert(contentsOf: fragment.unicodeScalars, at: position)
                }
            }
            var template = ""
            template.unicodeScalars.append(contentsOf: text)
            do {
                let nodes = try MustacheParser.parse(template)
                _ = TemplateSet(["layout": nodes, "page": nodes]).render("page", values)
            } catch {
                #expect(error.line >= 1 && error.column >= 1)
            }
        }
    }

    @Test func theBuiltInThemeCompilesAndRendersEveryTemplate() throws {
        let theme = try Theme.load(overrides: nil)
        for name in Theme.templateNames {
            #expect(theme.templates.contains(name), "\(name)")
        }
        let layout = theme.render("layout", ["lang": "en", "content": "<p>Hi</p>", "languages": [["name": "English", "current": true, "tag": "en"]]])
        #expect(layout.contains("<html lang=\"en\""))
        #expect(layout.contains("<main id=\"main\" tabindex=\"-1\">\n<p>Hi</p>\n</main>"))
        #expect(layout.contains("<span aria-current=\"true\" lang=\"en\">English</span>"))
    }
}
