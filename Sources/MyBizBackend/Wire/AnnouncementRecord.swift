import Foundation

/// One announcement, as `GET api/announcements` lists it.
struct AnnouncementRecord: Codable, Equatable {
    /// The announcement's id.
    let id: UUID
    /// The text shown in the app.
    let message: String
}
