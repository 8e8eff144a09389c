import ContentModel
import MarkdownKit
import Testing

@testable import ScenarioKit

@Suite struct ExtractionTests {
    func extract(_ markdown: String, file: String = "Content/en/x.md") -> ScenarioExtractor.Result {
        let article = ArticleSource(path: file, text: markdown)
        return ScenarioExtractor.extract(from: article.makeDocument(), file: file)
    }

    @Test func blocksWithTheSameIDConcatenateInOrderWithStepsOutputAndMetadata() {
        let result = extract(
            """
            ---
            title: T
            ---
            ```swift scenario=sheet covers=P06,P09
            struct A {}
            ```

            Prose in between.

            ```swift scenario=other
            let other = 1
            ```

            ```swift scenario=sheet covers=P10 expect=crash message="boom here" timeout=3
            # let hidden = 2
            struct B {}
            ```

            ```swift steps=sheet
            print("step")
            ```

            ```output scenario=sheet only=console
            step
            ```
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.scenarios.map(\.id) == ["sheet", "other"])
        let sheet = result.scenarios[0]
        #expect(sheet.chunks.map(\.firstLine) == [5, 15])
        #expect(sheet.chunks.map(\.text) == ["struct A {}\n", "# let hidden = 2\nstruct B {}\n"])
        #expect(sheet.chunks[1].visibleText == "struct B {}\n")
        #expect(sheet.steps?.firstLine == 20)
        #expect(sheet.output?.text == "step\n")
        #expect(sheet.output?.firstLine == 24)
        #expect(sheet.output?.onlyKinds == ["console"])
        #expect(sheet.covers == ["P06", "P09", "P10"])
        #expect(sheet.expectation == Expectation(.crash, message: "boom here"))
        #expect(sheet.timeout == 3)
        #expect(sheet.line == 4)
    }

    @Test func malformedBlocksAreReportedAtTheirFence() throws {
        let result = extract(
            """
            ```output scenario=ghost
            x
            ```

            ```swift steps=ghost
            tap("x")
            ```

            ```swift scenario=a covers=P34,P6.x colour=red
            let a = 1
            ```

            ```output scenario=a
            ```

            ```output scenario=a
            ```

            ```swift scenario=b expect=explode
            ```
            """)
        let messages = result.diagnostics.map { "\($0.line ?? 0): \($0.message)" }
        #expect(messages.contains { $0.hasPrefix("1: output block for scenario 'ghost'") })
        #expect(messages.contains { $0.hasPrefix("5: steps block for scenario 'ghost'") })
        #expect(messages.contains { $0.hasPrefix("9: unknown attribute 'colour'") })
        // Which ids exist is the site's list (checked by verify); the extractor checks their form.
        #expect(!messages.contains { $0.contains("'P34'") })
        #expect(messages.contains { $0.hasPrefix("9: covers= takes ids of letters, digits, '-' and '_' like P06, not 'P6.x'") })
        // A duplicate points back at the first occurrence with a note, as swift-docc's checkers do.
        let duplicate = try #require(result.diagnostics.first { $0.message == "scenario 'a' already has an output block" })
        #expect(duplicate.line == 16 && duplicate.id == .scenarioDuplicate)
        #expect(duplicate.notes.map { "\($0.file):\($0.line ?? 0)" } == ["Content/en/x.md:13"])
        #expect(messages.contains { $0.hasPrefix("19: unknown expect value 'explode'") })
        #expect(result.diagnostics.allSatisfy { $0.file == "Content/en/x.md" && $0.severity == .error })
    }

    // Scenarios compile in the Swift 5 language mode (chosen until View is @MainActor, see
    // SwiftLanguageMode) unless a code block says swift=6.
    @Test func theLanguageModeIsFiveUnlessABlockChoosesSix() {
        let result = extract(
            """
            ```swift scenario=modern swift=6
            let a = 1
            ```

            ```swift scenario=legacy
            let b = 1
            ```

            ```swift scenario=legacy swift=5
            let c = 1
            ```

            ```swift scenario=odd swift=4.2
            ```

            ```swift scenario=legacy swift=6
            ```

            ```swift swift=5
            let plain = 1
            ```
            """)
        let modes = Dictionary(uniqueKeysWithValues: result.scenarios.map { ($0.id, $0.languageMode) })
        #expect(modes["modern"] == .v6)
        #expect(modes["legacy"] == .v5)
        #expect(modes["odd"] == .v5)
        let messages = result.diagnostics.map { "\($0.line ?? 0): \($0.message)" }
        #expect(messages.contains("13: swift= takes the language mode 5 or 6, not '4.2'"))
        #expect(messages.contains("16: scenario 'legacy' already compiles as swift=5 (line 9)"))
        #expect(messages.contains { $0.hasPrefix("19: 'swift=' only applies to a scenario block") })
        let program = ProgramGenerator.generate(result.scenarios.first { $0.id == "legacy" }!)
        #expect(program.languageMode == .v5)
    }

    @Test func plainSwiftAndOutputBlocksAreNotScenarios() {
        let result = extract("```swift\nlet x = 1\n```\n\n```output\nhello\n```\n")
        #expect(result.scenarios.isEmpty)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func frontMatterIsFoundByItsFencesAlone() {
        // Chosen: SiteKit's front matter rule (a first line `---`, after an optional byte
        // order mark, closed by `---` or `...`; spaces around a fence do not count), so a
        // scenario's line numbers match the article's.
        let cases: [(text: String, lines: ClosedRange<Int>?, body: String, offset: Int)] = [
            ("---\ntitle: A\n---\nBody\n", 1...3, "Body\n", 3),
            ("\u{FEFF}--- \ntitle: A\n ... \n\nBody", 1...3, "\nBody", 3),
            ("---\ntitle: A\n---", 1...3, "", 3),
            ("---\n---\n", 1...2, "", 2),
            ("---\ntitle: A\nnever closed\n", nil, "---\ntitle: A\nnever closed\n", 0),
            ("Body\n---\nmore\n---\n", nil, "Body\n---\nmore\n---\n", 0),
            ("---", nil, "---", 0),
            ("", nil, "", 0),
        ]
        for (text, lines, body, offset) in cases {
            let article = ArticleSource(path: "Content/en/x.md", text: text)
            #expect(article.frontMatterLines == lines, "\(text.debugDescription)")
            #expect(article.markdown == body, "\(text.debugDescription)")
            #expect(article.bodyLineOffset == offset, "\(text.debugDescription)")
        }
        let translation = ArticleSource(path: "Content/zh/x.md", text: "---\ntitle: A\nsource-hash: \"0123abcd\"\n---\nsource-hash: not this\n")
        #expect(translation.recordedSourceHash?.value == "0123abcd")
        #expect(translation.recordedSourceHash?.line == 3)
    }

    @Test func hiddenLinesFollowRustdocsRule() {
        func code(_ lines: [Substring]) -> [String?] { HiddenLine.markers(in: lines).map { $0?.code } }
        #expect(code(["# let x = 1", "    # x", "#"]) == ["let x = 1", "    x", ""])
        #expect(code(["#if DEBUG", "#sourceLocation()", "let a = 1 # no", "#endif"]) == [nil, nil, nil, nil])
    }

    /// A `# ` line that is the text of a multi-line string or of a block comment (a Markdown
    /// heading in a string) stays as written; only code lines can be hidden.
    @Test func aMarkdownHeadingInsideAStringIsNotAHiddenLine() {
        let lines: [Substring] = [
            "# let hidden = 1",
            "let notes = \"\"\"",
            "# Shopping",
            "    # Indented heading",
            "\"\"\"",
            "/* a comment",
            "# not hidden either",
            "*/",
            "    # let alsoHidden = 2",
        ]
        let code = HiddenLine.markers(in: lines).map { $0?.code }
        #expect(code == ["let hidden = 1", nil, nil, nil, nil, nil, nil, nil, "    let alsoHidden = 2"])
    }
}
