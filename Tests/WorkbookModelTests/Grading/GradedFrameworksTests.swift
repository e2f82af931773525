import XCTest
@testable import WorkbookModel

/// `GradedFrameworks`: the Swift Testing folder graded unless it is the published twin beside XCTest tests.
final class GradedFrameworksTests: XCTestCase {
    func test_init_publishedSwiftTestsBesideXCTestTests_leavesThemOutAndSaysSo() {
        let sut = GradedFrameworks(chapter: "chapter0", swiftTests: .published, xctestTests: 1)

        XCTAssertFalse(sut.runsSwiftTesting)
        XCTAssertEqual(sut.note, "Chapters/chapter0/SwiftTests holds the worked example alone, left out beside your XCTest tests: "
            + "write a test there and grade runs it too.")
    }

    func test_init_publishedSwiftTestsWithNoXCTestTest_gradesThemAsXCTestsAloneWouldBe() {
        // A learner who prefers Swift Testing removed the XCTest worked example.
        let sut = GradedFrameworks(chapter: "chapter0", swiftTests: .published, xctestTests: 0)

        XCTAssertTrue(sut.runsSwiftTesting)
        XCTAssertEqual(sut.note, "Chapters/chapter0/Tests holds no test: grade runs the Swift Testing worked example in Chapters/chapter0/SwiftTests.")
    }

    func test_init_editedSwiftTests_areGradedWhateverXCTestHas_noneAreNot() {
        XCTAssertEqual(GradedFrameworks(chapter: "chapter0", swiftTests: .edited, xctestTests: 3), GradedFrameworks(chapter: "chapter0", swiftTests: .edited, xctestTests: 0))
        XCTAssertTrue(GradedFrameworks(chapter: "chapter0", swiftTests: .edited, xctestTests: 3).runsSwiftTesting)
        XCTAssertNil(GradedFrameworks(chapter: "chapter0", swiftTests: .edited, xctestTests: 3).note)
        XCTAssertFalse(GradedFrameworks(chapter: "chapter0", swiftTests: .none, xctestTests: 0).runsSwiftTesting)
    }

    func test_init_fromAListing_countsItsXCTestTestsAndDecides() {
        let none = GradedFrameworks(chapter: "chapter0", swiftTests: .published, xctestTests: TestListing(text: "").listedLines)
        let one = GradedFrameworks(chapter: "chapter0", swiftTests: .published,
                                   xctestTests: TestListing(text: "GradedTests.MyCharacterizationTests/test_signIn\n").listedLines)

        XCTAssertTrue(none.runsSwiftTesting)
        XCTAssertEqual(none.note, "Chapters/chapter0/Tests holds no test: grade runs the Swift Testing worked example in Chapters/chapter0/SwiftTests.")
        XCTAssertFalse(one.runsSwiftTesting)
        XCTAssertTrue(one.note?.hasPrefix("Chapters/chapter0/SwiftTests holds the worked example alone") ?? false, one.note ?? "")
    }
}
