import XCTest
@testable import WorkbookModel

final class RegistryRepeatedNamesTests: XCTestCase {
    private static let text = """
        chapter9.after MyBiz:Login Login
        chapter10.before MyBiz:Login Login
        chapter10.after MyBiz:Login Login
        chapter11.before Other
        """

    func test_repeatsEarlierNames_theNextChaptersStagesOfTheSameNames_repeat() throws {
        let sut = try Registry.parse(Self.text) { _ in false }

        let repeats = sut.chapters.flatMap(\.stages).map { "\($0.scope(suite: "x")) \(sut.repeatsEarlierNames($0))" }

        XCTAssertEqual(repeats, [
            "chapter9-before-x false", "chapter9-after-x false",
            "chapter10-before-x true", "chapter10-after-x true",
            "chapter11-before-x false", "chapter11-after-x false",
        ])
    }

    /// A learner's split Before has its own After's names: that is the same chapter, not an earlier one.
    func test_repeatsEarlierNames_aSplitBeforeAndItsAfter_doNotRepeat() throws {
        let sut = try Registry.parse("chapter9.after MyBiz:Login Login\n") { $0.hasPrefix("Chapters/chapter9/Before/") }

        XCTAssertEqual(sut.chapters[0].stages.map(sut.repeatsEarlierNames), [false, false])
        XCTAssertFalse(sut.shellAssignments().contains("_repeats"))
    }

    func test_shellAssignments_aRepeatingStage_saysSo() throws {
        let sut = try Registry.parse(Self.text) { _ in false }

        XCTAssertTrue(sut.shellAssignments().contains("WB_REG_chapter10__After_repeats='yes'\n"))
        XCTAssertFalse(sut.shellAssignments().contains("WB_REG_chapter9__After_repeats"))
    }
}
