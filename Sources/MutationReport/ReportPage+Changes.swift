/// The page's changes, file by file: the filters, then each file's source with its coverage and
/// each change under its line. A file with nothing missed starts closed, and so does a caught
/// change (its diff and the tests that caught it one click away); what is missed starts open.
extension ReportPage {
    var changes: String {
        let counts = result.counts
        var html = """
        <section id="changes" aria-labelledby="changes-title">
        <h2 id="changes-title">Changes, file by file</h2>
        <fieldset id="filters" hidden><legend>Show the changes</legend>

        """
        for status in ChangeStatus.allCases {
            html += "<label class=\"\(status.rawValue)\"><input type=\"checkbox\" name=\"show\" value=\"\(status.rawValue)\" checked> "
                + "\(status.mark) \(status.word) (\(counts[status]))</label>\n"
        }
        html += """
        <output id="shown" aria-live="polite">Showing \(counts.total) of \(counts.total) changes</output>
        </fieldset>
        <noscript><p>The filters by status need JavaScript: every change is shown.</p></noscript>

        """
        for file in orderedFiles {
            html += section(for: file)
        }
        return html + "</section>\n"
    }

    private func section(for file: String) -> String {
        let mutants = result.mutants.filter { $0.file == file }
        let counts = StatusCounts(mutants.map(result.changeStatus(of:)))
        let open = counts.caught < counts.total ? " open" : ""
        var html = "<details class=\"file\" id=\"\(anchor(of: file))\"\(open)>\n<summary><h3>\(escape(result.path(of: file)))</h3> "
            + "<span class=\"tally\">"
            + ChangeStatus.allCases.map { "<span class=\"\($0.rawValue)\">\($0.mark) \(counts[$0]) \($0.word)</span>" }.joined(separator: " · ")
            + " — score \(percent(counts.score))</span></summary>\n"
        let unrun = result.coverage.unrunRanges(in: file)
        if !unrun.isEmpty {
            html += "<p class=\"unrun-lines\">Lines no test runs: "
                + unrun.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)–\($0.upperBound)" }.joined(separator: ", ") + "</p>\n"
        }
        html += "<table class=\"source\">\n"
        let lines = (result.sources[file] ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        for (index, text) in lines.enumerated() {
            let number = index + 1
            let kind = result.coverage.wasRun(file, line: number).map { $0 ? "run" : "unrun" } ?? "plain"
            html += "<tr class=\"\(kind)\"><td class=\"n\">\(number)</td><td class=\"code\">\(escape(String(text)))</td></tr>\n"
            for mutant in mutants where mutant.line == number {
                html += change(mutant)
            }
        }
        return html + "</table>\n</details>\n"
    }

    /// A change's row: its status, id and what a user would notice as the summary; inside, the
    /// change as a diff and who caught it, or the hint.
    private func change(_ mutant: GradedMutant) -> String {
        let status = result.changeStatus(of: mutant)
        var html = "<tr class=\"change-row\" id=\"change-\(escape(mutant.id))\" data-status=\"\(status.rawValue)\"><td colspan=\"2\">"
            + "<details class=\"change \(status.rawValue)\"\(status == .caught ? "" : " open")><summary>"
            + "<span class=\"status\">\(status.mark) \(status.word)</span> <b>\(escape(mutant.id))</b> — \(escape(mutant.notice))</summary>\n"
        // As grade prints it on the terminal: the line's own indentation removed from both sides,
        // and a change that removes a statement says so.
        let indentation = String(mutant.original.prefix { $0 == " " })
        html += "<div class=\"diff\"><span class=\"del\">- \(escape(String(mutant.original.dropFirst(indentation.count))))</span>"
        for line in mutant.mutated {
            let text = line.hasPrefix(indentation) ? String(line.dropFirst(indentation.count)) : line
            html += "\n<span class=\"ins\">+ \(escape(text.contains(where: { $0 != " " }) ? text : "(nothing: the statement is gone)"))</span>"
        }
        html += "</div>\n"
        switch (status, mutant.outcome) {
        case (.caught, "crashed"):
            html += "<p>Caught: the tests crashed with it\(within(mutant)).</p>\n"
        case (.caught, "hung"):
            html += "<p>Caught: the tests hung with it and were stopped\(within(mutant)).</p>\n"
        case (.caught, _):
            html += "<p>Caught by " + (mutant.caughtBy.isEmpty ? "a failing test" : mutant.caughtBy.map(escape).joined(separator: ", ")) + ".</p>\n"
        case (.notRun, _):
            html += "<p>None of the tests runs this line.</p>\n<p class=\"hint\">Hint: \(escape(mutant.hint))</p>\n"
        case (.missed, _):
            html += "<p class=\"hint\">Hint: \(escape(mutant.hint))</p>\n"
        }
        if status == .caught, !mutant.detail.isEmpty {
            html += "<p class=\"detail\">\(escape(mutant.detail))</p>\n"
        }
        return html + "</details></td></tr>\n"
    }

    /// " (in Class.test)" for the test a crash or hang was in, when known.
    private func within(_ mutant: GradedMutant) -> String {
        mutant.caughtBy.isEmpty ? "" : " (in " + mutant.caughtBy.map(escape).joined(separator: ", ") + ")"
    }
}
