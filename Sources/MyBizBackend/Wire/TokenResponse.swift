import Foundation

/// The body of a successful login: `{"token": …, "user": {"id": …, "username": …}}`.
struct TokenResponse: Codable, Equatable {
    /// Who logged in.
    struct User: Codable, Equatable {
        /// The user's id.
        let id: UUID
        /// The login name.
        let username: String
    }

    /// The Bearer token for the protected routes.
    let token: String
    /// Who logged in.
    let user: User
}
