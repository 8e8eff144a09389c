import Testing
import Transcript

@testable import ScenarioKit
@testable import ScenarioPages

/// The run figure's words are the page language's interface words, not a choice by language
/// code: a site's `i18n/<code>.yml` gives them for any language.
@Suite struct RunFigureWordsTests {
    @Test func everyBuiltInLanguageHasEveryWord() {
        let english = Set(RunFigureStrings.interfaceWords["en"]!.keys)
        for (code, words) in RunFigureStrings.interfaceWords {
            #expect(Set(words.keys) == english, "\(code)")
        }
    }

    @Test func aLanguagesOwnWordsReplaceTheBuiltInOnes() {
        let french = ["runFigure.run": "Exécution", "runFigure.checksHold": "{n} vérifications tiennent", "runFigure.colon": " : "]
        let strings = RunFigureStrings { french[$0] ?? RunFigureStrings.interfaceWords["en"]![$0]! }
        #expect(strings.run == "Exécution")
        #expect(strings.assertions(3) == "3 vérifications tiennent")
        #expect(strings.assertions(1) == "1 check holds")
        #expect(strings.colon == " : ")
        #expect(strings.verified == RunFigureStrings.english.verified)
    }

    @Test func countsAndKindsAreFilledIn() {
        #expect(RunFigureStrings.english.assertions(1) == "1 check holds")
        #expect(RunFigureStrings.english.assertions(2) == "2 checks hold")
        #expect(RunFigureStrings.chinese.assertions(2) == "2 项检查成立")
        #expect(RunFigureStrings.english.outputMatchedKinds("print") == "this run's print lines match the transcript shown")
    }
}
