import Testing
import MarkdownKit

@Suite struct InfoStringTests {
    @Test func splitsLanguageAttributesAndFlags() {
        let info = InfoString("swift scenario=stale-sheet covers=P06,P09 hidden")
        #expect(info.language == "swift")
        #expect(info["scenario"] == "stale-sheet")
        #expect(info["covers"] == "P06,P09")
        #expect(info.flags == ["hidden"])
        #expect(info["hidden"] == nil)
        #expect(info.raw == "swift scenario=stale-sheet covers=P06,P09 hidden")
    }

    @Test func quotedValuesKeepSpacesAndEscapedQuotes() {
        let info = InfoString(#"swift expect=crash message="index \"7\" out of range" timeout=2"#)
        #expect(info["message"] == #"index "7" out of range"#)
        #expect(info["expect"] == "crash")
        #expect(info["timeout"] == "2")
        #expect(info.flags.isEmpty)
    }

    @Test func backslashEscapesItselfInsideQuotes() {
        #expect(InfoString(#"sh path="C:\\temp""#)["path"] == #"C:\temp"#)
    }

    @Test func unterminatedQuoteRunsToTheEnd() {
        #expect(InfoString(#"swift message="never closed"#)["message"] == "never closed")
    }

    @Test func attributeFirstMeansNoLanguage() {
        let info = InfoString("scenario=a hidden")
        #expect(info.language == nil)
        #expect(info["scenario"] == "a")
        #expect(info.flags == ["hidden"])
    }

    @Test func emptyAndBlank() {
        #expect(InfoString("").language == nil)
        #expect(InfoString("   ").attributes.isEmpty)
        #expect(InfoString("  output  ").language == "output")
    }

    @Test func codeBlockInfoKeepsEscapesCMarkWouldDecode() {
        // cmark decodes backslash escapes in info strings, which would unbalance the quotes.
        let markdown = #"""
        ```swift scenario=s message="say \"hi\" now" hidden
        print("hi")
        ```
        """#
        let block = MarkdownDocument(parsing: markdown).codeBlocks[0]
        #expect(block.info["message"] == #"say "hi" now"#)
        #expect(block.info.flags == ["hidden"])
        #expect(block.info.raw == #"swift scenario=s message="say \"hi\" now" hidden"#)
    }
}
