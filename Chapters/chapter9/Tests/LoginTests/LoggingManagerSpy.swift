import UIHelpers

/// Records what it is asked to log, and logs nothing.
final class LoggingManagerSpy: LoggingManager {
    private(set) var events: [String] = []
    private(set) var fatalMessages: [String] = []

    func logEvent(_ event: String) {
        events.append(event)
    }

    func logFatal(_ message: String) {
        fatalMessages.append(message)
    }
}
