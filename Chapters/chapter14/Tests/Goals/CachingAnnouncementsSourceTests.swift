import XCTest
@testable import MyBiz

/// The wrapped source (Wrap Class): asked each time, it asks the source it wraps and passes on what that source loads, keeping the last of it for when the source cannot load new ones; no app, no server.
final class CachingAnnouncementsSourceTests: XCTestCase {
    private var source: AnnouncementsSourceSpy!
    private var delegate: AnnouncementsDelegateSpy!
    private var sut: CachingAnnouncementsSource!

    override func setUp() {
        super.setUp()
        source = AnnouncementsSourceSpy()
        delegate = AnnouncementsDelegateSpy()
        sut = CachingAnnouncementsSource(source: source)
        sut.announcementsDelegate = delegate
    }

    override func tearDown() {
        sut = nil
        delegate = nil
        source = nil
        super.tearDown()
    }

    func test_getAnnouncements_asksTheSourceItWraps_toReportToIt() {
        sut.getAnnouncements()

        XCTAssertEqual(source.getAnnouncementsCalls, 1)
        XCTAssertTrue(source.announcementsDelegate === sut, "the source reports to the wrapper, which passes on what it hears")
    }

    func test_getAnnouncements_withAnnouncementsKept_stillAsksTheSource() {
        sut.getAnnouncements()
        source.load([.aThingHappened])

        sut.getAnnouncements()

        XCTAssertEqual(source.getAnnouncementsCalls, 2, "what was kept is for when the source fails, not instead of asking it")
    }

    func test_loaded_passesTheAnnouncementsOn() {
        sut.getAnnouncements()

        source.load([.aThingHappened, .moreToCome])

        XCTAssertEqual(delegate.heard, [.loaded(["A thing happened", "More stuff to come soon!"])])
    }

    func test_failed_withNothingLoadedBefore_passesTheFailureOn() {
        sut.getAnnouncements()

        source.fail(ServerAway())

        XCTAssertEqual(delegate.heard, [.failed("ServerAway()")])
    }

    func test_failed_afterALoad_handsOnTheLastOnesLoaded() {
        sut.getAnnouncements()
        source.load([.aThingHappened, .moreToCome])
        sut.getAnnouncements()

        source.fail()

        XCTAssertEqual(delegate.heard.last, .lastLoaded(["A thing happened", "More stuff to come soon!"]))
    }

    func test_failed_afterTwoLoads_handsOnTheLatest() {
        sut.getAnnouncements()
        source.load([.aThingHappened])
        sut.getAnnouncements()
        source.load([.officeClosed, .aThingHappened])
        sut.getAnnouncements()

        source.fail()

        XCTAssertEqual(delegate.heard.last, .lastLoaded(["The office is closed on Friday", "A thing happened"]))
    }

    func test_failedTwice_handsOnTheSameOnesEachTime() {
        sut.getAnnouncements()
        source.load([.aThingHappened])

        source.fail()
        source.fail()

        XCTAssertEqual(delegate.heard, [.loaded(["A thing happened"]), .lastLoaded(["A thing happened"]), .lastLoaded(["A thing happened"])])
    }

    func test_loaded_afterAFailure_passesTheNewOnesOn() {
        sut.getAnnouncements()
        source.load([.aThingHappened])
        source.fail()

        source.load([.officeClosed])

        XCTAssertEqual(delegate.heard.last, .loaded(["The office is closed on Friday"]))
    }

    func test_lastLoaded_fromTheSourceItWraps_isPassedOnAsItSaidThem() {
        sut.getAnnouncements()

        source.reportLastLoaded([.moreToCome])

        XCTAssertEqual(delegate.heard, [.lastLoaded(["More stuff to come soon!"])])
    }

    func test_doesNotKeepItsDelegateAlive() {
        weak var released: AnnouncementsDelegateSpy?
        do {
            let delegate = AnnouncementsDelegateSpy()
            released = delegate
            sut.announcementsDelegate = delegate
        }

        XCTAssertNil(released, "the app keeps the wrapper for as long as it runs: one that kept the tab would keep every tab screen of every session alive")
    }
}
