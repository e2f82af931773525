/// The API is where the app's announcements come from: it loads them from the server.
extension API: AnnouncementsSource {}
