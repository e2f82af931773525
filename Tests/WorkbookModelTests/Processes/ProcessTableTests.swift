import XCTest
@testable import WorkbookModel

final class ProcessTableTests: XCTestCase {
    func test_parent_nameWithSpacesAndParentheses_isTheFieldAfterTheName() {
        let line = "4242 (a) (b c)) S 17 4242 4242 0 -1 4194560 99 0 0 0"

        XCTAssertEqual(ProcessTable.parent(statLine: line), 17)
    }

    func test_parent_lineWithoutAName_isNil() {
        XCTAssertNil(ProcessTable.parent(statLine: "4242 S 17"))
    }

    func test_descendants_childrenAndTheirChildren_notTheRootNorOthers() {
        let sut = ProcessTable(parents: [10: 1, 11: 10, 12: 11, 13: 10, 20: 1, 21: 20])

        XCTAssertEqual(sut.descendants(of: 10), [11, 13, 12], "its children by pid, then theirs")
    }

    func test_descendants_none_isEmpty() {
        XCTAssertEqual(ProcessTable(parents: [10: 1]).descendants(of: 10), [])
    }

    #if os(Linux)
    func test_current_thisProcess_hasItsParent() {
        let sut = ProcessTable.current()

        XCTAssertEqual(sut.parents[getpid()], getppid())
    }
    #endif
}
