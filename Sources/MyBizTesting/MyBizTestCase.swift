import HeadlessUIKit
import HeadlessUIKitTesting
import MyBizBackend
import XCTest

/// The base of every MyBiz test that launches the app: it installs the in-process backend first, and leaves nothing running behind.
///
/// The backend answers `URLSession.shared` only if it is installed before
/// anything touches `URLSession.shared`; `setUp` does that before any test
/// body runs, so a test that inherits from this class cannot get the order
/// wrong. `tearDown` waits for replies still in flight, so that no reply
/// reaches the next test's app.
open class MyBizTestCase: XCTestCase {
    /// The in-process server, reset to its seed state for each test.
    public private(set) var backend: MyBizBackend!

    open override func setUp() {
        super.setUp()
        backend = MyBizBackend.install()
    }

    open override func tearDown() {
        waitUntil("the backend has answered every request") { [backend] in backend?.isIdle ?? true }
        waitForMainQueueToSettle()
        backend = nil
        super.tearDown()
    }

    /// What the user sees in the app's key window.
    public func screen(file: StaticString = #filePath, line: UInt = #line) throws -> Screen {
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
