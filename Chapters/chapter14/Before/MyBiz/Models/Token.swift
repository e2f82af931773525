import Foundation

/// What the server returns for a successful login.
struct Token: Codable {
    struct User: Codable {
        let id: UUID
        let username: String
    }

    let token: String
    let user: User
}
