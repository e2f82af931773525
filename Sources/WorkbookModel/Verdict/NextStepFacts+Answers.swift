/// The scripts' answers to ``NextStep/Question``s, a line each:
/// `chapter<TAB>after-changed|pristine|states|step-line|step-count<TAB>value` (`states`: the
/// folder of the steps' states, which the model judges the step by).
extension NextStepFacts {
    /// Each chapter's facts from the answers' text; `nextChapter` is left for the caller.
    public static func read(answers: String) -> [String: NextStepFacts] {
        var facts: [String: NextStepFacts] = [:]
        for line in answers.split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 2 else { continue }
            let value = fields.count > 2 ? fields[2] : ""
            var fact = facts[fields[0]] ?? NextStepFacts()
            switch fields[1] {
            case "after-changed": fact.afterChangedInGit = value == "yes"
            case "pristine": fact.beforePristine = value == "yes"
            case "states": fact.statesFolder = value.isEmpty ? nil : value
            case "step-line": fact.stepLine = value.isEmpty ? nil : value
            case "step-count": fact.stepCount = Int(value) ?? 0
            default: continue
            }
            facts[fields[0]] = fact
        }
        return facts
    }

}
