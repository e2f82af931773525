import Foundation

/// A company-wide message.
struct Announcement: Codable {
    let id: UUID
    let message: String
}
