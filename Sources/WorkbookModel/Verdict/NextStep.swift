/// The one line that says what to do next about a chapter: about the first thing that
/// needs fixing, in the learner's terms.
public enum NextStep {
    public static func line(for results: ChapterResults, facts: NextStepFacts) -> String {
        let chapter = results.chapter
        let check = "./Scripts/check \(chapter)"
        let readme = "Chapters/\(chapter)/README.md"
        // A build that failed for a reason outside the code: that first, it blames no one.
        for stage in Stage.names {
            for suite in Stage.suites {
                if let crash = results.result(stage, suite).crash, crash.kind == CrashNote.notTheCode {
                    return "Next: not your code — \(crash.message ?? "")."
                }
            }
        }
        let beforeCharacterization = results.result("Before", "Characterization")
        let beforeGoals = results.result("Before", "Goals")
        let afters = [results.result("After", "Characterization"), results.result("After", "Goals")]
        if let edited = results.editedReferees, !edited.isEmpty {
            var files = edited.prefix(2).map(\.file).joined(separator: ", ")
            if edited.count > 2 { files += " and \(edited.count - 2) more" }
            return "Next: the tests judge your work, so they stay as published — you changed \(files). "
                + "Restore (your Before stays as it is): ./Scripts/reset \(chapter) --referees"
        }
        if !afters.allSatisfy(\.isGreen) {
            if facts.afterChangedInGit {
                return "Next: After is the reference and must stay green — undo your edits there: git checkout -- Chapters/\(chapter)/After"
            }
            if afters.contains(where: { $0.status == .hung }) {
                return "Next: After did not finish within the time limit — on a busy machine try \(check) --time-limit 600; "
                    + "if it hangs again, please report it with the output above."
            }
            return "Next: After is the reference and should be green — this is a workbook bug; please report it with the output above."
        }
        switch beforeCharacterization.status {
        case .build:
            if beforeCharacterization.crash?.kind == CrashNote.buildFolder {
                return "Next: rm -rf .build-check (the build folder is damaged, not your code), then \(check)"
            }
            return "Next: fix the compile error above (or start the chapter over: ./Scripts/reset \(chapter)), then check again."
        case .hung:
            let test = beforeCharacterization.crash?.test ?? "a test"
            return "Next: \(test) never finished — an endless loop, or code waiting for something that never comes (a deadlock)? "
                + "Its last lines are above; fix that, then check again."
        case .crash:
            let what = beforeCharacterization.crash?.message ?? ""
            if what.contains("deadlock") {
                return "Next: a DispatchQueue.main.sync on the main thread waits for itself — do that work directly "
                    + "(you are on the main thread already) or with DispatchQueue.main.async, then check again."
            }
            if what.contains("found nil") {
                return "Next: the app crashed on a value that was nil (see above): something your code now relies on is never set — "
                    + "did you skip a step of \(readme) (e.g. the one that sets it up where the app starts)? ./Scripts/hint \(chapter) can help."
            }
            return "Next: the app crashed (see above) — fix what the crash says (often a step of \(readme) left out), "
                + "then check again; ./Scripts/hint \(chapter) can help."
        case .pass:
            break
        default:
            return "Next: your last change altered what users or the server see — undo it (or ./Scripts/reset \(chapter)) and take a smaller step."
        }
        if !beforeGoals.isGreen {
            if beforeGoals.status == .crash || beforeGoals.status == .hung {
                let how = beforeGoals.status == .crash ? "crashed" : "hung"
                return "Next: a goal test \(how) on your Before (see above) — usually a step of \(readme) not finished yet; "
                    + "./Scripts/hint \(chapter) can help."
            }
            if facts.beforePristine { return "Next: \(readme) step 1, or ./Scripts/hint \(chapter)" }
            if let stepLine = facts.stepLine { return stepLine }
            if facts.stepCount > 0 { return "Next: the next of the \(facts.stepCount) steps in \(readme), or ./Scripts/hint \(chapter)" }
            return "Next: the next step in \(readme), or ./Scripts/hint \(chapter)"
        }
        if let next = facts.nextChapter {
            return "Done ✓ — compare with the reference: ./Scripts/diff \(chapter); next: ./Scripts/check \(next)"
        }
        return "Done ✓ — compare with the reference: ./Scripts/diff \(chapter); that was the last chapter."
    }
}
