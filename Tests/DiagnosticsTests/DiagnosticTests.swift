import Testing
@testable import Diagnostics

@Suite struct DiagnosticTests {
    @Test func formatsLikeACompiler() {
        let d = Diagnostic.error("broken link to 'x.md'", file: "Content/en/a.md", line: 12, column: 3, id: .linkBroken)
        #expect(d.description == "Content/en/a.md:12:3: error: broken link to 'x.md'")
    }

    @Test func leavesOutUnknownLineAndColumn() {
        let d = Diagnostic.warning("no translation", file: "Content/en/a.md", id: .contentTranslation)
        #expect(d.description == "Content/en/a.md: warning: no translation")
    }

    @Test func githubAnnotationEscapesNewlinesAndCommas() {
        let d = Diagnostic.error("a, b\nc", file: "x,y.md", line: 2, id: .linkBroken)
        #expect(d.githubAnnotation == "::error file=x%2Cy.md,line=2,title=link.broken:: a, b%0Ac")
    }

    @Test func sortsByFileThenLine() {
        let a = Diagnostic.error("m", file: "a.md", line: 9, id: .linkBroken)
        let b = Diagnostic.error("m", file: "a.md", line: 10, id: .linkBroken)
        let c = Diagnostic.error("m", file: "b.md", line: 1, id: .linkBroken)
        #expect([c, b, a].sorted() == [a, b, c])
    }
}

@Suite struct DiagnosticNotesAndSolutionsTests {
    let duplicate = Diagnostic.error(
        "scenario 'a' already has an output block", file: "Content/en/x.md", line: 40, id: .scenarioDuplicate,
        notes: [.init("the first output block of 'a' is here", file: "Content/en/x.md", line: 12)],
        solutions: [.init("merge the two blocks", command: "statedocs verify --bless Content/en/x.md")])

    @Test func notesPrintAsTheirOwnLinesAtTheirOwnPlace() {
        #expect(duplicate.description == """
            Content/en/x.md:40: error: scenario 'a' already has an output block
            Content/en/x.md:12: note: the first output block of 'a' is here
              fix: merge the two blocks: `statedocs verify --bless Content/en/x.md`
            """)
    }

    @Test func githubAnnotationsCarryNotesAndFixesInTheirBody() {
        let annotation = duplicate.githubAnnotation
        #expect(annotation.hasPrefix("::error file=Content/en/x.md,line=40,title=scenario.duplicate:: "))
        #expect(annotation.contains("%0AContent/en/x.md:12: note: the first output block of 'a' is here"))
        #expect(annotation.contains("%0A  fix: merge the two blocks"))
    }

    @Test func idsPrintAsTheirDottedName() {
        #expect(duplicate.id == .scenarioDuplicate)
        #expect("\(duplicate.id)" == "scenario.duplicate")
    }
}
