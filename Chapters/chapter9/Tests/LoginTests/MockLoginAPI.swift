import Foundation
import Login

/// Stands in for an app's API: records the logins it is asked for, sends nothing, and answers the last one as the test says.
final class MockLoginAPI: LoginAPI {
    struct LoginCall: Equatable {
        let username: String
        let password: String
    }

    /// Why a mocked server refused a login; its description is the server's reason, as an app's API reports it.
    struct Refusal: LocalizedError {
        let reason: String
        var errorDescription: String? { reason }
    }

    private(set) var loginCalls: [LoginCall] = []
    private var completions: [(Result<String, Error>) -> Void] = []

    func login(username: String, password: String, completion: @escaping (Result<String, Error>) -> Void) {
        loginCalls.append(LoginCall(username: username, password: password))
        completions.append(completion)
    }

    /// Answers the last login as a server that accepts it: the completion gets the user's id.
    func acceptLogin(userId: String) {
        completions.last?(.success(userId))
    }

    /// Answers the last login as a server that refuses it, with the server's reason.
    func refuseLogin(reason: String) {
        completions.last?(.failure(Refusal(reason: reason)))
    }
}
