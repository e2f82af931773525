import Foundation

/// The body of `GET api/users/me`.
struct UserInfoResponse: Codable, Equatable {
    /// The user's id.
    let id: UUID
    /// The login name.
    let username: String
    /// The display name.
    let name: String
}
