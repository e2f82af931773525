import Foundation

/// The body the server sends with an error status.
struct APIError: Codable, LocalizedError {
    let error: Bool
    let reason: String

    var errorDescription: String? { reason }
}
