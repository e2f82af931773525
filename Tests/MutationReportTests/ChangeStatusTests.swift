import MutationReport
import XCTest

/// The page's one vocabulary: each of the schema's statuses grade writes is caught, missed or not run, and the legend maps them back.
final class ChangeStatusTests: XCTestCase {
    func test_init_eachSchemaStatus_isOneWord_andThatWordMapsBackToIt() {
        let statuses: [MutationReport.Status] = [.killed, .timeout, .runtimeError, .survived, .noCoverage]

        let words = statuses.map(ChangeStatus.init)

        XCTAssertEqual(words, [.caught, .caught, .caught, .missed, .notRun])
        for (status, word) in zip(statuses, words) {
            XCTAssertTrue(word.schemaStatuses.contains(status), "\(status)")
        }
    }

    func test_word_isWhatGradePrints_withAMarkBeyondColour() {
        let sut = ChangeStatus.allCases

        let shown = sut.map { "\($0.mark) \($0.word)" }

        XCTAssertEqual(shown, ["✓ caught", "✗ missed", "✗ not run"])
    }
}
