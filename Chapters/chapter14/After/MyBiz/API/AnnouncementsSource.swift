/// Where the announcements tab asks for announcements: the API, or a class that wraps it.
protocol AnnouncementsSource: AnyObject {
    /// Who hears the announcements asked for.
    var announcementsDelegate: AnnouncementsDelegate? { get set }

    /// Loads the announcements, and reports them, or why there are none, to the announcements delegate.
    func getAnnouncements()
}
