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
/// wrong. `tearDown` waits until the app's requests are over — sent,
/// answered and reported on the main queue — so that nothing of one test
/// (a request the tab screen fired as it appeared, say) reaches the next. A
/// task of the shared session completes only once the backend has delivered
/// its reply, so waiting for the session covers delayed replies too.
open class MyBizTestCase: XCTestCase {
    /// The in-process server, reset to its seed state for each test.
    public private(set) var backend: MyBizBackend!

    open override func setUp() {
        super.setUp()
        backend = MyBizBackend.install()
    }

    open override func tearDown() {
        waitForSharedSessionToFinish()
        waitForMainQueueToSettle()
        backend = nil
        super.tearDown()
    }

    /// Waits until `URLSession.shared` has no task left, including tasks resumed but not yet sent.
    private func waitForSharedSessionToFinish(file: StaticString = #filePath, line: UInt = #line) {
        let timeout: TimeInterval = 2
        let deadline = DispatchTime.now() + timeout
        let finished = XCTestExpectation(description: "URLSession.shared has finished its tasks")
        func check() {
            URLSession.shared.getAllTasks { tasks in
                if tasks.allSatisfy({ $0.state == .completed }) {
                    finished.fulfill()
                } else if DispatchTime.now() < deadline {
                    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(1), execute: check)
                }
            }
        }
        check()
        if XCTWaiter().wait(for: [finished], timeout: timeout) != .completed {
            XCTFail("URLSession.shared still had tasks running after 2 s", file: file, line: line)
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
