@testable import MyBiz

/// MyBiz's API as far as the settings tab uses it: it records each logout instead of ending a session, and sends nothing.
final class APISpy: API {
    /// How many times the tab asked it to log out.
    private(set) var logoutCalls = 0
    /// Runs at each logout, for a test that must see what had happened by then.
    var onLogout: () -> Void = {}

    init() {
        super.init(server: "http://mockserver/")
    }

    override func logout() {
        logoutCalls += 1
        onLogout()
    }
}
