/// Whether a run completed, decided from the records the runtime wrote (already
/// authenticated, see `ChannelAuthentication`), never from the exit status alone: a program
/// completed when its channel holds only authentic records, a step record for every statement
/// of the steps block in the order they run (`ScenarioProgram.stepLines`), and then the end
/// record. A step record is written before its statement runs, so the next one (or the end)
/// proves the statement before it returned.
///
/// A program that ends with status 0 without completing (an `exit(0)` in scenario code, an
/// end record forged or reached early) fails as "did not complete"; one that crashed, timed
/// out or exited with another status is reported as such, and here only for forged or
/// out-of-order records, which nothing but scenario code produces.
enum Completion {
    struct Problem: Equatable {
        var reason: String
        /// The generated program's line of the step the problem is about, if any.
        var stepLine: Int?
    }

    static func problem(output: ProcessRunner.Output, records: ResultRecords, stepLines: [Int]) -> Problem? {
        if let line = output.unauthenticatedRecord {
            return Problem(
                reason: "its result channel holds a record the engine's runtime did not write (record \(line), written by scenario code)",
                stepLine: records.lastStep)
        }
        let ran = records.steps
        if let index = zip(ran, stepLines).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
            return Problem(reason: "its steps were reported out of order", stepLine: stepLines[index])
        }
        if ran.count > stepLines.count {
            return Problem(reason: "its steps were reported out of order", stepLine: ran[stepLines.count])
        }
        let remaining = stepLines.dropFirst(ran.count).first
        if records.reachedEnd {
            guard let remaining else { return nil }
            return Problem(reason: "its end was reported before this step ran", stepLine: remaining)
        }
        guard output.termination == .exited(0) else { return nil }
        if let remaining {
            return Problem(reason: "it ended before this step ran (exit() in scenario code?)", stepLine: remaining)
        }
        return Problem(reason: "it ended after its last step started, before the step returned (exit() in scenario code?)", stepLine: records.lastStep)
    }
}
