/// The page's legend: what the bars beside the source mean, and what each status word means,
/// mapped once to the schema's statuses that mutation-report.json (and Stryker's tools) use.
extension ReportPage {
    var legend: String {
        var html = """
        <footer id="legend" aria-labelledby="legend-title">
        <h2 id="legend-title">How to read this page</h2>
        <p class="bars"><span class="run">a test runs the line</span> <span class="unrun">no test runs it</span> \
        <span class="plain">no bar: not code</span></p>
        <table class="words">
        <thead><tr><th scope="col">Word</th><th scope="col">Meaning</th><th scope="col">In mutation-report.json</th></tr></thead>
        <tbody>

        """
        for status in ChangeStatus.allCases {
            html += "<tr><th scope=\"row\" class=\"\(status.rawValue)\">\(status.mark) \(status.word)</th><td>\(escape(status.meaning))</td>"
                + "<td>\(status.schemaStatuses.map { "<code>\($0.rawValue)</code>" }.joined(separator: ", "))</td></tr>\n"
        }
        return html + """
        </tbody></table>
        <p>A change is what Stryker calls a mutant. The score is the share of changes caught; the score of \
        the lines run leaves out the changes no test runs.</p>
        </footer>

        """
    }
}
