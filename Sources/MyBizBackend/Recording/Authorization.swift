import Foundation

/// The credentials a request carried in its `Authorization` header.
public enum Authorization: Equatable {
    /// HTTP Basic credentials, decoded from base64; the login route expects these.
    case basic(username: String, password: String)
    /// A token from a previous login; the protected routes expect one.
    case bearer(token: String)
}
