/// One self-contained HTML page of a grading, laid out as a learner of Stryker's reports expects:
/// a summary table (a score and the counts of each status per file, files as a tree of folders),
/// filters by status, then each mutated file's source with its coverage and its changes inline,
/// the caught ones collapsed.
///
/// One vocabulary, the workbook's (``ChangeStatus``: caught, missed, not run), as grade prints it;
/// the legend maps it to the schema's statuses that mutation-report.json beside the page uses.
/// Nothing is fetched: styles and the filters' script are inline, and every link is within the
/// page. Without JavaScript everything is there and readable; only the filters need it (they
/// stay hidden without it).
public struct ReportPage {
    public let result: GradeResult

    public init(_ result: GradeResult) {
        self.result = result
    }

    /// The page.
    public var html: String {
        let counts = result.counts
        let headline = "\(capitalized(result.whose)) catch \(counts.caught) of \(counts.total) changes"
        var page = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Grade: \(escape(headline))</title>
        <style>\(Self.style)</style></head>
        <body>
        <header>
        <h1>\(escape(headline))</h1>
        <p class="lead">Score \(percent(counts.score)) · \(result.tests.count) \(result.tests.count == 1 ? "test" : "tests") · \
        changes to \(escape(result.prefix.isEmpty ? "the stage" : result.prefix)) · \
        the same grading in the schema Stryker's tools read: <code>mutation-report.json</code>, beside this page</p>
        </header>
        <main>

        """
        page += summary
        page += changes
        page += "</main>\n" + legend
        return page + "<script>\(Self.script)</script>\n</body></html>\n"
    }

    /// The files in the summary's (the tree's) order.
    var orderedFiles: [String] {
        FileTree(result.countsByFile).files
    }

    /// The id of a file's section, for the summary's links: the path with anything but letters,
    /// digits, dots and dashes as a dash.
    func anchor(of file: String) -> String {
        "file-" + String(file.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") ? $0 : "-" })
    }

    /// A score as the page writes it: `36 %`, or a dash for none.
    func percent(_ score: Int?) -> String {
        score.map { "\($0) %" } ?? "–"
    }

    func capitalized(_ text: String) -> String {
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
