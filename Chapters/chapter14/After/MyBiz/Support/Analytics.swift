/// Counts what users do; in debug builds it keeps the events instead of reporting them.
class Analytics {
    /// The analytics every screen counts through: the app's own, made from its configuration when first needed, unless a test installed another.
    static var shared: Analytics {
        let analytics = installed ?? Analytics(isReporting: !AppDelegate.configuration.debug)
        installed = analytics
        return analytics
    }

    private static var installed: Analytics?

    /// Installs the analytics every screen counts through from now on, or with `nil` lets the app make its own again when next needed (Introduce Static Setter: a test installs its own).
    static func setShared(_ analytics: Analytics?) {
        installed = analytics
    }

    private(set) var events: [String] = []
    private let isReporting: Bool

    /// An analytics that reports its events, or else logs each of them; the app decides which from its configuration.
    init(isReporting: Bool) {
        self.isReporting = isReporting
    }

    func track(_ event: String) {
        events.append(event)
        if !isReporting {
            Logger.logDebug("analytics: \(event)")
        }
    }
}
