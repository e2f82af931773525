// Writes grade's reports (./Scripts/grade --report DIR): the result as JSON in
// the mutation-testing report schema, one self-contained HTML page, and the
// editor's warning lines. Run by grade (GradeRun+Report.swift); never by hand.
//
//   workbook-grade-report TABLE COVERAGE TESTS STAGE PREFIX WHOSE OUT
//   workbook-grade-report --swift-testing-events FILE
//
// TABLE: one mutant a line (see GradedMutant); COVERAGE: file, line, times
// run; TESTS: Class.test a line; STAGE: the stage's folder (the sources);
// PREFIX: that folder relative to the repository; WHOSE: "your tests";
// OUT: the folder the reports go in.
import Foundation
import MutationReport

let arguments = CommandLine.arguments
// workbook-grade-report --swift-testing-events FILE: Swift Testing's event stream as XCTest's log lines (run-tests).
if arguments.count == 3, arguments[1] == "--swift-testing-events" {
    let events = (try? String(contentsOfFile: arguments[2], encoding: .utf8)) ?? ""
    print(SwiftTestingLog.xctestLines(fromEventStream: events).joined(separator: "\n"))
    exit(0)
}
guard arguments.count == 8 else {
    FileHandle.standardError.write(Data("usage: workbook-grade-report TABLE COVERAGE TESTS STAGE PREFIX WHOSE OUT\n".utf8))
    exit(2)
}
func read(_ path: String) -> String {
    (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
}

let mutants = read(arguments[1]).split(separator: "\n").compactMap(GradedMutant.init(line:))
var sources: [String: String] = [:]
for file in Set(mutants.map(\.file)) {
    sources[file] = read(arguments[4] + "/" + file)
}
let result = GradeResult(mutants: mutants, sources: sources, coverage: LineCoverage(read(arguments[2])),
                         tests: read(arguments[3]).split(separator: "\n").map(String.init), prefix: arguments[5], whose: arguments[6])
let out = URL(fileURLWithPath: arguments[7])
do {
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try encoder.encode(result.report).write(to: out.appendingPathComponent("mutation-report.json"))
    try Data(ReportPage(result).html.utf8).write(to: out.appendingPathComponent("index.html"))
    try Data(result.warnings.map { $0 + "\n" }.joined().utf8).write(to: out.appendingPathComponent("warnings.txt"))
} catch {
    FileHandle.standardError.write(Data("workbook-grade-report: cannot write the reports in \(out.path): \(error.localizedDescription)\n".utf8))
    exit(1)
}
