import HeadlessUIKit
import HeadlessUIKitTesting
import MyBizBackend
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The base of every MyBiz test that launches the app: it installs the in-process backend first, and leaves nothing running behind.
///
/// The backend answers `URLSession.shared` only if it is installed before
/// anything touches `URLSession.shared`; `setUp` does that before any test
/// body runs, so a test that inherits from this class cannot get the order
/// wrong. `tearDown` waits until the backend has answered every request the
/// app sent and the main queue has settled, so that nothing of one test (a
/// request the tab screen fired as it appeared, say) reaches the next.
open class MyBizTestCase: XCTestCase {
    /// The in-process server, reset to its seed state for each test.
    public private(set) var backend: MyBizBackend!

    open override func setUp() {
        super.setUp()
        backend = MyBizBackend.install()
    }

    open override func tearDown() {
        waitForBackendToFinish()
        waitForMainQueueToSettle()
        backend = nil
        super.tearDown()
    }

    /// Waits until the backend has answered every request the app sent, and no new one has started for a moment.
    ///
    /// The quiet moment (no request in flight and none started, for 5 ms and
    /// 5 turns of the main queue, which runs meanwhile) covers a follow-up
    /// request the app sends once a reply reaches it, and one it has resumed
    /// but the URL loading system has not handed to the backend yet. The count is the backend's, kept under a lock: asking
    /// `URLSession.shared.getAllTasks` instead crashed the test process on
    /// Linux, where it reads the task list without a lock.
    private func waitForBackendToFinish(file: StaticString = #filePath, line: UInt = #line) {
        let quiet = QuietPeriod<Int>(lasting: .milliseconds(5), observations: 5)
        let backend = self.backend!
        waitUntil("the backend has answered every request (\(backend.requestsInFlight) still in flight)", timeout: 2, file: file, line: line) {
            quiet.observe(backend.requestsStarted, isQuiet: backend.requestsInFlight == 0)
        }
    }

    /// What the user sees in the app's key window.
    public func screen() throws -> Screen {
        try Screen.current()
    }

    /// The login requests the backend received.
    public var loginRequests: [RecordedRequest] {
        backend.requests(to: .login)
    }

    /// The seed user's credentials as HTTP Basic authorization.
    public var seedUserBasicAuthorization: Authorization {
        .basic(username: MyBizBackend.seedUser.username, password: MyBizBackend.seedUser.password)
    }
}
