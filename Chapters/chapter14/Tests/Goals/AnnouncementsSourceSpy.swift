@testable import MyBiz

/// A source of announcements that the test answers for: it counts each time it is asked, and reports what the test says to its announcements delegate.
final class AnnouncementsSourceSpy: AnnouncementsSource {
    weak var announcementsDelegate: AnnouncementsDelegate?
    /// How many times it was asked for announcements.
    private(set) var getAnnouncementsCalls = 0

    func getAnnouncements() {
        getAnnouncementsCalls += 1
    }

    /// Reports these announcements as loaded, as the API does when the server lists them.
    func load(_ announcements: [Announcement]) {
        announcementsDelegate?.announcementsLoaded(announcements: announcements)
    }

    /// Reports that no announcements could be loaded, as the API does when the server fails.
    func fail(_ error: Error = ServerAway()) {
        announcementsDelegate?.announcementsFailed(error: error)
    }

    /// Reports announcements it kept from an earlier load, as a source that keeps them would.
    func reportLastLoaded(_ announcements: [Announcement]) {
        announcementsDelegate?.announcementsLastLoaded(announcements: announcements)
    }
}
