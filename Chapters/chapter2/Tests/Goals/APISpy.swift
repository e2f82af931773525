#if BEFORE
@testable import Chapter2Before
#else
@testable import Chapter2After
#endif

/// Records the logins it is asked for, and sends nothing.
final class APISpy: API {
    struct LoginCall: Equatable {
        let username: String
        let password: String
    }

    private(set) var loginCalls: [LoginCall] = []

    init() {
        super.init(server: "http://mockserver")
    }

    override func login(username: String, password: String) {
        loginCalls.append(LoginCall(username: username, password: password))
    }
}
