import Foundation
import HeadlessUIKit
import XCTest

final class UITableViewTests: XCTestCase {
    private var dataSource: StubTableDataSource!

    override func setUp() {
        super.setUp()
        dataSource = StubTableDataSource(sections: [["Inbox", "Sent"], ["Trash"]])
    }

    override func tearDown() {
        dataSource = nil
        super.tearDown()
    }

    // As in UIKit, a table is a scroll view: code that hands one to a `UIScrollView` compiles.
    func test_init_asAScrollView_isTheSameView() {
        let sut = UITableView()

        let scrollView: UIScrollView = sut

        XCTAssertTrue(scrollView === sut)
    }

    func test_reloadData_withADataSource_makesACellPerRow() {
        let sut = UITableView()
        sut.dataSource = dataSource

        sut.reloadData()

        XCTAssertEqual(sut.numberOfRows(inSection: 0), 2)
        XCTAssertEqual(sut.numberOfRows(inSection: 1), 1)
        XCTAssertEqual(sut.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "Sent")
    }

    func test_reloadData_afterTheDataChanged_replacesTheCells() {
        let sut = UITableView()
        sut.dataSource = dataSource
        sut.reloadData()

        dataSource.sections = [["Drafts"]]
        sut.reloadData()

        XCTAssertEqual(sut.subviews.count, 1)
        XCTAssertEqual(sut.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "Drafts")
    }

    func test_indexPathForCell_ofAShownCell_isWhereItIs() throws {
        let sut = UITableView()
        sut.dataSource = dataSource
        sut.reloadData()
        let cell = try XCTUnwrap(sut.cellForRow(at: IndexPath(row: 0, section: 1)))

        let indexPath = sut.indexPath(for: cell)

        XCTAssertEqual(indexPath, IndexPath(row: 0, section: 1))
    }

    func test_selectRow_withADelegate_doesNotTellIt() {
        let sut = UITableView()
        sut.dataSource = dataSource
        sut.delegate = dataSource
        sut.reloadData()

        sut.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)

        XCTAssertEqual(dataSource.selected, [], "UIKit: selectRow(at:animated:scrollPosition:) sends no delegate message")
    }

    func test_selectRow_selectsTheRow() {
        let sut = UITableView()
        sut.dataSource = dataSource
        sut.reloadData()

        sut.selectRow(at: IndexPath(row: 1, section: 0), animated: true, scrollPosition: .middle)

        XCTAssertEqual(sut.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
    }

    func test_deselectRow_ofTheSelectedRow_clearsTheSelectionWithoutTellingTheDelegate() {
        let sut = UITableView()
        sut.dataSource = dataSource
        sut.delegate = dataSource
        sut.reloadData()
        sut.selectRow(at: IndexPath(row: 0, section: 1), animated: false, scrollPosition: .none)

        sut.deselectRow(at: IndexPath(row: 0, section: 1), animated: false)

        XCTAssertNil(sut.indexPathForSelectedRow)
        XCTAssertEqual(dataSource.selected, [])
    }

    func test_reloadData_clearsTheSelection() {
        let sut = UITableView()
        sut.dataSource = dataSource
        sut.reloadData()
        sut.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)

        sut.reloadData()

        XCTAssertNil(sut.indexPathForSelectedRow)
    }
}
