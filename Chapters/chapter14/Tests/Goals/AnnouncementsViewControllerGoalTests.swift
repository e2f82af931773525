import HeadlessUIKit
import XCTest
@testable import MyBiz

/// The announcements tab as an announcements delegate: it asks the source it is handed, and lists what it hears, marked when it is the last ones loaded; no app, no window, no server.
final class AnnouncementsViewControllerGoalTests: XCTestCase {
    private var source: AnnouncementsSourceSpy!
    private var sut: TestingAnnouncementsViewController!

    override func setUp() {
        super.setUp()
        source = AnnouncementsSourceSpy()
        sut = TestingAnnouncementsViewController(source: source)
        sut.tableView = UITableView(frame: .zero, style: .plain)
        sut.lastLoadedLabel = UILabel()
        sut.loadViewIfNeeded()
    }

    override func tearDown() {
        sut = nil
        source = nil
        super.tearDown()
    }

    /// What the tab's table lists, as its data source answers.
    private func rows() -> [String?] {
        let table: UITableView = sut.tableView
        return (0..<sut.tableView(table, numberOfRowsInSection: 0)).map { row in
            sut.tableView(table, cellForRowAt: IndexPath(row: row, section: 0)).textLabel?.text
        }
    }

    func test_appearing_asksItsSourceOnce_toReportToTheTab() {
        sut.viewWillAppear(false)

        XCTAssertEqual(source.getAnnouncementsCalls, 1)
        XCTAssertTrue(source.announcementsDelegate === sut, "the source reports to the tab that asked")
    }

    func test_announcementsLoaded_listsThem_unmarked() {
        sut.announcementsLoaded(announcements: [.aThingHappened, .moreToCome])

        XCTAssertEqual(rows(), ["A thing happened", "More stuff to come soon!"])
        XCTAssertTrue(sut.lastLoadedLabel.isHidden, "new announcements are not marked as the last ones loaded")
    }

    func test_announcementsLastLoaded_listsThem_marked() {
        sut.announcementsLastLoaded(announcements: [.aThingHappened, .moreToCome])

        XCTAssertEqual(rows(), ["A thing happened", "More stuff to come soon!"])
        XCTAssertFalse(sut.lastLoadedLabel.isHidden, "the list is marked as the last one loaded")
    }

    func test_newAnnouncements_afterTheLastOnes_areListedUnmarked() {
        sut.announcementsLastLoaded(announcements: [.aThingHappened])

        sut.announcementsLoaded(announcements: [.officeClosed])

        XCTAssertEqual(rows(), ["The office is closed on Friday"])
        XCTAssertTrue(sut.lastLoadedLabel.isHidden, "the mark goes once new announcements are listed")
    }
}
