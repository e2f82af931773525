import Foundation

extension GradeRun {
    /// What grading found, for the model (GradeSummary, GradeReport decide the rest: how many
    /// changes were caught, done or not, the exit status, the report or --json, the next step);
    /// --report's pages; the last grading kept for "where am I". The exit status: 0 or 1.
    func finish() throws -> Int32 {
        let own = command.variant == command.chapter
        let facts: [(String, String)] = [
            ("chapter", command.chapter), ("stage", "\(command.appChapter)/\(command.appStage.lowercased())"),
            ("tests", paths.relative(package.tests.path)), ("status", status), ("stage_published", command.stageZero ? "yes" : "no"),
            ("real_passed", "\(realPassed)"), ("real_total", "\(realTotal)"), ("details", details), ("whose", command.whose),
            ("stage_folder", command.stageRelative), ("want_done", command.wantsDone ? "yes" : "no"), ("own", own ? "yes" : "no"),
            ("verbose", command.verbose ? "yes" : "no"),
        ]
        func lines(_ facts: [(String, String)]) -> String {
            facts.map { "\($0.0)\t\(CheckReport.printable($0.1).replacingOccurrences(of: "\n", with: " "))\n" }.joined()
        }
        write(lines(facts), "summary")
        if let report = command.report {
            let note = reportNote(report)
            if command.json {
                say(note + "\n")
            } else {
                write(read("summary") + lines([("report_note", note), ("report_warnings", report.appendingPathComponent("warnings.txt").path)]), "summary")
            }
        }
        let summary = try GradeSummary(folder: work, firstChapter: registry.chapters(ofKind: RegistryChapter.pairKind).first?.name ?? "")
        if own {
            // Kept for "where am I" when it can be; a grading never fails for want of it.
            let file = BuildFolder.scratchBase(root: context.root, environment: context.environment)
                .appendingPathComponent("\(command.chapter)/last-grade")
            try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? summary.recordLine(when: Int(Date().timeIntervalSince1970)).write(to: file, atomically: true, encoding: .utf8)
        }
        context.output.print(command.json ? summary.json : GradeReport(folder: work, summary: summary).text(palette))
        return Int32(min(summary.exitStatus, 1))
    }

    /// --report's pages written by the report writer built with the tests (Sources/MutationReport):
    /// mutation-report.json, index.html, warnings.txt; the line that says where, or why not.
    func reportNote(_ report: URL) -> String {
        guard status == GradeSummary.Status.graded else { return "No report: the grading stopped before the changes ran." }
        let writer = package.reportWriter
        guard FileManager.default.isExecutableFile(atPath: writer.path) else { return "No report: the report writer was not built (\(writer.path))" }
        guard let summary = try? GradeSummary(folder: work) else { return "No report: the grading's summary cannot be read" }
        write(GradeReport(folder: work, summary: summary, readingLogs: true).table, "report.table")
        if !FileManager.default.fileExists(atPath: work.appendingPathComponent("coverage").path) { write("", "coverage") }
        write(read("real-app.cases").split(separator: "\n").map { "\($0.prefix { $0 != "\t" })\n" }.joined(), "report.tests")
        let arguments = ["report.table", "coverage", "report.tests"].map { work.appendingPathComponent($0).path }
            + [stageFolder.path, command.stageRelative, command.whose, report.path]
        var run = ToolRun(executable: writer, arguments: arguments, directory: context.root)
        run.environment = context.environment.merging(["LLVM_PROFILE_FILE": "/dev/null"]) { $1 }
        guard let result = try? run.capture() else { return "No report: the report writer could not be run" }
        guard result.succeeded else {
            return "No report: " + (result.errors.split(separator: "\n").first.map(String.init) ?? "the report writer failed")
        }
        return "Reports: \(paths.relative(report.path))/index.html (open it in a browser), mutation-report.json, warnings.txt"
    }
}
