import MutationReport
import XCTest

/// A grading made up for the page's tests: changes in files under folders, each status and each way of being caught.
extension GradeResult {
    /// One of grade's table lines (see GradedMutant) for a change to `file` at `line`, read back.
    static func change(_ id: String, in file: String, line: Int, outcome: String, by tests: [String] = [],
                       original: String = "        value = 1", mutated: String = "        value = 2") throws -> GradedMutant {
        let fields = [id, "area", "The \(id) notice.", "The \(id) hint.", file, "\(line)", "9", "\(line)", "13", original, mutated,
                      "2", outcome, tests.joined(separator: ","), outcome == "failed" ? "\(file):\(line): XCTAssertEqual failed" : "", "10"]
        return try XCTUnwrap(GradedMutant(line: Substring(fields.joined(separator: "\t"))))
    }

    /// Four files: API/API.swift (caught ×2, missed, not run), Tabs/A.swift (crashed, hung),
    /// Tabs/B.swift (not run) and Top.swift (caught); line 2 of each file is run, line 3 is not.
    static func fixture() throws -> GradeResult {
        let mutants = [
            try change("api-caught", in: "API/API.swift", line: 2, outcome: "failed", by: ["T.test_a", "T.test_b"]),
            try change("api-missed", in: "API/API.swift", line: 2, outcome: "missed"),
            try change("api-not-run", in: "API/API.swift", line: 3, outcome: "missed", original: "    gone()", mutated: "    "),
            try change("api-caught-too", in: "API/API.swift", line: 2, outcome: "failed", by: ["T.test_a"]),
            try change("tabs-crashed", in: "Tabs/A.swift", line: 2, outcome: "crashed", by: ["T.test_c"]),
            try change("tabs-hung", in: "Tabs/A.swift", line: 2, outcome: "hung", by: ["T.test_d"]),
            try change("tabs-not-run", in: "Tabs/B.swift", line: 3, outcome: "missed"),
            try change("top-caught", in: "Top.swift", line: 2, outcome: "failed", by: ["T.test_a"]),
        ]
        let files = ["API/API.swift", "Tabs/A.swift", "Tabs/B.swift", "Top.swift"]
        let coverage = files.map { "\($0)\t2\t1\n\($0)\t3\t0\n" }.joined()
        let sources = Dictionary(uniqueKeysWithValues: files.map { ($0, "// \($0)\n        value = 1\n    gone() // <x> & \"y\"\n") })
        return GradeResult(mutants: mutants, sources: sources, coverage: LineCoverage(coverage),
                           tests: ["T.test_a", "T.test_b", "T.test_c", "T.test_d"], prefix: "Chapters/chapter1/Before", whose: "your tests")
    }
}
