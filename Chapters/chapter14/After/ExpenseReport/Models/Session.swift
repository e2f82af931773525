import Foundation

/// What the server returns for a successful login: the token to send, and who logged in.
struct Session: Decodable {
    struct User: Decodable {
        let id: UUID
        let username: String
    }

    let token: String
    let user: User
}
