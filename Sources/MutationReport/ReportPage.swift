/// One self-contained HTML page of a grading: each mutated file's source with its coverage, and each mutant inline at its line.
///
/// No script and nothing fetched: the page is read offline, styles inline.
public struct ReportPage {
    public let result: GradeResult

    public init(_ result: GradeResult) {
        self.result = result
    }

    /// The page.
    public var html: String {
        let total = result.mutants.count
        let caught = result.caughtCount
        var page = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8">
        <title>Mutants: \(escape(result.whose)) catch \(caught) of \(total)</title>
        <style>
        body { font: 14px/1.4 -apple-system, system-ui, sans-serif; margin: 2em; color: #222; }
        table.source { border-collapse: collapse; font: 12px/1.5 ui-monospace, Menlo, monospace; width: 100%; }
        td.n { color: #999; text-align: right; padding: 0 .8em; user-select: none; width: 3em; }
        td.code { white-space: pre; }
        tr.run td.n { border-left: 4px solid #7c7; }
        tr.unrun td.n { border-left: 4px solid #e55; }
        tr.unrun td.code { background: #fee; }
        tr.plain td.n { border-left: 4px solid transparent; }
        .mutant { margin: .3em 0 .6em 4.6em; padding: .4em .8em; border-radius: 4px; font-family: -apple-system, system-ui, sans-serif; }
        .Killed, .Timeout, .RuntimeError { background: #eef8ee; }
        .Survived, .NoCoverage { background: #fdeeee; }
        .status { font-weight: bold; }
        .diff { font: 12px ui-monospace, Menlo, monospace; white-space: pre; margin: .3em 0; }
        .del { color: #a00; } .ins { color: #070; }
        .legend span { margin-right: 1.5em; }
        </style></head><body>
        <h1>\(escape(capitalized(result.whose))) catch \(caught) of \(total) changes</h1>
        <p class="legend"><span>▍<b style="color:#7c7">green bar</b>: a test runs the line</span><span>▍<b style="color:#e55">red bar</b>: no test runs it</span>
        <span>no bar: not code</span></p>

        """
        for file in orderedFiles {
            page += section(for: file)
        }
        return page + "</body></html>\n"
    }

    /// The files in the order their first mutant comes in the catalogue.
    private var orderedFiles: [String] {
        var seen: [String] = []
        for mutant in result.mutants where !seen.contains(mutant.file) {
            seen.append(mutant.file)
        }
        return seen
    }

    private func section(for file: String) -> String {
        let mutants = result.mutants.filter { $0.file == file }
        let caught = mutants.filter(\.isCaught).count
        var html = "<h2>\(escape(result.path(of: file)))</h2>\n<p>\(caught) of \(mutants.count) changes caught"
        let unrun = result.coverage.unrunRanges(in: file)
        if !unrun.isEmpty {
            html += "; lines no test runs: " + unrun.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)–\($0.upperBound)" }.joined(separator: ", ")
        }
        html += "</p>\n<table class=\"source\">\n"
        let lines = (result.sources[file] ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        for (index, text) in lines.enumerated() {
            let number = index + 1
            let kind = result.coverage.wasRun(file, line: number).map { $0 ? "run" : "unrun" } ?? "plain"
            html += "<tr class=\"\(kind)\" id=\"L\(number)\"><td class=\"n\">\(number)</td><td class=\"code\">\(escape(String(text)))</td></tr>\n"
            for mutant in mutants where mutant.line == number {
                html += "<tr><td colspan=\"2\">\(box(for: mutant))</td></tr>\n"
            }
        }
        return html + "</table>\n"
    }

    private func box(for mutant: GradedMutant) -> String {
        let status = result.status(of: mutant)
        var html = "<div class=\"mutant \(status.rawValue)\" id=\"\(escape(mutant.id))\"><span class=\"status\">\(status.rawValue)</span> "
            + "<b>\(escape(mutant.id))</b> — \(escape(mutant.notice))"
        html += "<div class=\"diff\"><span class=\"del\">- \(escape(trimmed(mutant.original)))</span>"
        for line in mutant.mutated {
            html += "\n<span class=\"ins\">+ \(escape(trimmed(line)))</span>"
        }
        html += "</div>"
        if mutant.isCaught {
            html += "caught by " + (mutant.caughtBy.isEmpty ? "a crash" : mutant.caughtBy.map(escape).joined(separator: ", "))
        } else {
            html += "hint: " + escape(mutant.hint)
        }
        return html + "</div>"
    }

    private func trimmed(_ line: String) -> String {
        String(line.drop(while: { $0 == " " }))
    }

    private func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    /// Text as HTML shows it: &, <, > and quotes escaped.
    func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
