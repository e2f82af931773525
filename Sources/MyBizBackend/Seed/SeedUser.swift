import Foundation

/// The account the backend knows from the start, and the credentials the login screen is pre-filled with.
public struct SeedUser {
    /// The user's fixed id, as the login and user-info responses carry it.
    public let id: UUID
    /// The login name, `agent@shield.org`.
    public let username: String
    /// The password, `hailHydra`.
    public let password: String
    /// The display name, `Agent`.
    public let name: String
}
