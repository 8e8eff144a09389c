import Diagnostics
import Testing

@testable import ContentModel

/// One article type, one front matter reader: what verify reads of an article (its body, its
/// fences, a translation's `source-hash`) is what the site build reads of the same file.
@Suite struct ArticleReadingTests {
    @Test func verifyAndTheSiteSplitAnArticleAtTheSameLine() throws {
        let text = "---\ntitle: A\ntags: [x]\n---\n# Heading\n\n```swift scenario=a\nlet x = 1\n```\n"
        let article = ArticleSource(path: "Content/en/a.md", text: text)
        let split = try FrontMatterSplit.parse(text, file: "a.md")
        #expect(article.markdown == split.body)
        #expect(article.bodyLineOffset == split.bodyLineOffset)
        #expect(article.markdownByteOffset == split.bodyByteOffset)
        #expect(article.frontMatterLines == 1...4)
        #expect(article.text == text)
        #expect(article.language.code == "en")
        #expect(article.fileName == "a")
    }

    @Test func anArticleWithoutFrontMatterIsAllMarkdownForVerify() {
        let text = "```swift scenario=s\nlet x = 1\n```\n"
        let article = ArticleSource(path: "Content/zh/s.md", text: text)
        #expect(article.markdown == text)
        #expect(article.frontMatterLines == nil)
        #expect(article.recordedSourceHash == nil)
        #expect(article.text == text)
        #expect(article.language.code == "zh")
    }

    @Test func theRecordedSourceHashIsReadByTheFrontMatterReaderOnlyInsideTheFences() {
        let translation = ArticleSource(path: "Content/zh/x.md", text: "---\ntitle: A\nsource-hash: \"0123abcd\"\n---\nsource-hash: not this\n")
        #expect(translation.recordedSourceHash == RecordedSourceHash(value: "0123abcd", line: 3))
        // YAML the plain reader leaves to Yams (a comment) gives the same value and line.
        let commented = ArticleSource(path: "Content/zh/x.md", text: "---\n# checked\ntitle: A\nsource-hash: 0123abcd # by verify\n---\nbody\n")
        #expect(commented.recordedSourceHash == RecordedSourceHash(value: "0123abcd", line: 4))
    }

    @Test func theSiteReadsTheSameRecordedSourceHash() throws {
        let split = try FrontMatterSplit.parse("---\ntitle: A\nsource-hash: abcdef0123456789\n---\nbody\n", file: "x.md")
        #expect(split.frontMatter.recordedSourceHash == RecordedSourceHash(value: "abcdef0123456789", line: 3))
    }

    @Test func fencesCloseWithDotsAndIgnoreTrailingBlanksAfterAByteOrderMark() {
        guard case .fenced(let fenced) = FrontMatterFences.scan("\u{FEFF}--- \r\ntitle: A\r\n... \nbody") else {
            Issue.record("no front matter found")
            return
        }
        #expect(fenced.closingLine == 3)
        #expect(fenced.yamlLines == ["title: A\r"])
        guard case .unclosed = FrontMatterFences.scan("---\ntitle: A\n") else {
            Issue.record("an unclosed front matter was not reported")
            return
        }
    }

    @Test func theTranslationHashIsTheFirstSixteenHexDigitsOfSHA256() {
        // Evidence: SHA-256("abc") is ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad (FIPS 180-2, appendix B.1).
        #expect(SourceHash.of("abc") == "ba7816bf8f01cfea")
    }
}

@Suite struct ContentLanguagesTests {
    @Test func translationsAreTheSameFileInTheSitesOtherLanguages() {
        let languages = ContentLanguages([Language(code: "en"), Language(code: "zh"), Language(code: "ja")], source: Language(code: "en"))
        let existing: Set = ["Content/en/a.md", "Content/zh/a.md", "Content/ja/a.md", "Content/fr/a.md"]
        #expect(languages.translations(of: "Content/en/a.md", exists: existing.contains) == ["Content/zh/a.md", "Content/ja/a.md"])
        #expect(languages.translations(of: "Content/ja/a.md", exists: existing.contains) == ["Content/en/a.md", "Content/zh/a.md"])
    }

    @Test func theSourceLanguageIsAlwaysOneOfThem() {
        var languages = ContentLanguages([Language(code: "zh")], source: Language(code: "en"))
        #expect(languages.codes == ["en", "zh"])
        languages.add([Language(code: "fr"), Language(code: "zh")])
        #expect(languages.codes == ["en", "zh", "fr"])
    }

    @Test func theLanguageOfAPathIsItsFolderUnderContent() {
        #expect(ContentLanguages.language(ofPath: "/site/Content/zh/guide/a.md") == "zh")
        #expect(ContentLanguages.path("/site/Content/zh/guide/a.md", inLanguage: "en") == "/site/Content/en/guide/a.md")
    }
}

@Suite struct BlockRoleTests {
    @Test func theFenceSaysWhatABlockIsToItsScenarios() {
        func role(_ language: String?, _ attributes: [String: String]) -> BlockRole { BlockRole(language: language) { attributes[$0] } }
        #expect(role("swift", ["scenario": "a"]) == .scenario(id: "a"))
        #expect(role("Swift", ["steps": "a"]) == .steps(id: "a"))
        #expect(role("output", ["scenario": "a"]) == .output(id: "a"))
        // A scenario id wins over steps= on the same Swift block, as the extractor reads it.
        #expect(role("swift", ["scenario": "a", "steps": "b"]) == .scenario(id: "a"))
        #expect(role("output", ["steps": "a"]) == .plain)
        #expect(role("swift", [:]) == .plain)
        #expect(role("python", ["scenario": "a"]) == .other)
        #expect(role(nil, [:]) == .other)
    }
}
