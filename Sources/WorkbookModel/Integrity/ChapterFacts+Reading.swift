import Foundation

/// A chapter's facts from what integrity ran — its facts file, a line each:
/// `chapter<TAB>log<TAB>characterization|goals<TAB>PATH` (an XCTest log of the After's tests of
/// that kind: the totals), `chapter<TAB>target<TAB>NAME<TAB>PATH` (one test target's own log:
/// its count, and its classes and tests where no log above has them),
/// `chapter<TAB>before-goals<TAB>CELL` (the pristine Before's goals), `chapter<TAB>errors<TAB>PATH`
/// (the lines check prints under them: its first compiler errors) — and from the chapter's
/// files: its dependency rules, steps, *Expected:* lines and hints.
extension ChapterFacts {
    /// The facts file's rows, split at tabs.
    public static func rows(_ text: String) -> [[String]] {
        text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
            .filter { $0.count >= 3 }
    }

    /// The facts of `chapter` from integrity's rows (logs read with `read`, relative to the
    /// repository or absolute) and the repository's files.
    public static func read(chapter: String, rows: [[String]], files: RepositoryFiles, read: (String) -> String?) -> ChapterFacts {
        var facts = ChapterFacts(chapter: chapter)
        var counts: [Kind: Int] = [:]
        var targetCases: [(TestCase, Kind)] = []
        for row in rows where row[0] == chapter {
            switch row[1] {
            case "log" where row.count >= 4:
                guard let kind = Kind(rawValue: row[2]), let text = read(row[3]) else { continue }
                let log = XCTestLog(text: text)
                counts[kind, default: 0] += log.cases.count
                for testCase in log.cases {
                    let parts = testCase.name.split(separator: ".", maxSplits: 1).map(String.init)
                    guard parts.count == 2 else { continue }
                    facts.suites[parts[0], default: Suite(tests: 0, kind: kind)].tests += 1
                    facts.tests.insert(parts[1])
                }
            case "target" where row.count >= 4:
                guard let text = read(row[3]) else { continue }
                let log = XCTestLog(text: text)
                let kind: Kind = row[2].hasSuffix("CharacterizationTests") ? .characterization : .goals
                facts.suites[row[2]] = Suite(tests: log.cases.count, kind: kind)
                targetCases += log.cases.map { ($0, kind) }
            case "before-goals":
                facts.pristineGoals = row[2]
            case "errors":
                facts.errors = (read(row[2]) ?? "").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            default:
                continue
            }
        }
        // A target's classes that no log above ran (chapter 0's worked example).
        let logged = Set(facts.suites.keys)
        for (testCase, kind) in targetCases {
            let parts = testCase.name.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2, !logged.contains(parts[0]) else { continue }
            facts.suites[parts[0], default: Suite(tests: 0, kind: kind)].tests += 1
            facts.tests.insert(parts[1])
        }
        let rules = files.contents(DependencyRules.path(chapter: chapter)).flatMap { try? DependencyRules.parse($0) }?.rules ?? []
        facts.rules = rules.count
        if !rules.isEmpty {
            facts.suites[StageResult.rulesClass] = Suite(tests: rules.count, kind: .goals)
            facts.tests.formUnion(rules.map(\.name))
        }
        facts.characterization = counts[.characterization]
        facts.goals = counts[.goals].map { $0 + rules.count }
        facts.expectations = StepExpectation.read(readme: files.contents("Chapters/\(chapter)/README.md") ?? "")
        facts.steps = files.names(in: "Chapters/\(chapter)/Steps").filter { $0.range(of: #"^[0-9][0-9]-.*\.patch$"#, options: .regularExpression) != nil }.count
        facts.hints = LessonChecks.hintCount(files.contents("Chapters/\(chapter)/HINTS.md") ?? "")
        return facts
    }
}
