/// Counts what users do; in debug builds it keeps the events instead of reporting them.
final class Analytics {
    static let shared = Analytics()

    private(set) var events: [String] = []
    private let isReporting: Bool

    private init() {
        isReporting = !AppDelegate.configuration.debug
    }

    func track(_ event: String) {
        events.append(event)
        if !isReporting {
            Logger.logDebug("analytics: \(event)")
        }
    }
}
