import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The body of every failed request: `{"error": true, "reason": "Unauthorized"}`.
struct ErrorResponse: Codable, Equatable {
    /// Always `true`; the app's `APIError` expects the key.
    let error: Bool
    /// A human-readable reason the app shows to the user.
    let reason: String

    /// The error body for an HTTP status, with its standard reason phrase.
    init(status: Int) {
        error = true
        reason = Self.reasonPhrases[status] ?? HTTPURLResponse.localizedString(forStatusCode: status).capitalized
    }

    /// The error body with a reason of its own, for answers that are not the server's.
    init(reason: String) {
        error = true
        self.reason = reason
    }

    // Fixed phrases for the statuses the backend answers by itself, so the app sees the same
    // text on every platform; injected statuses fall back to Foundation's phrase.
    private static let reasonPhrases = [
        400: "Bad Request",
        401: "Unauthorized",
        404: "Not Found",
    ]
}
