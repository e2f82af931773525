/// What a stage, or a chapter as a whole, comes to: a label and its tone, in the learner's terms.
public enum StageVerdict: String, Codable, Equatable, Sendable {
    // After, the reference.
    case reference, edited, broken
    // Before, the learner's.
    case doesntCompile, hung, crashed, testsEdited, done, notDoneYet, behaviourChanged
    // A chapter as a whole (the overview's one column).
    case notChecked, afterBroken, afterEdited
    // A characterize chapter (chapter 0), as grade left it.
    case notGraded, failsOnTheRealApp, crashedOnTheRealApp, changesDontFit, refusedSwitch, refusedRerun, notGradedOther

    /// How it reads on the screen, with its mark.
    public var label: String {
        switch self {
        case .reference: "reference ✓"
        case .edited: "edited ✗"
        case .broken: "broken ✗"
        case .doesntCompile: "doesn't compile ✗"
        case .hung: "hung ✗"
        case .crashed: "crashed ✗"
        case .testsEdited: "tests edited ✗"
        case .done: "done ✓"
        case .notDoneYet: "not done yet"
        case .behaviourChanged: "behaviour changed ✗"
        case .notChecked: "not checked yet"
        case .afterBroken: "After broken ✗"
        case .afterEdited: "After edited ✗"
        case .notGraded: "not graded yet"
        case .failsOnTheRealApp: "fails on the real app ✗"
        case .crashedOnTheRealApp: "crashed on the real app ✗"
        case .changesDontFit: "not graded: changes don't fit stage 0"
        case .refusedSwitch: "refused: a test reads the switch ✗"
        case .refusedRerun: "refused: fails when run again ✗"
        case .notGradedOther: "not graded ✗"
        }
    }

    /// The label without its mark: what JSON says.
    public var plain: String { Self.plain(label) }

    /// A label without its mark.
    public static func plain(_ label: String) -> String {
        label.replacingOccurrences(of: " ✓", with: "").replacingOccurrences(of: " ✗", with: "")
    }

    /// Its colour: good, wrong, pending or quiet.
    public var tone: Tone {
        switch self {
        case .reference, .done: .good
        case .notDoneYet, .changesDontFit: .pending
        case .notChecked, .notGraded: .quiet
        default: .wrong
        }
    }
}

/// A verdict's colour, named by what it means.
public enum Tone: Sendable {
    case good, wrong, pending, quiet
}

private extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
