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
/// wrong. `tearDown` waits until every reply the app asked for has reached it
/// and the main queue has settled, so that nothing of one test (a request the
/// tab screen fired as it appeared, say) reaches the next; and it fails a test
/// whose app sent requests past the backend, saying why.
open class MyBizTestCase: XCTestCase {
    /// The in-process server, reset to its seed state for each test.
    ///
    /// It is the process's one backend, so it is there even after the test:
    /// a check the test left scheduled on the main queue (a wait that timed
    /// out, say) may still ask it when the next test runs.
    public var backend: MyBizBackend {
        MyBizBackend.shared
    }

    open override func setUp() {
        super.setUp()
        MyBizBackend.install()
    }

    open override func tearDown() {
        waitForBackendToFinish()
        if let strays = StrayRequest.failureMessage(for: backend.strayRequests) {
            XCTFail(strays)
        }
        super.tearDown()
    }

    /// Waits until every reply the backend sent has reached the app, and the app has done with it.
    ///
    /// A condition with a deadline, built only on what the backend controls and
    /// what Apple and corelibs both document, so that it holds on either
    /// platform: the backend's count of requests in flight (see
    /// `MyBizBackend.requestsInFlight`: from the protocol object's creation
    /// until its reply has passed the session's delegate queue), one more
    /// turn of `URLSession.shared.delegateQueue` (where URLSession runs
    /// completion handlers; on Darwin the handler may be queued after the
    /// protocol's last callback has returned), and the main queue settling
    /// (the handler hands its result to the main queue, which may start a
    /// follow-up request). It is done when a whole round of these starts no
    /// request and leaves none in flight, and fails after 2 s. The count is
    /// the backend's, kept under a lock: asking `URLSession.shared.getAllTasks`
    /// instead crashed the test process on Linux, where it reads the task list
    /// without a lock.
    ///
    /// Each expectation is fulfilled on the main queue, never on the thread
    /// that learns the news: corelibs XCTest (Swift 6.3) waits by running the
    /// run loop in slices of up to 0.1 s and stops it with `CFRunLoopStop`,
    /// which is lost when it lands between two slices (swift-corelibs-xctest,
    /// `XCTWaiter.primitiveWait` and `cancelPrimitiveWait`), so a fulfilment
    /// from another thread was noticed up to 0.1 s late, now and then. A
    /// block on the main queue runs inside a slice, and wakes the run loop if
    /// it sleeps.
    public func waitForBackendToFinish(file: StaticString = #filePath, line: UInt = #line) {
        let backend = self.backend
        let deadline = Date(timeIntervalSinceNow: 2)
        while true {
            let started = backend.requestsStarted
            let answered = XCTestExpectation(description: "the backend's replies have reached the app")
            backend.whenNothingIsInFlight { DispatchQueue.main.async { answered.fulfill() } }
            guard XCTWaiter().wait(for: [answered], timeout: max(deadline.timeIntervalSinceNow, 0)) == .completed else {
                XCTFail("The app was still waiting for \(backend.requestsInFlight) request(s) 2 s after the test ended; "
                    + "a test must wait for what it started", file: file, line: line)
                return
            }
            let handled = XCTestExpectation(description: "URLSession's delegate queue has run what it held")
            URLSession.shared.delegateQueue.addOperation { DispatchQueue.main.async { handled.fulfill() } }
            _ = XCTWaiter().wait(for: [handled], timeout: max(deadline.timeIntervalSinceNow, 0))
            waitForMainQueueToSettle(file: file, line: line)
            if backend.requestsStarted == started && backend.requestsInFlight == 0 { return }
            guard Date() < deadline else {
                XCTFail("The app kept sending requests for 2 s after the test ended", file: file, line: line)
                return
            }
        }
    }

    /// Compares what the user sees in a window with the workbook's snapshot of it, a referee that only its maintainers re-record.
    ///
    /// Inside a MyBiz test, `assertSnapshot(of:)` means this method, not
    /// HeadlessUIKitTesting's function of the same name: every MyBiz snapshot
    /// pins the screen as the workbook published it, so a learner's
    /// `RECORD_SNAPSHOTS=1` must not overwrite it. Maintainers re-record
    /// them with `RECORD_REFEREE_SNAPSHOTS=1`.
    public func assertSnapshot(
        of window: UIWindow,
        named name: String? = nil,
        renderer: WindowRenderer = WindowRenderer(),
        file: StaticString = #filePath,
        testName: String = #function,
        line: UInt = #line
    ) {
        HeadlessUIKitTesting.assertSnapshot(of: window, named: name, as: .referee, renderer: renderer, file: file, testName: testName, line: line)
    }

    /// Compares a text with the workbook's snapshot of it, a referee; see ``assertSnapshot(of:named:renderer:file:testName:line:)``.
    public func assertSnapshot(
        _ text: String,
        named name: String? = nil,
        file: StaticString = #filePath,
        testName: String = #function,
        line: UInt = #line
    ) {
        HeadlessUIKitTesting.assertSnapshot(text, named: name, as: .referee, file: file, testName: testName, line: line)
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
