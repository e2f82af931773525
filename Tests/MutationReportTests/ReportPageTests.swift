import Foundation
import MutationReport
import XCTest

/// grade's HTML page: the summary per file and in all, the tree of files, the filters, each
/// change with its status in the workbook's words (caught ones collapsed), one file, no network.
/// What a browser shows of it, its script run, is tested in Scripts/tests/run (headless Chromium).
final class ReportPageTests: XCTestCase {
    private func makeSUT() throws -> ReportPage {
        ReportPage(try GradeResult.fixture())
    }

    // MARK: - One file, nothing fetched

    func test_html_linksOnlyWithinThePage_andFetchesNothing() throws {
        let sut = try makeSUT()

        let html = sut.html

        XCTAssertFalse(html.contains("://"), "no address outside the page")
        XCTAssertFalse(html.contains("src="), "nothing loaded")
        XCTAssertFalse(html.contains("<link"), "no style sheet")
        for link in matches(#"href="([^"]*)""#, in: html) {
            XCTAssertTrue(link.hasPrefix("#"), link)
        }
        XCTAssertEqual(matches("(<script)", in: html).count, 1, "one inline script")
    }

    // MARK: - The summary

    func test_summary_allFilesRow_showsTheScoreTheScoreOfTheLinesRunAndEachStatusCount() throws {
        let sut = try makeSUT()

        let row = summaryRow("All files", in: sut.html)

        XCTAssertEqual(row, ["All files", "62 %", "83 %", "5", "1", "2", "8"])
    }

    func test_summary_fileRows_showEachFilesScoreAndCounts() throws {
        let sut = try makeSUT()

        let html = sut.html

        XCTAssertEqual(summaryRow("API/API.swift", in: html), ["API/API.swift", "50 %", "66 %", "2", "1", "1", "4"])
        XCTAssertEqual(summaryRow("B.swift", in: html), ["B.swift", "0 %", "–", "0", "0", "1", "1"])
        XCTAssertEqual(summaryRow("Top.swift", in: html), ["Top.swift", "100 %", "100 %", "1", "0", "0", "1"])
    }

    func test_summary_folderOfSeveralFiles_isARowAboveThemWithTheirCountsSummed() throws {
        let sut = try makeSUT()

        let html = sut.html

        XCTAssertEqual(summaryRow("Tabs/", in: html), ["Tabs/", "66 %", "100 %", "2", "0", "1", "3"])
        XCTAssertEqual(summaryNames(in: html), ["File", "All files", "API/API.swift", "Tabs/", "A.swift", "B.swift", "Top.swift"])
    }

