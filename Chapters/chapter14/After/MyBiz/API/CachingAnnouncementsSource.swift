/// The announcements of a source, and, when it cannot load new ones, the last ones it loaded (Wrap Class: the source's own code is unchanged).
final class CachingAnnouncementsSource: AnnouncementsSource {
    weak var announcementsDelegate: AnnouncementsDelegate?
    private let source: AnnouncementsSource
    /// The announcements the source loaded last, if it ever did.
    private var lastLoaded: [Announcement]?

    init(source: AnnouncementsSource) {
        self.source = source
    }

    func getAnnouncements() {
        source.announcementsDelegate = self
        source.getAnnouncements()
    }
}

extension CachingAnnouncementsSource: AnnouncementsDelegate {
    func announcementsFailed(error: Error) {
        guard let lastLoaded else {
            announcementsDelegate?.announcementsFailed(error: error)
            return
        }
        announcementsDelegate?.announcementsLastLoaded(announcements: lastLoaded)
    }

    func announcementsLoaded(announcements: [Announcement]) {
        lastLoaded = announcements
        announcementsDelegate?.announcementsLoaded(announcements: announcements)
    }

    /// A source that kept announcements itself: passed on as it said them.
    func announcementsLastLoaded(announcements: [Announcement]) {
        announcementsDelegate?.announcementsLastLoaded(announcements: announcements)
    }
}
