import Foundation

/// The logged-in user, as `api/users/me` describes them.
struct UserInfo: Codable {
    let id: UUID
    let username: String
    let name: String
}
