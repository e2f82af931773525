import Foundation
#if BEFORE
@testable import Chapter1Before
#else
@testable import Chapter1After
#endif

/// An API that logs in without the network: Subclass and Override Method.
final class MockAPI: API {
    static let userId = UUID(uuidString: "5EED0001-0000-4000-8000-0000000000AA")!

    init() {
        super.init(server: "http://mockserver")
    }

    override func login(username: String, password: String) {
        let token = Token(token: "mock-token", user: Token.User(id: MockAPI.userId, username: username))
        handleToken(token: token)
    }
}
