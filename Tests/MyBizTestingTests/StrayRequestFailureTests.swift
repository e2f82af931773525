import MyBizBackend
@testable import MyBizTesting
import XCTest

/// `StrayRequest.failureMessage`: what a learner reads when the app's requests missed the in-process backend.
final class StrayRequestFailureTests: XCTestCase {
    func test_failureMessage_withoutStrayRequests_isNil() {
        let message = StrayRequest.failureMessage(for: [])

        XCTAssertNil(message)
    }

    func test_failureMessage_withStrayRequests_listsThemAndSaysWhatToDo() {
        let strays = [
            StrayRequest(method: "POST", url: "http://localhost:8080/login"),
            StrayRequest(method: "GET", url: "http://localhost:8080/api/users/me"),
        ]

        let message = StrayRequest.failureMessage(for: strays)

        XCTAssertEqual(message, """
        The app sent 2 requests past the in-process backend, on a URLSession it made itself:
          POST http://localhost:8080/login
          GET http://localhost:8080/api/users/me
        The backend answers URLSession.shared only, so each failed at once (502, "missed the in-process backend"). \
        Send them on URLSession.shared; where the app is handed a session, hand it URLSession.shared.
        """)
    }
}
