import MyBizBackend
import MyBizTesting
import XCTest
#if BEFORE
@testable import Chapter1Before
#else
@testable import Chapter1After
#endif

/// The new design: an API is built with its server, so a test can make one without an AppDelegate.
final class APIGoalTests: MyBizTestCase {
    override func setUp() {
        super.setUp()
        // The API no longer needs the AppDelegate, but its Logger still reads the
        // app's configuration: a coupling left for a later chapter.
        AppDelegate.configuration = Configuration.load()
    }

    func test_init_withServer_usesThatServer() {
        let sut = API(server: "http://example.test/")

        XCTAssertEqual(sut.server, "http://example.test/")
    }

    func test_login_onAPIWithServer_sendsLoginToThatServer() {
        // A tripwire: the app's configuration names another server, which an API that still
        // read it, however, would send to (a request the backend reports as stray).
        AppDelegate.configuration = Configuration(server: "http://tripwire.invalid/", debug: false,
                                                  ui: AppDelegate.configuration.ui, rules: AppDelegate.configuration.rules)
        let sut = API(server: MyBizBackend.serverURL.absoluteString)
        let delegate = APIDelegateSpy()
        sut.delegate = delegate

        sut.login(username: "agent@shield.org", password: "hailHydra")
        waitUntil("the login succeeded") { !delegate.succeededUserIds.isEmpty }

        XCTAssertEqual(loginRequests.count, 1, "login requests the server received")
        XCTAssertEqual(delegate.succeededUserIds, [MyBizBackend.seedUser.id.uuidString], "the user ids the delegate was told of: the server's id of the user, once")
    }

    func test_mockAPI_login_reportsSuccessWithoutTheNetwork() {
        let sut = MockAPI()
        let delegate = APIDelegateSpy()
        sut.delegate = delegate

        sut.login(username: "agent@shield.org", password: "hailHydra")

        XCTAssertEqual(delegate.succeededUserIds, [MockAPI.userId.uuidString], "the user ids the delegate was told of: MockAPI's, once")
        XCTAssertTrue(backend.requests.isEmpty, "MockAPI should log in without the network; the server received: \(backend.requests.map(\.path))")
    }

    func test_mockAPI_server_isTheMockServer() {
        let sut = MockAPI()

        XCTAssertEqual(sut.server, "http://mockserver")
    }
}
