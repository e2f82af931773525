import Foundation

/// What `grade --report DIR` wrote, against the grading it reports: the mutation-testing
/// report schema's JSON lists every mutant, `warnings.txt` has a `file:line: warning:` line for
/// each missed one, and the page is whole. A function returning its findings (integrity).
public enum ReportChecks {
    /// The files `grade --report` writes in its folder.
    public static let json = "mutation-report.json", warnings = "warnings.txt", page = "index.html"

    /// The findings about a report folder's three files (their contents, nil when missing),
    /// for a grading that caught `caught` of `total` mutants.
    public static func gradeReport(json: Data?, warnings: String?, page: String?, caught: Int, total: Int) -> [Finding] {
        var findings: [Finding] = []
        if let mutants = json.flatMap(mutantCount) {
            if mutants != total {
                findings.append(Finding(check: "report", message: "\(Self.json) lists \(mutants) mutants; the grading has \(total)"))
            }
        } else {
            findings.append(Finding(check: "report", message: "\(Self.json) is missing or not the report schema's JSON (no files with mutants)"))
        }
        let warned = (warnings ?? "").split(separator: "\n").filter { $0.contains(": warning: no test catches ") }.count
        if warned != total - caught {
            findings.append(Finding(check: "report", message: "\(Self.warnings) has \(warned) warnings; the grading missed \(total - caught)"))
        }
        if !(page ?? "").contains("</html>") {
            findings.append(Finding(check: "report", message: "\(Self.page) is missing or cut short (no </html>)"))
        }
        return findings
    }

    /// How many mutants the schema's JSON lists: every file's `mutants`, added up; nil when it
    /// is not that JSON.
    static func mutantCount(_ data: Data) -> Int? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let files = object["files"] as? [String: Any] else { return nil }
        var count = 0
        for case let file as [String: Any] in files.values {
            guard let mutants = file["mutants"] as? [Any] else { return nil }
            count += mutants.count
        }
        return count
    }

    /// The check on a folder: one of integrity's lines.
    public static func result(folder: URL, caught: Int, total: Int) -> IntegrityResult {
        func text(_ name: String) -> String? { try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) }
        let findings = gradeReport(json: try? Data(contentsOf: folder.appendingPathComponent(json)), warnings: text(warnings),
                                   page: text(page), caught: caught, total: total)
        return IntegrityResult(findings, passed: "grade --report: \(json) lists \(total) mutants, \(warnings) \(total - caught) missed, \(page)",
                               failed: "grade --report did not write what the grading found")
    }
}
