import Foundation

/// What is wrong with a chapter's steps that can be seen without building, one line each (none
/// when all is well): no patches; README's numbered steps and the patches disagree in number;
/// a patch not named `NN-name.patch` in order; a step without its *Expected:* line, or with a
/// *First error:* while its goals compile; the patches, applied in order to the chapter's
/// Before as it is now (in a temporary copy), not applying or not ending byte-identical to
/// After. `./Scripts/step verify` says them before it builds; integrity, without building.
public struct StepProblems: Sendable {
    public var steps: ChapterSteps
    public var git: URL
    /// The environment's PATH (env(1), to run git).
    public var path: String?

    public init(steps: ChapterSteps, git: URL, path: String?) {
        self.steps = steps
        self.git = git
        self.path = path
    }

    /// The problems, in the order above.
    public func all() -> [String] {
        let chapter = steps.chapter
        guard steps.total > 0 else { return ["no patches in Chapters/\(chapter)/Steps/"] }
        var problems: [String] = []
        let readme = steps.readmeStepCount
        if steps.total != readme {
            problems.append("README.md has \(readme) numbered steps, Chapters/\(chapter)/Steps/ has \(steps.total) patches")
        }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-steps.\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let before = work.appendingPathComponent("before")
        var applies = (try? FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)) != nil
            && (try? FileManager.default.copyItem(at: steps.root.appendingPathComponent("Chapters/\(chapter)/Before"), to: before)) != nil
        if !applies { problems.append("cannot copy Chapters/\(chapter)/Before to a temporary folder") }
        for k in 1...steps.total {
            let file = (steps.patch(k) as NSString).lastPathComponent
            let wanted = String(format: "%02d", k) + "-" + steps.name(k) + ".patch"
            if file != wanted { problems.append("Chapters/\(chapter)/Steps/\(file) is step \(k): name it \(wanted)") }
            let expected = steps.expected(k)
            if k <= readme, expected == nil {
                problems.append("README.md step \(k) has no '*Expected:* Before characterization x/y, goals x/y.' line")
            }
            if steps.firstError(k) != nil, expected?.goals != StepExpectation.doesNotCompile {
                problems.append("README.md step \(k) states a *First error:* but its goals compile (*Expected:*)")
            }
            guard applies else { continue }
            let patch = StepPatch(file: steps.root.appendingPathComponent(steps.patch(k)), git: git, path: path)
            let complaint: String?
            do { complaint = try patch.apply(to: before) } catch { complaint = error.message }
            if let complaint {
                problems.append("step \(k) (\(file)) does not apply after step \(k - 1): \(complaint)")
                applies = false
            }
        }
        if applies {
            let after = steps.root.appendingPathComponent("Chapters/\(chapter)/After")
            let differing = StepFolder.read(before).changedLines(to: StepFolder.read(after))
            if differing != 0 {
                problems.append("Before with all \(steps.total) steps applied is not After (\(StepPosition.differing(differing))): ./Scripts/step record \(chapter)")
            }
        }
        return problems
    }
}
