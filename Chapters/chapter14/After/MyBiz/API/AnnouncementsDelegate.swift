/// What the announcements tab hears when it asks for announcements: its own callbacks, split off the fat `APIDelegate`.
protocol AnnouncementsDelegate: AnyObject {
    /// No announcements could be loaded, and there are none to show instead.
    func announcementsFailed(error: Error)

    /// The announcements, as the server lists them now.
    func announcementsLoaded(announcements: [Announcement])

    /// New announcements could not be loaded: these are the last ones loaded.
    func announcementsLastLoaded(announcements: [Announcement])
}
