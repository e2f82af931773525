/// The grading in the page's words: each change's status, and the counts per file and in all.
extension GradeResult {
    /// What became of a change: caught, missed, or not run (missed on a line no test runs).
    public func changeStatus(of mutant: GradedMutant) -> ChangeStatus {
        ChangeStatus(status(of: mutant))
    }

    /// The counts of every change.
    public var counts: StatusCounts {
        StatusCounts(mutants.map(changeStatus(of:)))
    }

    /// The counts of each mutated file's changes, by the file's path relative to the stage.
    public var countsByFile: [String: StatusCounts] {
        var counts: [String: StatusCounts] = [:]
        for mutant in mutants {
            counts[mutant.file, default: StatusCounts()][changeStatus(of: mutant)] += 1
        }
        return counts
    }
}
