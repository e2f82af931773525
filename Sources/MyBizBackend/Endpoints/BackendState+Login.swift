import Foundation

extension BackendState {
    /// `POST api/users/login`: checks Basic credentials against the seed user and issues a fresh token.
    mutating func logIn(with authorization: Authorization?) -> BackendResponse {
        let user = SeedData.user
        guard authorization == .basic(username: user.username, password: user.password) else {
            return .error(status: 401)
        }
        let token = Self.makeToken()
        issuedTokens.insert(token)
        return .json(TokenResponse(token: token, user: TokenResponse.User(id: user.id, username: user.username)))
    }

    // Random rather than fixed, so a test cannot pass by guessing a token it was never issued.
    private static func makeToken() -> String {
        (0..<16).map { _ in String(format: "%02x", UInt8.random(in: .min ... .max)) }.joined()
    }
}
