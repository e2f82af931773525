import XCTest
@testable import WorkbookModel

final class TestListingTests: XCTestCase {
    func test_names_sortedOnce_onlyModuleClassSlashTest() {
        let sut = TestListing(text: "M.T/test_b\nM.T/test_a\nM.T/test_a\nwarning: something/else\nM.T.U/test_c\nBuilding…\n")

        XCTAssertEqual(sut.names, ["T.test_a", "T.test_b"])
    }

    func test_names_filter_keepsThoseClassesOnly() {
        let sut = TestListing(text: "A.T/test_a\nB.T/test_b\n", filter: ["B.T"])

        XCTAssertEqual(sut.names, ["T.test_b"])
    }
}
