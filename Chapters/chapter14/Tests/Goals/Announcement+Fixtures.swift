import Foundation
@testable import MyBiz

extension Announcement {
    /// The server's first seed announcement.
    static let aThingHappened = Announcement(id: UUID(), message: "A thing happened")
    /// The server's second seed announcement.
    static let moreToCome = Announcement(id: UUID(), message: "More stuff to come soon!")
    /// One the server might list later.
    static let officeClosed = Announcement(id: UUID(), message: "The office is closed on Friday")
}

/// Why a test's source could not load announcements.
struct ServerAway: Error {}
