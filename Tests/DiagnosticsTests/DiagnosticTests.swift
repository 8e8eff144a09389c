import Testing
@testable import Diagnostics

@Suite struct DiagnosticTests {
    @Test func formatsLikeACompiler() {
        let d = Diagnostic.error("broken link to 'x.md'", file: "Content/en/a.md", line: 12, column: 3, id: "link.broken")
        #expect(d.description == "Content/en/a.md:12:3: error: broken link to 'x.md'")
    }

    @Test func leavesOutUnknownLineAndColumn() {
        let d = Diagnostic.warning("no translation", file: "Content/en/a.md", id: "translation.missing")
        #expect(d.description == "Content/en/a.md: warning: no translation")
    }

    @Test func githubAnnotationEscapesNewlinesAndCommas() {
        let d = Diagnostic.error("a, b\nc", file: "x,y.md", line: 2, id: "t")
        #expect(d.githubAnnotation == "::error file=x%2Cy.md,line=2,title=t:: a, b%0Ac")
    }

    @Test func sortsByFileThenLine() {
        let a = Diagnostic.error("m", file: "a.md", line: 9, id: "t")
        let b = Diagnostic.error("m", file: "a.md", line: 10, id: "t")
        let c = Diagnostic.error("m", file: "b.md", line: 1, id: "t")
        #expect([c, b, a].sorted() == [a, b, c])
    }
}
