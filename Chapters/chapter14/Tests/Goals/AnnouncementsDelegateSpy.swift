@testable import MyBiz

/// An announcements delegate that records what it hears, in order: the messages of the announcements, or that the load failed and why.
final class AnnouncementsDelegateSpy: AnnouncementsDelegate {
    /// One callback, as the spy heard it.
    enum Heard: Equatable {
        case failed(String)
        case loaded([String])
        case lastLoaded([String])
    }

    private(set) var heard: [Heard] = []

    func announcementsFailed(error: Error) {
        heard.append(.failed(String(describing: error)))
    }

    func announcementsLoaded(announcements: [Announcement]) {
        heard.append(.loaded(announcements.map(\.message)))
    }

    func announcementsLastLoaded(announcements: [Announcement]) {
        heard.append(.lastLoaded(announcements.map(\.message)))
    }
}
