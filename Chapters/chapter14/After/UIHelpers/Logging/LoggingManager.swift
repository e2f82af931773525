/// Where login and the alert log what happens, so that they need not reach an app's `Logger` and `Analytics` and a test can read what was logged.
public protocol LoggingManager {
    /// Logs something the user did, for the app's analytics.
    func logEvent(_ event: String)

    /// Logs something that should never happen.
    func logFatal(_ message: String)
}