    func test_summary_scoreColumns_areColouredByTheReportsThresholds() throws {
        let sut = try makeSUT()

        let html = sut.html

        XCTAssertTrue(html.contains(##"<th scope="row" style="--depth: 1"><a href="#file-Top.swift">Top.swift</a></th><td class="score high">"##))
        XCTAssertTrue(html.contains(##"<a href="#file-API-API.swift">API/API.swift</a></th><td class="score low">"##))
        XCTAssertTrue(html.contains(#"<th scope="row" style="--depth: 1">Tabs/</th><td class="score medium">"#))
    }

    func test_summary_eachFileLinksToItsSection() throws {
        let sut = try makeSUT()

        let html = sut.html

        for anchor in ["file-API-API.swift", "file-Tabs-A.swift", "file-Tabs-B.swift", "file-Top.swift"] {
            XCTAssertTrue(html.contains("href=\"#\(anchor)\""), anchor)
            XCTAssertTrue(html.contains("<details class=\"file\" id=\"\(anchor)\""), anchor)
        }
    }

    // MARK: - The filters

    func test_filters_oneCheckboxPerStatusWithItsCount_hiddenUntilTheScriptShowsThem() throws {
        let sut = try makeSUT()

        let html = sut.html

        XCTAssertTrue(html.contains(#"<fieldset id="filters" hidden>"#), "without JavaScript the filters cannot work: not shown")
        XCTAssertEqual(matches(#"<label class="[a-z-]+"><input type="checkbox" name="show" value="([a-z-]+)" checked> ([^<]*)</label>"#, in: html),
                       ["caught", "✓ caught (5)", "missed", "✗ missed (1)", "not-run", "✗ not run (2)"])
        XCTAssertTrue(html.contains(#"<output id="shown" aria-live="polite">Showing 8 of 8 changes</output>"#))
    }

    func test_changes_eachIsARowTheFiltersFindByItsStatus() throws {
        let sut = try makeSUT()

        let statuses = matches(#"<tr class="change-row" id="change-([a-z-]+)" data-status="([a-z-]+)">"#, in: sut.html)

        XCTAssertEqual(statuses, ["api-caught", "caught", "api-missed", "missed", "api-caught-too", "caught", "api-not-run", "not-run",
                                  "tabs-crashed", "caught", "tabs-hung", "caught", "tabs-not-run", "not-run", "top-caught", "caught"])
    }

    // MARK: - Each change

    func test_change_caught_isCollapsedAndNamesTheTestsThatCaughtIt() throws {
        let sut = try makeSUT()

        let change = try XCTUnwrap(changeRow("api-caught", in: sut.html))

        XCTAssertTrue(change.contains(#"<details class="change caught"><summary><span class="status">✓ caught</span> <b>api-caught</b> — The api-caught notice.</summary>"#))
        XCTAssertTrue(change.contains("<p>Caught by T.test_a, T.test_b.</p>"))
        XCTAssertTrue(change.contains(#"<p class="detail">API/API.swift:2: XCTAssertEqual failed</p>"#))
    }

    func test_change_crashedOrHung_isCaughtAndSaysHow() throws {
        let sut = try makeSUT()

        let html = sut.html

        XCTAssertTrue(try XCTUnwrap(changeRow("tabs-crashed", in: html)).contains("<p>Caught: the tests crashed with it (in T.test_c).</p>"))
        XCTAssertTrue(try XCTUnwrap(changeRow("tabs-hung", in: html)).contains("<p>Caught: the tests hung with it and were stopped (in T.test_d).</p>"))
    }

    func test_change_missed_isOpenWithItsDiffAndHint() throws {
        let sut = try makeSUT()

        let change = try XCTUnwrap(changeRow("api-missed", in: sut.html))

        XCTAssertTrue(change.contains(#"<details class="change missed" open><summary><span class="status">✗ missed</span>"#))
        XCTAssertTrue(change.contains(#"<div class="diff"><span class="del">- value = 1</span>"# + "\n" + #"<span class="ins">+ value = 2</span></div>"#))
        XCTAssertTrue(change.contains(#"<p class="hint">Hint: The api-missed hint.</p>"#))
    }

    func test_change_onALineNoTestRuns_isNotRunAndOpen_andARemovedStatementSaysSo() throws {
        let sut = try makeSUT()

        let change = try XCTUnwrap(changeRow("api-not-run", in: sut.html))

        XCTAssertTrue(change.contains(#"<details class="change not-run" open><summary><span class="status">✗ not run</span>"#))
        XCTAssertTrue(change.contains("<p>None of the tests runs this line.</p>"))
        XCTAssertTrue(change.contains(#"<span class="ins">+ (nothing: the statement is gone)</span>"#))
    }

    // MARK: - Each file

    func test_file_withSomethingMissed_startsOpen_andOneWithEveryChangeCaught_closed() throws {
        let sut = try makeSUT()

        let html = sut.html

        XCTAssertTrue(html.contains(#"<details class="file" id="file-API-API.swift" open>"#))
        XCTAssertTrue(html.contains(#"<details class="file" id="file-Tabs-B.swift" open>"#))
        XCTAssertTrue(html.contains(#"<details class="file" id="file-Tabs-A.swift">"#))
        XCTAssertTrue(html.contains(#"<details class="file" id="file-Top.swift">"#))
    }

    func test_file_showsItsSourceEscaped_withEachLinesCoverage() throws {
        let sut = try makeSUT()

        let html = sut.html

        XCTAssertTrue(html.contains(#"<tr class="plain"><td class="n">1</td><td class="code">// Top.swift</td></tr>"#))
        XCTAssertTrue(html.contains(#"<tr class="run"><td class="n">2</td><td class="code">        value = 1</td></tr>"#))
        XCTAssertTrue(html.contains(#"<tr class="unrun"><td class="n">3</td><td class="code">    gone() // &lt;x&gt; &amp; &quot;y&quot;</td></tr>"#))
        XCTAssertTrue(html.contains(#"<p class="unrun-lines">Lines no test runs: 3</p>"#))
    }

    // MARK: - One vocabulary

    func test_page_saysCaughtMissedAndNotRun_andTheSchemasStatusesOnlyInTheLegendThatMapsThem() throws {
        let sut = try makeSUT()

        let parts = sut.html.components(separatedBy: #"<footer id="legend""#)

        XCTAssertEqual(parts.count, 2)
        for status in ["Killed", "Survived", "NoCoverage", "Timeout", "RuntimeError", "mutant"] {
            XCTAssertFalse(parts[0].contains(status), status)
        }
        XCTAssertTrue(parts[1].contains("<th scope=\"row\" class=\"caught\">✓ caught</th>"))
        XCTAssertTrue(parts[1].contains("<td><code>Killed</code>, <code>Timeout</code>, <code>RuntimeError</code></td>"))
        XCTAssertTrue(parts[1].contains("<td><code>Survived</code></td>"))
        XCTAssertTrue(parts[1].contains("<td><code>NoCoverage</code></td>"))
    }

    func test_page_headline_isWhatGradePrints() throws {
        let sut = try makeSUT()

        let html = sut.html

        XCTAssertTrue(html.contains("<title>Grade: Your tests catch 5 of 8 changes</title>"))
        XCTAssertTrue(html.contains("<h1>Your tests catch 5 of 8 changes</h1>"))
        XCTAssertTrue(html.contains("Score 62 % · 4 tests · changes to Chapters/chapter1/Before"))
    }

    // MARK: - Reading the page

    /// Each first capture group of the pattern (and the second, when it has two), in order.
    private func matches(_ pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).flatMap { match in
            (1..<match.numberOfRanges).compactMap { Range(match.range(at: $0), in: text).map { String(text[$0]) } }
        }
    }

    /// The summary table's rows, each as the text of its cells (tags removed).
    private func summaryRows(in html: String) -> [[String]] {
        guard let start = html.range(of: #"<table class="summary">"#), let end = html.range(of: "</table>", range: start.upperBound..<html.endIndex) else { return [] }
        return html[start.upperBound..<end.lowerBound].components(separatedBy: "</tr>").map { row in
            matches("<t[hd][^>]*>(.*?)</t[hd]>", in: row).map { cell in
                cell.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression).trimmingCharacters(in: .whitespaces)
            }
        }.filter { !$0.isEmpty }
    }

    private func summaryRow(_ name: String, in html: String) -> [String]? {
        summaryRows(in: html).first { $0.first == name }
    }

    private func summaryNames(in html: String) -> [String] {
        summaryRows(in: html).compactMap(\.first)
    }

    /// The row of one change, from its `<tr` to its `</tr>`.
    private func changeRow(_ id: String, in html: String) -> String? {
        guard let found = html.range(of: "<tr class=\"change-row\" id=\"change-\(id)\""),
              let end = html.range(of: "</tr>", range: found.upperBound..<html.endIndex) else { return nil }
        return String(html[found.lowerBound..<end.upperBound])
    }
}
