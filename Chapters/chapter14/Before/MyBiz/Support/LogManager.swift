import UIHelpers

/// The app's own logging manager: events go to `Analytics`, the rest to the `Logger`, each as the app's configuration says.
struct LogManager: LoggingManager {
    func logEvent(_ event: String) {
        Analytics.shared.track(event)
    }

    func logFatal(_ message: String) {
        Logger.logFatal(message)
    }
}
