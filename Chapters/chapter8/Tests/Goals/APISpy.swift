#if BEFORE
@testable import Chapter8Before
#else
@testable import Chapter8After
#endif

/// Records the logins it is asked for and sends nothing; a test answers them as the server would.
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

    /// Answers a login as a server that refuses it: the delegate hears of the failure, with the server's reason.
    func refuseLogin(reason: String) {
        delegate?.loginFailed(error: APIError(error: true, reason: reason))
    }
}
