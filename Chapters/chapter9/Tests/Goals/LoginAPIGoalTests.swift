import Login
import MyBizBackend
import MyBizTesting
import XCTest
#if BEFORE && !MODULES
@testable import Chapter9Before
#else
@testable import MyBiz
#endif

/// MyBiz's API without the login callbacks: a login reports to the completion Login hands it (LoginAPICharacterizationTests), not to the tabs' delegate.
final class LoginAPIGoalTests: MyBizTestCase {
    #if BEFORE
    private let sources = StageSources(stage: "Before")
    #else
    private let sources = StageSources(stage: "After")
    #endif

    func test_apiDelegate_hasNoLoginCallbacks() throws {
        let code = try sources.code()

        let callbacks = code.declarations(of: "APIDelegate").flatMap { $0.declaration.members.map(\.name) }.filter { $0.hasPrefix("login") }

        XCTAssertFalse(code.declarations(of: "APIDelegate").isEmpty, "the tabs' APIDelegate should still be there")
        XCTAssertEqual(callbacks, [], "a login reports to its completion now; the tabs' delegate should not carry login callbacks")
    }
}
