import Foundation

/// The body the server sends with an error status; its reason is what the user reads.
struct ServerError: Decodable, LocalizedError {
    let error: Bool
    let reason: String

    var errorDescription: String? { reason }
}
