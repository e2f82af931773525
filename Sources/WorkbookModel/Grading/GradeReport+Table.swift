/// `--report DIR`'s input: one mutant a line as the package's workbook-grade-report reads it
/// (Sources/MutationReport/GradedMutant.swift).
extension GradeReport {
    /// id, area, notice, hint, the location's columns, outcome (missed when none), the tests
    /// that caught it (comma-separated), details, milliseconds; a mutant not located is left out.
    public var table: String {
        let located = Dictionary(locations.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return summary.mutants.compactMap { mutant -> String? in
            guard let location = located[mutant.id] else { return nil }
            let row = outcomes.first { $0.id == mutant.id }
            let killers = mutant.isCaught ? killers(of: mutant.id).joined(separator: ",") : ""
            let outcome = row.map(\.outcome).flatMap { $0.isEmpty ? nil : $0 } ?? "missed"
            let ms = row.map(\.ms).flatMap { $0.isEmpty ? nil : $0 } ?? "0"
            return [mutant.id, mutant.area, mutant.notice, mutant.hint, location.columns, outcome, killers, row?.details ?? "", ms]
                .joined(separator: "\t") + "\n"
        }.joined()
    }
}
