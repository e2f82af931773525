import Foundation

/// What a README step says check shows after it, on a line of its own (`./Scripts/step verify`
/// builds and tests after every step and compares; integrity compares the totals):
///
///     *Expected:* Before characterization 32/32, goals 4/5.
///     *Expected:* Before characterization 36/36, goals doesn't compile yet.
public struct StepExpectation: Equatable, Sendable {
    /// The step's number, from 1.
    public var step: Int
    /// Before's characterization cell, `passed/total`.
    public var characterization: String
    /// Before's goals cell, `passed/total` or ``doesNotCompile``.
    public var goals: String
    /// The README line it is on, from 1.
    public var line: Int
    /// The first compiler error the step says check prints under the goals (its `*First
    /// error:*` line, which `./Scripts/step verify` compares), when it says one.
    public var firstError: String?

    /// The goals cell of a stage whose goal tests do not compile yet, as check prints it.
    public static let doesNotCompile = "doesn't compile yet"

    public init(step: Int, characterization: String, goals: String, line: Int, firstError: String? = nil) {
        self.step = step
        self.characterization = characterization
        self.goals = goals
        self.line = line
        self.firstError = firstError
    }

    /// The line's pattern.
    static let pattern = #"^[[:space:]]*\*Expected:\*[[:space:]]+Before characterization ([0-9]+/[0-9]+), goals ([0-9]+/[0-9]+|doesn.t compile yet)\.[[:space:]]*$"#

    /// A step's *First error:* line.
    static let errorPattern = #"^[[:space:]]*\*First error:\*[[:space:]]+`(.*)`[[:space:]]*$"#

    /// Each step's first *Expected:* line, in order, from a README's `## Steps` section (a step
    /// without one is left out), with the step's *First error:* line when it has one.
    public static func read(readme: String) -> [StepExpectation] {
        guard let expression = try? NSRegularExpression(pattern: pattern),
              let errorExpression = try? NSRegularExpression(pattern: errorPattern) else { return [] }
        var found: [StepExpectation] = []
        var inSteps = false, step = 0
        for (index, line) in LessonChecks.lines(readme).enumerated() {
            let text = String(line)
            if text.hasPrefix("## ") {
                inSteps = text.range(of: #"^## +Steps[[:space:]]*$"#, options: .regularExpression) != nil
                continue
            }
            guard inSteps else { continue }
            if text.range(of: #"^[0-9]+\. "#, options: .regularExpression) != nil {
                step += 1
                continue
            }
            if step > 0, let index = found.firstIndex(where: { $0.step == step }), found[index].firstError == nil,
               let match = errorExpression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
               let error = Range(match.range(at: 1), in: text) {
                found[index].firstError = String(text[error])
                continue
            }
            guard step > 0, !found.contains(where: { $0.step == step }),
                  let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
                  let characterization = Range(match.range(at: 1), in: text), let goals = Range(match.range(at: 2), in: text) else { continue }
            let cell = String(text[goals]).contains("compile") ? doesNotCompile : String(text[goals])
            found.append(StepExpectation(step: step, characterization: String(text[characterization]), goals: cell, line: index + 1))
        }
        return found
    }

    /// A `passed/total` cell's two numbers; nil for any other cell.
    public static func counts(_ cell: String) -> (passed: Int, total: Int)? {
        let parts = cell.split(separator: "/")
        guard parts.count == 2, let passed = Int(parts[0]), let total = Int(parts[1]) else { return nil }
        return (passed, total)
    }
}
