import Login
import MyBizBackend
import MyBizTesting
import XCTest
#if BEFORE && !MODULES
@testable import Chapter9Before
#else
@testable import MyBiz
#endif

/// MyBiz's API keeps Login's `LoginAPI` contract: a login tells the completion Login hands it the user's id, or why the server refused.
///
/// MyBiz's own screens never read that completion's id (its flow acts on the
/// login notification the API posts), so no screen shows whether the API keeps
/// the contract: only this boundary does, and Login, or any app that waits for
/// Login's word, relies on it. They are goals rather than characterization:
/// the Before has no `LoginAPI`. On the After they characterize it:
/// `./Scripts/grade --stage chapter9/after` runs them against its mutants.
final class LoginAPICharacterizationTests: MyBizTestCase {
    private var sut: LoginAPI!

    override func setUp() {
        super.setUp()
        // The API logs through the app's Logger, which reads the app's configuration.
        AppDelegate.configuration = Configuration.load()
        sut = API(server: "http://localhost:8080/")
    }

    override func tearDown() {
        sut = nil
        super.tearDown()
    }

    func test_login_withGoodCredentials_completesWithTheServersUserId() {
        let received = completionOfLogin(password: "hailHydra")

        XCTAssertEqual(try received?.get(), MyBizBackend.seedUser.id.uuidString, "the user id the login reported")
    }

    func test_login_withAWrongPassword_completesWithTheServersReason() {
        let received = completionOfLogin(password: "wrongPassword1")

        guard case .failure(let error)? = received else {
            return XCTFail("a refused login should complete with a failure, got \(String(describing: received))")
        }
        XCTAssertEqual(error.localizedDescription, "Unauthorized", "the failure's description: the server's reason")
    }

    /// Logs the seed user in with `password` and returns what the API told the completion (nil if it never did, within a second).
    private func completionOfLogin(password: String) -> Result<String, Error>? {
        let completed = expectation(description: "the login completed")
        var received: Result<String, Error>?
        sut.login(username: "agent@shield.org", password: password) { result in
            received = result
            completed.fulfill()
        }
        wait(for: [completed], timeout: 1)
        return received
    }
}
