import XCTest
@testable import WorkbookModel

final class ChapterTableTests: XCTestCase {
    func test_markdown_aRowForEachBeforeAfterChapterInOrder() throws {
        let registry = try Registry.parse("""
            chapter0.title      Characterize
            chapter0.kind       characterize
            chapter1.title      One seam
            chapter1.coupling   API reads AppDelegate
            chapter1.technique  Parameterize constructor
            chapter2.title      A module

            """) { _ in false }

        XCTAssertEqual(ChapterTable.markdown(registry), """
            | chapter | coupling broken | technique |
            |---|---|---|
            | 1 · One seam | API reads AppDelegate | Parameterize constructor |
            | 2 · A module |  |  |

            """)
    }
}
