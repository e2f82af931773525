import Login
import MyBizBackend
import MyBizTesting
import XCTest
#if BEFORE && !MODULES
@testable import Chapter9Before
#else
@testable import MyBiz
#endif

/// MyBiz's API seen through the interface Login needs of it: a login reports the user's id, or why the server refused, to its completion.
final class LoginAPIGoalTests: MyBizTestCase {
    #if BEFORE
    private let sources = StageSources(stage: "Before")
    #else
    private let sources = StageSources(stage: "After")
    #endif

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
        let completed = expectation(description: "the login completed")
        var received: Result<String, Error>?

        sut.login(username: "agent@shield.org", password: "hailHydra") { result in
            received = result
            completed.fulfill()
        }

        wait(for: [completed], timeout: 1)
        XCTAssertEqual(try received?.get(), MyBizBackend.seedUser.id.uuidString, "the user id the login reported")
    }

    func test_login_withAWrongPassword_completesWithTheServersReason() {
        let completed = expectation(description: "the login completed")
        var received: Result<String, Error>?

        sut.login(username: "agent@shield.org", password: "wrongPassword1") { result in
            received = result
            completed.fulfill()
        }

        wait(for: [completed], timeout: 1)
        guard case .failure(let error)? = received else {
            return XCTFail("a refused login should complete with a failure, got \(String(describing: received))")
        }
        XCTAssertEqual(error.localizedDescription, "Unauthorized", "the failure's description: the server's reason")
    }

    func test_apiDelegate_hasNoLoginCallbacks() throws {
        let code = try sources.code()

        let callbacks = code.declarations(of: "APIDelegate").flatMap { $0.declaration.members.map(\.name) }.filter { $0.hasPrefix("login") }

        XCTAssertFalse(code.declarations(of: "APIDelegate").isEmpty, "the tabs' APIDelegate should still be there")
        XCTAssertEqual(callbacks, [], "a login reports to its completion now; the tabs' delegate should not carry login callbacks")
    }
}
