/// The page's summary: one row for all the files, then the tree of folders and files, each with
/// its score (Stryker's mutation score), its score of the lines the tests run, and its count of
/// each status; a file's name links to its section.
extension ReportPage {
    var summary: String {
        var html = """
        <section id="summary" aria-labelledby="summary-title">
        <h2 id="summary-title">Summary</h2>
        <table class="summary">
        <thead><tr><th scope="col">File</th><th scope="col" class="score">Score</th><th scope="col" class="score">Score of the lines run</th>
        """
        for status in ChangeStatus.allCases {
            html += "<th scope=\"col\" class=\"\(status.rawValue)\">\(status.mark) \(status.word)</th>"
        }
        html += "<th scope=\"col\">Changes</th></tr></thead>\n<tbody>\n"
        html += row(kind: "all", depth: 0, name: "All files", counts: result.counts)
        for entry in FileTree(result.countsByFile).rows {
            let name = entry.isFile ? "<a href=\"#\(anchor(of: entry.path))\">\(escape(entry.name))</a>" : escape(entry.name) + "/"
            html += row(kind: entry.isFile ? "file" : "folder", depth: entry.depth + 1, name: name, counts: entry.counts)
        }
        return html + "</tbody>\n</table>\n</section>\n"
    }

    /// One row of the summary; `name` is HTML already.
    private func row(kind: String, depth: Int, name: String, counts: StatusCounts) -> String {
        var html = "<tr class=\"\(kind)\"><th scope=\"row\" style=\"--depth: \(depth)\">\(name)</th>"
        html += "<td class=\"score \(level(counts.score))\">\(scoreBar(counts.score))</td>"
        html += "<td class=\"score \(level(counts.scoreOfLinesRun))\">\(scoreBar(counts.scoreOfLinesRun))</td>"
        for status in ChangeStatus.allCases {
            html += "<td class=\"count \(status.rawValue)\">\(counts[status])</td>"
        }
        return html + "<td class=\"count\">\(counts.total)</td></tr>\n"
    }

    /// A score as a bar (decoration: its colour says where it stands against the thresholds) and as text.
    private func scoreBar(_ score: Int?) -> String {
        guard let score else { return "–" }
        return "<span class=\"bar\" aria-hidden=\"true\"><span style=\"width: \(score)%\"></span></span>" + percent(score)
    }

    /// high, medium or low against the report's thresholds; none for no score.
    private func level(_ score: Int?) -> String {
        guard let score else { return "none" }
        let thresholds = GradeResult.thresholds
        return score >= thresholds.high ? "high" : score >= thresholds.low ? "medium" : "low"
    }
}
